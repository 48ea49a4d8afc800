/** POST password/reset (spec §5 Reset Password, §7). */
import { ApiError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import type { AuthDeps } from './deps.ts';
import { INVALID_RESET_MESSAGE } from './errors.ts';
import { consumeResetToken } from './repository.ts';
import { sha256Hex } from './reset-token.ts';
import { setPassword } from './set-password.ts';
import { accountKey, clearKey } from './throttle.ts';

/**
 * Completes a reset: marks the token used (exactly once), sets the password (clearing "must change"), ends all
 * sessions of the user, retires the user's other unused links and clears the account's sign-in lock. An unknown,
 * used or expired token is 400 VALIDATION with INVALID_RESET_MESSAGE.
 */
export async function completePasswordReset(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  token: string,
  newPassword: string,
  ip: string,
): Promise<void> {
  const { db } = deps;
  const now = deps.clock();
  const userId = await consumeResetToken(db, sha256Hex(token), now);
  if (userId === null) throw new ApiError('VALIDATION', INVALID_RESET_MESSAGE);
  const user = await setPassword(db, userId, newPassword, now, 'reset');
  if (user) await clearKey(db, accountKey(user.email));
  await audit(db, { action: 'password.reset', at: now, userId, corporateId: user?.corporateId ?? null, ip });
}
