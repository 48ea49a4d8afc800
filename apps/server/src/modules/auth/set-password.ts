/** The one place a user's password is replaced (change and reset share it). */
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import { hashPassword } from './password.ts';
import { retireResetTokensOfUser, updateUser, type RevokeReason } from './repository.ts';
import { revokeUserSessions } from './sessions.ts';

/**
 * Stores the argon2 hash of `newPassword` for `userId`, clears "must change", ends every session of the user and
 * retires every unused reset or welcome link (OWASP ASVS 5.0 V6.4: a recovery secret must not outlive the password
 * it was issued to replace). Runs in one transaction: either all of it happens or none. Returns the updated user
 * (null when the user is gone). The caller opens a fresh session afterwards if one is wanted.
 */
export async function setPassword(
  db: Db,
  userId: number,
  newPassword: string,
  now: Date,
  reason: Extract<RevokeReason, 'password' | 'reset'>,
): Promise<User | null> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const user = await updateUser(tx, userId, { passwordHash, passwordChangedAt: now, mustChange: false });
    await revokeUserSessions(tx, userId, reason, now);
    await retireResetTokensOfUser(tx, userId, now);
    return user;
  });
}
