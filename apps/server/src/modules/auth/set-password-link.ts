/**
 * A single-use set-password link: stores only the SHA-256 of a new random token (expiring after `validMinutes`)
 * and answers the link `${publicUrl}/reset-password?token=…` that the Reset Password page completes
 * (complete-password-reset.ts). Used by forgot password (1 hour) and by the welcome e-mail of a new user.
 */
import type { DbOrTx } from '../../db/client.ts';
import { insertResetToken } from './repository.ts';
import { newResetToken, sha256Hex } from './reset-token.ts';

export async function issueSetPasswordLink(
  db: DbOrTx,
  publicUrl: string,
  userId: number,
  now: Date,
  validMinutes: number,
): Promise<string> {
  const token = newResetToken();
  await insertResetToken(db, userId, sha256Hex(token), now, new Date(now.getTime() + validMinutes * 60_000));
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}
