/**
 * POST user/:userId/mfa/reset (ADR 0025): a user administrator clears the multi-factor sign-in of another user of
 * their corporate, who lost their phone and their recovery codes. Their secret and recovery codes are deleted and
 * every session of theirs ends (ASVS 5.0 V6/V7: a change to a user's authenticators ends their sessions); when
 * active they get an e-mail saying so. The route asks for a recent re-authentication first (403 REAUTH_REQUIRED).
 */
import { MFA_TEXT, type UserResponse } from '@rlc/shared';
import type { Deps } from '../../plugins/context.ts';
import { ApiError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import { clearMfa, mfaPolicyOf, policyCovers, revokeUserSessions, type Principal } from '../auth/index.ts';
import { mfaResetEmail } from '../mail/index.ts';
import { managedUser } from './checks.ts';
import { userOfCorporate } from './repository.ts';
import { toAdminUser } from './user-admin-rules.ts';

/**
 * Clears the MFA of the user `userId` of the caller's corporate and ends their sessions, in one transaction;
 * audited as `mfa.admin-reset` (ids only). Answers the user (mfa false) and MFA_TEXT.resetDone.
 * Errors: 404 NOT_FOUND for another corporate's user or none (no existence oracle); 409 CONFLICT for the caller
 * themself (MFA_TEXT.resetSelf: their own is changed on their Account page, with their password and a code) or a
 * user without MFA on (MFA_TEXT.resetNotEnrolled); 403 FORBIDDEN for a user holding a permission the caller lacks.
 */
export async function resetUserMfa(
  deps: Pick<Deps, 'db' | 'clock' | 'mailer' | 'background'>,
  caller: Principal,
  userId: number,
  ip: string | null = null,
): Promise<UserResponse> {
  const now = deps.clock();
  const corporateId = caller.user.corporateId;
  const { user, mail } = await deps.db.transaction(async (tx) => {
    if (userId === caller.user.id) throw new ApiError('CONFLICT', MFA_TEXT.resetSelf);
    const { corporateName, row, role } = await managedUser(tx, caller, userId, MFA_TEXT.resetFailed);
    if (!(await clearMfa(tx, userId))) throw new ApiError('CONFLICT', MFA_TEXT.resetNotEnrolled);
    await revokeUserSessions(tx, userId, 'mfa-reset', now);
    await audit(tx, {
      action: 'mfa.admin-reset',
      at: now,
      userId: caller.user.id,
      corporateId,
      ip,
      details: { targetUserId: userId },
    });
    const mustEnrol = policyCovers(await mfaPolicyOf(tx, corporateId), role?.permissions ?? []);
    const message =
      row.user.state === 'active'
        ? await deps.mailer.enqueue(
            tx,
            mfaResetEmail(row.user.email, row.user.firstName, corporateName, mustEnrol),
          )
        : null;
    const after = await userOfCorporate(tx, corporateId, userId);
    return { user: toAdminUser(after ?? row), mail: message };
  });
  if (mail) deps.background.run('mfa-reset-email', () => deps.mailer.dispatch([mail]));
  return { user, message: MFA_TEXT.resetDone };
}
