/**
 * Re-authentication for sensitive actions (ASVS 5.0 V6/V7; ADR 0018): changing a role's permissions, turning MFA
 * off and exporting analytics need the session's user to have proved who they are within REAUTH_WINDOW_MINUTES —
 * by signing in, or by POST reauth with their password or a current code. The time is kept on the session row,
 * so it holds across API processes and ends with the session.
 */
import { MFA_TEXT, REAUTH_WINDOW_MINUTES, type ReauthRequest } from '@rlc/shared';
import type { Db } from '../../db/client.ts';
import type { StaffAuth } from '../../plugins/context.ts';
import { ApiError, validationError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import type { AuthDeps } from './deps.ts';
import { sessionReauthAt, setSessionReauthAt } from './repository.ts';
import { verifySecondFactor } from './mfa-verify.ts';
import { accountKey, addressKey, verifyPasswordThrottled } from './throttle.ts';

const WINDOW_MS = REAUTH_WINDOW_MINUTES * 60_000;

/**
 * 403 REAUTH_REQUIRED unless the caller's session confirmed its user within REAUTH_WINDOW_MINUTES of `now`. The
 * web then asks for the password, calls POST reauth and retries the action.
 */
export async function requireRecentAuth(db: Db, auth: StaffAuth, now: Date): Promise<void> {
  const at = await sessionReauthAt(db, auth.sessionId);
  if (!at || now.getTime() - at.getTime() > WINDOW_MS)
    throw new ApiError('REAUTH_REQUIRED', MFA_TEXT.reauthRequired);
}

/**
 * POST reauth: the password (throttled like sign-in) or a TOTP / recovery code (for a user with MFA on).
 * Right: the session's confirmation time becomes now; answers until when sensitive actions are allowed.
 * Wrong: 400 VALIDATION on the field given (MFA_TEXT.reauthFailed); 429 once the throttle locks. Audited.
 */
export async function reauthenticate(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'config'>,
  auth: StaffAuth,
  body: ReauthRequest,
  ip: string,
): Promise<{ until: string }> {
  const { db } = deps;
  const now = deps.clock();
  const { user } = auth;
  const who = { at: now, userId: user.id, corporateId: user.corporateId, ip };
  let ok: boolean;
  if (body.code !== undefined) {
    const how = await verifySecondFactor({
      db,
      serverSecret: deps.config.jwtSecret,
      user,
      code: body.code,
      now,
      ip,
      purpose: 'reauth',
    });
    ok = how !== null;
  } else {
    ok = await verifyPasswordThrottled(
      db,
      [accountKey(user.email), addressKey(ip)],
      user.passwordHash,
      body.password ?? '',
      now,
      { onWrong: () => Promise.resolve() },
    );
  }
  const by = body.code !== undefined ? 'code' : 'password';
  await audit(db, { action: 'reauth', ...who, details: { ok, by } });
  if (!ok) throw validationError(MFA_TEXT.reauthFailed, by);
  await setSessionReauthAt(db, auth.sessionId, now);
  return { until: new Date(now.getTime() + WINDOW_MS).toISOString() };
}
