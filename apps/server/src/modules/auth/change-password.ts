/** POST changePassword (spec §4 Change Password, §7). */
import { MESSAGES } from '@rlc/shared';
import type { StaffAuth } from '../../plugins/context.ts';
import { ApiError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import type { AuthDeps } from './deps.ts';
import { createSession } from './sessions.ts';
import { setPassword } from './set-password.ts';
import { accountKey, addressKey, verifyPasswordThrottled } from './throttle.ts';
import { signSessionToken } from './tokens.ts';

/** The reason a change was refused, beside Current Password (the spec gives only the toast's text). */
export const CURRENT_PASSWORD_WRONG = 'The current password is not right.';

/**
 * Changes the caller's password (clearing "must change"), ends every session of the user, retires their unused
 * reset links, and returns a token for a fresh session (this tab) with spec's "Password updated".
 *
 * A wrong current password is 400 PASSWORD_CHANGE_FAILED "Error changing password" (spec §8) with the reason as an
 * issue on `currentPassword` (CURRENT_PASSWORD_WRONG, shown beside the field), and changes nothing; it counts
 * as a failed sign-in of the account and of the address (throttle.ts), so a stolen session cannot be used to guess
 * the password faster than the sign-in form allows (NIST SP 800-63B §5.2.2). While either is locked the answer is
 * 429 RATE_LIMITED with `seconds`, before the password is even checked. Every outcome is audited.
 */
export async function changePassword(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'config'>,
  auth: StaffAuth,
  currentPassword: string,
  newPassword: string,
  ip: string,
): Promise<{ message: string; jwt: string }> {
  const { db } = deps;
  const now = deps.clock();
  const who = { at: now, userId: auth.user.id, corporateId: auth.user.corporateId, ip };
  const right = await verifyPasswordThrottled(
    db,
    [accountKey(auth.user.email), addressKey(ip)],
    auth.user.passwordHash,
    currentPassword,
    now,
    {
      onLocked: () =>
        audit(db, { action: 'password.change', ...who, details: { ok: false, reason: 'locked' } }),
      onWrong: () => audit(db, { action: 'password.change', ...who, details: { ok: false } }),
    },
  );
  if (!right)
    throw new ApiError('PASSWORD_CHANGE_FAILED', MESSAGES.password.changeFailed, {
      issues: [{ path: 'currentPassword', message: CURRENT_PASSWORD_WRONG }],
    });
  await setPassword(db, auth.user.id, newPassword, now, 'password');
  const sid = await createSession(db, auth.user.id, now);
  await audit(db, { action: 'password.change', ...who, details: { ok: true } });
  return {
    message: MESSAGES.password.changed,
    jwt: await signSessionToken(deps.config.jwtSecret, sid, auth.user.id, now),
  };
}
