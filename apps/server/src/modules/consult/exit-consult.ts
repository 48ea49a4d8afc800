/** POST consultMode/exit (ADR 0016): the adviser leaves Consult Mode with their own password. */
import { CONSULT_TEXT, type AuthResponse } from '@rlc/shared';
import type { Deps, StaffAuth } from '../../plugins/context.ts';
import { ApiError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import {
  addressKey,
  authResponse,
  clearKey,
  loadPrincipal,
  setSessionConsult,
  verifyPasswordThrottled,
  withConsult,
} from '../auth/index.ts';

/** The throttle key of one user's Consult Mode exits (its own count, so a customer's guesses lock only this). */
export const consultKey = (userId: number) => `consult:${userId}`;

/**
 * Checks `password` against the session user's, under the sign-in throttle (5 failures per user, 20 per address
 * in 15 minutes lock for 1 minute, doubling): wrong is 400 CONSULT_EXIT_FAILED (issue on `password`), locked 429
 * RATE_LIMITED with the seconds. Right clears the flag and the user's count, and answers the auth answer with the
 * full permissions read again. Leaving a session that is not in Consult Mode is a no-op. Audited.
 */
export async function exitConsult(
  deps: Pick<Deps, 'db' | 'clock'>,
  auth: StaffAuth,
  password: string,
  ip: string,
): Promise<AuthResponse> {
  const { db } = deps;
  const now = deps.clock();
  const who = { at: now, userId: auth.user.id, corporateId: auth.user.corporateId, ip };
  const right = await verifyPasswordThrottled(
    db,
    [consultKey(auth.user.id), addressKey(ip)],
    auth.user.passwordHash,
    password,
    now,
    { onWrong: () => audit(db, { action: 'consult.exit', ...who, details: { ok: false } }) },
  );
  if (!right)
    throw new ApiError('CONSULT_EXIT_FAILED', CONSULT_TEXT.wrongPassword, {
      issues: [{ path: 'password', message: CONSULT_TEXT.wrongPassword }],
    });
  await clearKey(db, consultKey(auth.user.id));
  await setSessionConsult(db, auth.sessionId, null);
  await audit(db, { action: 'consult.exit', ...who, details: { ok: true } });
  return authResponse(deps, withConsult(await loadPrincipal(db, auth.user), null));
}
