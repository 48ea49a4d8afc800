/**
 * Routes of multi-factor sign-in, re-authentication and the MFA policy (@rlc/shared
 * api/endpoints/mfa.ts). Each handler calls one use case.
 */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@rlc/shared';
import { serve } from '../../http/route.ts';
import { depsOf } from '../../plugins/context.ts';
import { audit } from '../audit/index.ts';
import { confirmMfa, disableMfa, mfaStatus, renewRecoveryCodes, setupMfa } from './mfa-account.ts';
import { loginMfa, loginMfaEnrol } from './mfa-login.ts';
import { mfaAdoption, mfaPolicyWithAdoption } from './mfa-policy.ts';
import { setMfaPolicy } from './repository.ts';
import { reauthenticate, requireRecentAuth } from './reauth.ts';

export function mfaRoutes(app: FastifyInstance): void {
  const deps = depsOf(app);

  serve(app, ENDPOINTS.loginMfa, ({ body, request }) =>
    loginMfa(deps, body.challenge, body.code, request.ip),
  );
  serve(app, ENDPOINTS.loginMfaEnrol, ({ body }) => loginMfaEnrol(deps, body.challenge));

  serve(app, ENDPOINTS.mfaStatus, ({ principal }) => mfaStatus(deps, principal));
  serve(app, ENDPOINTS.mfaSetup, ({ principal }) => setupMfa(deps, principal));
  serve(app, ENDPOINTS.mfaConfirm, ({ principal, body, request }) =>
    confirmMfa(deps, principal, body.code, request.ip),
  );
  serve(app, ENDPOINTS.mfaDisable, ({ principal, body, request }) =>
    disableMfa(deps, principal, body, request.ip),
  );
  // New recovery codes void the old ones: the password (or a code) confirmed within the last minutes (ADR 0025).
  serve(app, ENDPOINTS.mfaRecoveryCodes, async ({ principal, request }) => {
    await requireRecentAuth(deps.db, principal, deps.clock());
    return renewRecoveryCodes(deps, principal, request.ip);
  });
  serve(app, ENDPOINTS.reauth, ({ principal, body, request }) =>
    reauthenticate(deps, principal, body, request.ip),
  );

  serve(app, ENDPOINTS.mfaPolicy, ({ principal }) =>
    mfaPolicyWithAdoption(deps.db, principal.user.corporateId),
  );
  serve(app, ENDPOINTS.updateMfaPolicy, async ({ principal, body, request }) => {
    await setMfaPolicy(deps.db, principal.user.corporateId, body.policy);
    await audit(deps.db, {
      action: 'mfa.policy',
      at: deps.clock(),
      userId: principal.user.id,
      corporateId: principal.user.corporateId,
      ip: request.ip,
      details: { policy: body.policy },
    });
    return {
      policy: body.policy,
      adoption: await mfaAdoption(deps.db, principal.user.corporateId, body.policy),
    };
  });
}
