/**
 * Recovery codes (ADR 0018): RECOVERY_CODE_COUNT random codes like 'k7m2p-x9qrt' (10 characters of a 31-letter
 * alphabet without look-alikes: about 49 bits each), shown once; only the SHA-256 hex of each normalised code is stored,
 * which suffices for random codes of that strength (no dictionary to try).
 */
import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@rlc/shared';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no i, l, o, 0, 1

function oneCode(): string {
  let s = '';
  for (let i = 0; i < 10; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** RECOVERY_CODE_COUNT new distinct codes. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(oneCode());
  return [...codes];
}

/** Whether `input` looks like a recovery code (letters/digits, optional hyphen), not a TOTP code. */
export const looksLikeRecoveryCode = (input: string): boolean =>
  /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(input.trim());

/** SHA-256 hex of the code as typed, case and hyphen ignored. */
export const hashRecoveryCode = (input: string): string =>
  createHash('sha256').update(input.trim().toLowerCase().replace(/-/g, '')).digest('hex');
