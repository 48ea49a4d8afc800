/** POST changePassword (spec §4 Change Password, §7). */
import { MESSAGES } from '@rlc/shared';
import type { StaffAuth } from '../../plugins/context.ts';
import { ApiError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import type { AuthDeps } from './deps.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { updateUser } from './repository.ts';
import { createSession, revokeUserSessions } from './sessions.ts';
import { signSessionToken } from './tokens.ts';

/**
 * Changes the caller's password (clearing "must change"), ends every session of the user and returns a token
 * for a fresh one (this tab) with spec's "Password updated". A wrong current password is 400
 * PASSWORD_CHANGE_FAILED "Error changing password" and changes nothing. Both outcomes are audited.
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
  if (!(await verifyPassword(auth.user.passwordHash, currentPassword))) {
    await audit(db, { action: 'password.change', ...who, details: { ok: false } });
    throw new ApiError('PASSWORD_CHANGE_FAILED', MESSAGES.password.changeFailed);
  }
  await updateUser(db, auth.user.id, {
    passwordHash: await hashPassword(newPassword),
    passwordChangedAt: now,
    mustChange: false,
  });
  await revokeUserSessions(db, auth.user.id, 'password', now);
  const sid = await createSession(db, auth.user.id, now);
  await audit(db, { action: 'password.change', ...who, details: { ok: true } });
  return {
    message: MESSAGES.password.changed,
    jwt: await signSessionToken(deps.config.jwtSecret, sid, auth.user.id, now),
  };
}
