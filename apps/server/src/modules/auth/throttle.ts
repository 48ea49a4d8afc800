/**
 * Login rate limiting per account (lower-cased e-mail) and per client address, kept in the database so every API
 * process sees the same counts. NIST SP 800-63B §5.2.2 asks for throttling well before 100 consecutive failures.
 *
 * Policy: `maxFailures` failures of one key within `windowMs` lock it for `baseLockMs`, doubling with each further
 * lock (capped at `maxLockMs`); a window without failures forgets earlier locks. Unknown e-mails count exactly
 * like known ones, so the answers reveal nothing about which accounts exist.
 */
import type { Db } from '../../db/client.ts';
import { rateLimited } from './errors.ts';
import { verifyPassword } from './password.ts';
import { countFailure, deleteAttempts, lockKey, lockedUntilOf } from './repository.ts';

export const THROTTLE = {
  windowMs: 15 * 60_000,
  /** Failures per account within the window before it locks. */
  accountMaxFailures: 5,
  /** Failures per address within the window (higher: offices share one address). */
  addressMaxFailures: 20,
  baseLockMs: 60_000,
  maxLockMs: 15 * 60_000,
} as const;

export const accountKey = (email: string) => `email:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

/** Seconds (rounded up) until every given key is unlocked; 0 when none is locked. */
export async function lockedSeconds(db: Db, keys: string[], now: Date): Promise<number> {
  let ms = 0;
  for (const until of await lockedUntilOf(db, keys))
    if (until) ms = Math.max(ms, until.getTime() - now.getTime());
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/** Counts one failure for `key`; returns the seconds of the lock it triggered, or 0. */
export async function recordFailure(db: Db, key: string, maxFailures: number, now: Date): Promise<number> {
  const row = await countFailure(db, key, now, new Date(now.getTime() - THROTTLE.windowMs));
  if (!row || row.failures < maxFailures) return 0;
  const lockMs = Math.min(THROTTLE.baseLockMs * 2 ** row.lockouts, THROTTLE.maxLockMs);
  await lockKey(db, key, row.lockouts + 1, now, new Date(now.getTime() + lockMs));
  return Math.ceil(lockMs / 1000);
}

/** A successful sign-in or reset clears the account's count (never the address's: one good account must not reset it). */
export function clearKey(db: Db, key: string): Promise<void> {
  return deleteAttempts(db, key);
}

/**
 * A signed-in user's password checked again (changing it, leaving Consult Mode, re-authentication) under the
 * throttle of `[accountKey, address]` (attemptThrottled).
 */
export function verifyPasswordThrottled(
  db: Db,
  keys: readonly [account: string, address: string],
  passwordHash: string,
  password: string,
  now: Date,
  hooks: { onLocked?: () => Promise<void>; onWrong: () => Promise<void> },
): Promise<boolean> {
  return attemptThrottled(db, keys, now, () => verifyPassword(passwordHash, password), hooks);
}

/**
 * One secret checked (`check`: a password, a TOTP or recovery code) under the throttle of `[accountKey, address]`:
 * the first counts up to THROTTLE.accountMaxFailures, the address up to addressMaxFailures. While either is
 * locked: `onLocked` (the caller's audit), then 429 RATE_LIMITED with the seconds, without checking. A wrong
 * secret counts one failure on both keys, runs `onWrong`, and is 429 when that failure locks, else `false` (the
 * caller throws its own error). A right one is `true` and counts nothing.
 */
export async function attemptThrottled(
  db: Db,
  keys: readonly [account: string, address: string],
  now: Date,
  check: () => Promise<boolean>,
  hooks: { onLocked?: () => Promise<void>; onWrong: () => Promise<void> },
): Promise<boolean> {
  const wait = await lockedSeconds(db, [...keys], now);
  if (wait > 0) {
    await hooks.onLocked?.();
    throw rateLimited(wait);
  }
  if (await check()) return true;
  const locks = await Promise.all([
    recordFailure(db, keys[0], THROTTLE.accountMaxFailures, now),
    recordFailure(db, keys[1], THROTTLE.addressMaxFailures, now),
  ]);
  await hooks.onWrong();
  const lock = Math.max(...locks);
  if (lock > 0) throw rateLimited(lock);
  return false;
}
