/**
 * POST login (spec §5 Login, §7): checks the e-mail and password under the throttle (throttle.ts), starts a session
 * and answers its token with the auth answer and the idle limit — or, for a user with multi-factor sign-in (or
 * whose corporate requires it), answers the pending second step `{ mfa: { challenge, enrol } }` (mfa-login.ts). Unknown e-mails cost the same time and count
 * against the same limits as known ones, so the answers reveal nothing about which accounts exist.
 */
import type { LoginStepResponse } from '@rlc/shared';
import { ApiError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import type { AuthDeps } from './deps.ts';
import { INVALID_CREDENTIALS_MESSAGE, rateLimited } from './errors.ts';
import { mfaChallengeFor } from './mfa-login.ts';
import { dummyHash, verifyPassword } from './password.ts';
import { userByEmail } from './repository.ts';
import { startSignedInSession } from './sign-in-session.ts';
import { THROTTLE, accountKey, addressKey, lockedSeconds, recordFailure } from './throttle.ts';

/**
 * Signs in from client address `ip`. Errors: 429 RATE_LIMITED (`seconds`) while the account or address is
 * locked or when this failure locks it; 401 INVALID_CREDENTIALS for an unknown e-mail, a wrong password or a
 * disabled user (one answer for all three).
 */
export async function login(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'config'>,
  email: string,
  password: string,
  ip: string,
): Promise<LoginStepResponse> {
  const { db } = deps;
  const now = deps.clock();
  const normalized = email.trim().toLowerCase();
  const keys = [accountKey(normalized), addressKey(ip)] as const;

  const wait = await lockedSeconds(db, [...keys], now);
  if (wait > 0) {
    await audit(db, { action: 'login.locked', at: now, ip });
    throw rateLimited(wait);
  }

  const user = await userByEmail(db, normalized);
  // Always run one argon2 verification, against a dummy hash for unknown e-mails (no timing oracle).
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);

  if (!user || !ok || user.state !== 'active') {
    const locks = await Promise.all([
      recordFailure(db, keys[0], THROTTLE.accountMaxFailures, now),
      recordFailure(db, keys[1], THROTTLE.addressMaxFailures, now),
    ]);
    await audit(db, {
      action: 'login.failure',
      at: now,
      userId: user?.id ?? null,
      corporateId: user?.corporateId ?? null,
      ip,
      details: { reason: !user ? 'unknown-email' : !ok ? 'wrong-password' : 'disabled' },
    });
    const lock = Math.max(...locks);
    if (lock > 0) throw rateLimited(lock);
    throw new ApiError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  }

  // A user with MFA, or whom the corporate's policy requires to have it, gets the pending second step instead.
  const challenge = await mfaChallengeFor(db, user, ip, now);
  if (challenge) return challenge;
  return startSignedInSession(deps, user, ip, now, { password });
}
