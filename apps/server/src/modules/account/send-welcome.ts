/** POST user/:userId/welcome (spec §7 "Users"): send the welcome e-mail again, with a new set-password link. */
import { MESSAGES, type UserResponse } from '@rlc/shared';
import type { Deps } from '../../plugins/context.ts';
import { ApiError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import type { Principal } from '../auth/index.ts';
import { USER_ERRORS } from './errors.ts';
import { managedUser } from './checks.ts';
import { userOfCorporate } from './repository.ts';
import { toAdminUser } from './user-admin-rules.ts';
import { prepareWelcome } from './welcome.ts';

/**
 * E-mails the user of the caller's corporate a new welcome with a set-password link (earlier links stay valid until
 * used or expired), written to the outbox in the transaction and handed to the mail job after the commit; audited ('user.welcome'). Answers the user and 'Email sent'.
 * Errors: 404 for another corporate's or an unknown user; 403 for a user above the caller (checks.ts); 409 CONFLICT for a disabled user (USER_ERRORS.welcomeDisabled).
 */
export async function sendWelcome(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer' | 'background'>,
  caller: Principal,
  userId: number,
  ip: string | null = null,
): Promise<UserResponse> {
  const now = deps.clock();
  const corporateId = caller.user.corporateId;
  const { user, mail } = await deps.db.transaction(async (tx) => {
    const { corporateName, row } = await managedUser(tx, caller, userId, MESSAGES.user.emailFailed);
    if (row.user.state !== 'active') throw new ApiError('CONFLICT', USER_ERRORS.welcomeDisabled);
    const message = await deps.mailer.enqueue(
      tx,
      await prepareWelcome(tx, deps.config.publicUrl, corporateName, row.user, now),
    );
    await audit(tx, {
      action: 'user.welcome',
      at: now,
      userId: caller.user.id,
      corporateId,
      ip,
      details: { targetUserId: userId },
    });
    const after = await userOfCorporate(tx, corporateId, userId);
    return { user: toAdminUser(after ?? row), mail: message };
  });
  deps.background.run('welcome-email', () => deps.mailer.dispatch([mail]));
  return { user, message: MESSAGES.user.emailSent };
}
