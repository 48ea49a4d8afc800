/** Password-reset tokens: 32 random bytes sent by e-mail; only their SHA-256 (hex) is stored. */
import { createHash, randomBytes } from 'node:crypto';

/** Minutes a reset link stays valid. */
export const RESET_TOKEN_TTL_MIN = 60;

export const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');

/** A new token (base64url, 43 characters). */
export const newResetToken = () => randomBytes(32).toString('base64url');
