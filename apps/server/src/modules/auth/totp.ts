/**
 * TOTP (RFC 6238: HMAC-SHA-1, 6 digits, 30-second steps — what authenticator apps use) through the `otpauth`
 * library. A code is accepted for the current step and one step either side (clock drift), and only for a step
 * later than the last one accepted, so the same code cannot be used twice (ADR 0018).
 */
import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@rlc/shared';

/** Steps either side of now that still count. */
const DRIFT_STEPS = 1;
const ISSUER = 'Retirement Living Compare';

/** A new random 160-bit secret, base32 (RFC 4226 §4 recommends 160 bits). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** The `otpauth://totp/…` key URI an authenticator app reads from the QR code. */
export const totpUri = (secret: string, email: string): string => totpOf(secret, email).toString();

/** The RFC 6238 time step T of instant `now` (floor(unix seconds / 30)). */
export const totpStep = (now: Date): number => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The time step `code` belongs to, if it is right for a step within DRIFT_STEPS of `now` and later than
 * `lastStep` (null: none used yet); else null. Spaces in the code are ignored ('123 456').
 */
export function matchTotp(secret: string, code: string, now: Date, lastStep: number | null): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d+$/.test(token) || token.length !== TOTP_DIGITS) return null;
  const delta = totpOf(secret).validate({ token, timestamp: now.getTime(), window: DRIFT_STEPS });
  if (delta === null) return null;
  const step = totpStep(now) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
