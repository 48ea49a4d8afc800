/** POST resetPassword (spec §5 Forgot password, §7). */
import { passwordResetEmail } from '../mail/index.ts';
import { audit } from '../audit/index.ts';
import type { AuthDeps } from './deps.ts';
import { rateLimited } from './errors.ts';
import { userByEmail } from './repository.ts';
import { RESET_TOKEN_TTL_MIN } from './reset-token.ts';
import { issueSetPasswordLink } from './set-password-link.ts';
import { lockedSeconds, recordFailure } from './throttle.ts';

/** Forgot-password requests allowed per client address, and reset e-mails per account, within THROTTLE.windowMs. */
export const RESET_LIMITS = { perAddress: 10, perAccount: 3 } as const;
const resetAddressKey = (ip: string) => `reset-ip:${ip}`;
const resetAccountKey = (email: string) => `reset-email:${email}`;

/**
 * Forgot password: for an active account, stores the SHA-256 of a random 32-byte token (1 hour, single use) and
 * e-mails the link (outbox row in the same transaction, sent by the mail job). The caller always gets the same answer, whether or not the account exists;
 * only 429 RATE_LIMITED (`seconds`) when the address has asked too often.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string, ip: string): Promise<void> {
  const { db } = deps;
  const now = deps.clock();
  const normalized = email.trim().toLowerCase();
  // Flood control, independent of whether the account exists: an address gets RESET_LIMITS.perAddress requests
  // per window (then 429 with the wait); an account gets RESET_LIMITS.perAccount e-mails, then silently none
  // while its key is locked (the throttle's growing lock).
  const addressWait = await lockedSeconds(db, [resetAddressKey(ip)], now);
  if (addressWait > 0) throw rateLimited(addressWait);
  await recordFailure(db, resetAddressKey(ip), RESET_LIMITS.perAddress, now);
  const accountMuted = (await lockedSeconds(db, [resetAccountKey(normalized)], now)) > 0;
  if (!accountMuted) await recordFailure(db, resetAccountKey(normalized), RESET_LIMITS.perAccount, now);

  const user = await userByEmail(db, normalized);
  await audit(db, {
    action: 'password.reset.request',
    at: now,
    userId: user?.id ?? null,
    corporateId: user?.corporateId ?? null,
    ip,
    details: { known: !!user && user.state === 'active', muted: accountMuted },
  });
  if (!user || user.state !== 'active' || accountMuted) return;
  // The token and its e-mail commit together; the mail job sends it after the commit.
  const outboxId = await db.transaction(async (tx) => {
    const link = await issueSetPasswordLink(tx, deps.config.publicUrl, user.id, now, RESET_TOKEN_TTL_MIN);
    return deps.mailer.enqueue(tx, passwordResetEmail(user.email, user.firstName, link, RESET_TOKEN_TTL_MIN));
  });
  deps.background.run('password-reset-email', () => deps.mailer.dispatch([outboxId]));
}
