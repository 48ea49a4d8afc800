/**
 * Password hashing with argon2id at the OWASP / ASVS Appendix C minimum: m = 19456 KiB (19 MiB), t = 2, p = 1
 * (https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html). Hashing runs on the libuv
 * pool, not the event loop. Hashes below these parameters are upgraded at the next successful sign-in.
 */
import { randomBytes } from 'node:crypto';
import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** `Algorithm.Argon2id` (a const enum, which isolated modules cannot inline). */
const ARGON2ID = 2 as Algorithm;

export const PASSWORD_PARAMS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
const OPTIONS: Options = { ...PASSWORD_PARAMS, algorithm: ARGON2ID };

export function hashPassword(password: string, options: Options = OPTIONS): Promise<string> {
  return hash(password, options);
}

/** False for a wrong password or an unparsable hash (never throws for bad input). */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** True when the stored hash is not argon2id or any cost parameter is below the current policy. */
export function needsRehash(stored: string): boolean {
  try {
    const p = parseOptions(stored);
    return (
      p.algorithm !== ARGON2ID ||
      p.memoryCost < PASSWORD_PARAMS.memoryCost ||
      p.timeCost < PASSWORD_PARAMS.timeCost ||
      p.parallelism < PASSWORD_PARAMS.parallelism
    );
  } catch {
    return true;
  }
}

let dummy: Promise<string> | undefined;
/**
 * A hash of a random secret, verified against when the e-mail is unknown so that a sign-in for an unknown
 * account costs the same time as one for a known account (no timing oracle).
 */
export function dummyHash(): Promise<string> {
  return (dummy ??= hashPassword(randomBytes(24).toString('base64url')));
}
