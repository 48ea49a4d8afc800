/**
 * Authentication calls of spec §7 under /api/app/v1, registered from the endpoint table of @rlc/shared
 * (api/endpoints.ts). Each handler calls one use case (a file of its own) with the app's deps and shapes the answer.
 */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, MESSAGES } from '@rlc/shared';
import { serve } from '../../http/route.ts';
import { authenticate } from '../../plugins/auth.ts';
import { depsOf } from '../../plugins/context.ts';
import { authResponse } from './auth-response.ts';
import { changePassword } from './change-password.ts';
import { completePasswordReset } from './complete-password-reset.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { mfaRoutes } from './mfa-routes.ts';
import { recordConsent } from './record-consent.ts';
import { requestPasswordReset } from './request-password-reset.ts';

export function authRoutes(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);

  serve(app, ENDPOINTS.login, ({ body, request }) => login(deps, body.email, body.password, request.ip));

  serve(app, ENDPOINTS.auth, ({ principal }) => authResponse(deps, principal));

  serve(app, ENDPOINTS.isAuth, async ({ request }) => ({
    auth: (await authenticate(app, request)) !== null,
  }));

  serve(app, ENDPOINTS.logout, async ({ principal, request }) => {
    await logout(deps, principal, request.ip);
    return { loggedOut: true as const };
  });

  serve(app, ENDPOINTS.changePassword, ({ principal, body, request }) =>
    changePassword(deps, principal, body.currentPassword, body.newPassword, request.ip),
  );

  serve(app, ENDPOINTS.resetPassword, async ({ body, request }) => {
    await requestPasswordReset(deps, body.email, request.ip);
    return { message: MESSAGES.login.requestSentText };
  });

  serve(app, ENDPOINTS.completeReset, async ({ body, request }) => {
    await completePasswordReset(deps, body.token, body.newPassword, request.ip);
    return { message: MESSAGES.password.changed };
  });

  serve(app, ENDPOINTS.consent, ({ principal, request }) => recordConsent(deps, principal, request.ip));
  mfaRoutes(app);
  return Promise.resolve();
}
