/**
 * POST users/create (spec §7 "Users"): an admin creates a user of their corporate; with `sendEmail` the new user
 * gets a welcome e-mail whose single-use link opens the Reset Password page, where they choose their password.
 */
import { MESSAGES, type CreateUserRequest, type UserResponse } from '@rlc/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/context.ts';
import { ApiError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import { hashPassword, newResetToken, userByEmail, type Principal } from '../auth/index.ts';
import { corporateCommunityIds, grantableRole } from './checks.ts';
import { USER_ERRORS, userNotFound } from './errors.ts';
import { insertUser, lockCorporate, replaceUserCommunities, userOfCorporate } from './repository.ts';
import { toAdminUser } from './user-admin-rules.ts';
import { prepareWelcome } from './welcome.ts';

export { WELCOME_LINK_TTL_MIN } from './welcome.ts';

const FAILED = MESSAGES.user.createFailed;

/**
 * Creates the user in the caller's corporate with the given role and communities, active, with no usable password
 * (a random one nobody knows) until they set one through the link. With `sendEmail` it stores the link's token
 * hash (valid WELCOME_LINK_TTL_MIN, single use), stamps `initialWelcome` and `last_instructions_at`, and sends the
 * e-mail (its outbox row written in the same transaction, handed to the mail job after the commit). Audited ('user.create').
 * Errors: 409 CONFLICT when the e-mail is taken (e-mails are unique system-wide; USER_ERRORS.emailTaken); 400 / 403
 * for the role and communities as in update (checks.ts).
 */
export async function createUserAccount(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'mailer' | 'background'>,
  caller: Principal,
  request: z.output<typeof CreateUserRequest>,
  ip: string | null = null,
): Promise<UserResponse> {
  const now = deps.clock();
  const corporateId = caller.user.corporateId;
  const input = request.user;
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(newResetToken());

  const { user, mail } = await deps.db.transaction(async (tx) => {
    const corporate = await lockCorporate(tx, corporateId);
    if (await userByEmail(tx, email)) throw new ApiError('CONFLICT', USER_ERRORS.emailTaken);
    const role = await grantableRole(tx, caller, input.role_id, FAILED);
    const communities = await corporateCommunityIds(tx, caller, input.community_ids, FAILED);
    const id = await insertUser(tx, {
      corporateId,
      roleId: role.id,
      email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      title: input.title || null,
      phone: input.phone?.trim() || null,
    });
    await replaceUserCommunities(tx, id, communities);
    // The welcome e-mail commits with the user (outbox row); it is handed to the mail job after the commit.
    const welcome = request.sendEmail
      ? await deps.mailer.enqueue(
          tx,
          await prepareWelcome(
            tx,
            deps.config.publicUrl,
            corporate?.name ?? '',
            { id, email, firstName: input.firstName },
            now,
          ),
        )
      : null;
    await audit(tx, {
      action: 'user.create',
      at: now,
      userId: caller.user.id,
      corporateId,
      ip,
      details: {
        targetUserId: id,
        role_id: role.id,
        community_ids: communities,
        sendEmail: request.sendEmail,
      },
    });
    const row = await userOfCorporate(tx, corporateId, id);
    if (!row) throw userNotFound();
    return { user: toAdminUser(row), mail: welcome };
  });

  if (mail !== null) deps.background.run('welcome-email', () => deps.mailer.dispatch([mail]));
  return { user, message: MESSAGES.user.created };
}
