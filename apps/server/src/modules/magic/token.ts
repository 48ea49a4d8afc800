/**
 * Magic link tokens (design §5): 32 random bytes as base64url (43 characters, MAGIC_TOKEN_PATTERN); only the
 * SHA-256 hex digest is stored and looked up, so a database leak yields no usable link.
 */
import { createHash, randomBytes } from 'node:crypto';

export const newMagicToken = (): string => randomBytes(32).toString('base64url');
export const magicTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
