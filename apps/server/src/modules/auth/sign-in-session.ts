/**
 * The end of every successful sign-in (password alone, or password then a second factor: ADR 0018): clears the
 * account's throttle count, rehashes an old-parameter password hash when the password is at hand, starts the
 * session, audits `login.success` and answers the token with the auth answer and the idle limit.
 */
import type { LoginResponse } from '@rlc/shared';
import type { User } from '../../db/schema/index.ts';
import { audit } from '../audit/index.ts';
import { authResponse } from './auth-response.ts';
import type { AuthDeps } from './deps.ts';
import { hashPassword, needsRehash } from './password.ts';
import { loadPrincipal } from './principal.ts';
import { updateUser } from './repository.ts';
import { createSession } from './sessions.ts';
import { accountKey, clearKey } from './throttle.ts';
import { signSessionToken } from './tokens.ts';

/** `password`: the plain password when this request carried it (for the rehash); `details` go to the audit entry. */
export async function startSignedInSession(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'config'>,
  user: User,
  ip: string,
  now: Date,
  opts: { password?: string; details?: Record<string, unknown> } = {},
): Promise<LoginResponse> {
  const { db } = deps;
  await clearKey(db, accountKey(user.email));
  const rehashed =
    opts.password !== undefined && needsRehash(user.passwordHash) ? await hashPassword(opts.password) : null;
  const fresh = await updateUser(db, user.id, {
    lastLoginAt: now,
    ...(rehashed ? { passwordHash: rehashed } : {}),
  });
  const sid = await createSession(db, user.id, now);
  await audit(db, {
    action: 'login.success',
    at: now,
    userId: user.id,
    corporateId: user.corporateId,
    ip,
    details: { rehashed: rehashed !== null, ...opts.details },
  });
  const principal = await loadPrincipal(db, fresh ?? user);
  return {
    jwt: await signSessionToken(deps.config.jwtSecret, sid, user.id, now),
    ...(await authResponse(deps, principal)),
    maxIdleMin: deps.config.maxIdleMin,
  };
}
