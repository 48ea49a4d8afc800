/**
 * A signed-in user's own multi-factor sign-in (ADR 0018): its state, enrolment from the Account screen,
 * turning it off (password and a code, refused while the corporate's policy requires MFA of the user), and new
 * recovery codes (ADR 0025).
 */
import { MFA_TEXT, type MfaSetupResponse, type MfaStatusResponse } from '@rlc/shared';
import type { StaffAuth } from '../../plugins/context.ts';
import { ApiError, validationError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import type { AuthDeps } from './deps.ts';
import { confirmEnrolment, startEnrolment } from './mfa-enrol.ts';
import { mfaRequiredFor } from './mfa-policy.ts';
import { deleteMfa, mfaOfUser, replaceRecoveryCodes, unusedRecoveryCodes } from './repository.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { verifySecondFactor } from './mfa-verify.ts';
import { accountKey, addressKey, verifyPasswordThrottled } from './throttle.ts';

type Deps = Pick<AuthDeps, 'db' | 'clock' | 'config'>;

export async function mfaStatus(deps: Deps, auth: StaffAuth): Promise<MfaStatusResponse> {
  const mfa = await mfaOfUser(deps.db, auth.user.id);
  const enabled = !!mfa?.confirmedAt;
  return {
    enabled,
    required: await mfaRequiredFor(deps.db, auth.user, auth.permissions),
    recoveryCodesLeft: enabled ? await unusedRecoveryCodes(deps.db, auth.user.id) : 0,
  };
}

export function setupMfa(deps: Deps, auth: StaffAuth): Promise<MfaSetupResponse> {
  return startEnrolment({ db: deps.db, serverSecret: deps.config.jwtSecret }, auth.user, deps.clock());
}

export async function confirmMfa(deps: Deps, auth: StaffAuth, code: string, ip: string) {
  const recoveryCodes = await confirmEnrolment(
    { db: deps.db, serverSecret: deps.config.jwtSecret },
    auth.user,
    code,
    deps.clock(),
    ip,
  );
  return { recoveryCodes };
}

/**
 * POST account/mfa/disable: the password and a current code (TOTP or recovery) prove the user is present. 409
 * CONFLICT when MFA is off or the corporate requires it of the user; 400 VALIDATION on `password` or `code` when
 * wrong (throttled like sign-in). Removes the secret and the recovery codes; audited as `mfa.disable`.
 */
export async function disableMfa(
  deps: Deps,
  auth: StaffAuth,
  body: { password: string; code: string },
  ip: string,
): Promise<{ message: string }> {
  const { db } = deps;
  const now = deps.clock();
  const { user } = auth;
  if (!(await mfaOfUser(db, user.id))?.confirmedAt) throw new ApiError('CONFLICT', MFA_TEXT.notEnrolled);
  if (await mfaRequiredFor(db, user, auth.permissions))
    throw new ApiError('CONFLICT', MFA_TEXT.requiredByPolicy);
  const who = { at: now, userId: user.id, corporateId: user.corporateId, ip };
  const passwordOk = await verifyPasswordThrottled(
    db,
    [accountKey(user.email), addressKey(ip)],
    user.passwordHash,
    body.password,
    now,
    {
      onWrong: () => audit(db, { action: 'mfa.disable', ...who, details: { ok: false, reason: 'password' } }),
    },
  );
  if (!passwordOk) throw validationError(MFA_TEXT.passwordWrong, 'password');
  const how = await verifySecondFactor({
    db,
    serverSecret: deps.config.jwtSecret,
    user,
    code: body.code,
    now,
    ip,
    purpose: 'disable',
  });
  if (!how) throw validationError(MFA_TEXT.codeInvalid, 'code');
  await deleteMfa(db, user.id);
  await audit(db, { action: 'mfa.disable', ...who, details: { ok: true } });
  return { message: MFA_TEXT.disabled };
}

/**
 * POST account/mfa/recovery-codes: ten new recovery codes replace all the old ones (used or not), which stop
 * working at once; answered once, kept hashed. The route asks for a recent re-authentication first (403
 * REAUTH_REQUIRED). 409 CONFLICT when MFA is off. Audited as `mfa.recovery-codes` (no code).
 */
export async function renewRecoveryCodes(
  deps: Deps,
  auth: StaffAuth,
  ip: string,
): Promise<{ recoveryCodes: string[] }> {
  const { db } = deps;
  const { user } = auth;
  if (!(await mfaOfUser(db, user.id))?.confirmedAt) throw new ApiError('CONFLICT', MFA_TEXT.notEnrolled);
  const recoveryCodes = newRecoveryCodes();
  await replaceRecoveryCodes(db, user.id, recoveryCodes.map(hashRecoveryCode));
  await audit(db, {
    action: 'mfa.recovery-codes',
    at: deps.clock(),
    userId: user.id,
    corporateId: user.corporateId,
    ip,
  });
  return { recoveryCodes };
}
