/**
 * POST user/:userId/delete (spec §7 "Users"; permission createUser, 'Create/Delete User'): soft delete. The row
 * stays with state 'deleted', so the reports the user wrote keep their author's name; the user is no longer listed,
 * cannot be changed or sign in, leaves their communities, and their sessions end at once.
 */
import { MESSAGES } from '@rlc/shared';
import type { Deps } from '../../plugins/context.ts';
import { ApiError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import { revokeUserSessions, updateUser, type Principal } from '../auth/index.ts';
import { managedUser } from './checks.ts';
import { USER_ERRORS } from './errors.ts';
import { countActiveHolders, replaceUserCommunities } from './repository.ts';
import { isUserAdmin, USER_ADMIN_PERMISSIONS } from './user-admin-rules.ts';

/**
 * Deletes the user `userId` of the caller's corporate; audited ('user.delete'). Answers `{ success, message }`
 * with 'User deleted'. Errors: 404 for another corporate's, an unknown or an already deleted user; 403 for a user
 * whose role holds a permission the caller lacks; 409 CONFLICT
 * when they are the corporate's last active user administrator (USER_ERRORS.lastAdminDelete).
 */
export async function deleteUserAccount(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Principal,
  userId: number,
  ip: string | null = null,
): Promise<{ success: true; message: string }> {
  const now = deps.clock();
  const corporateId = caller.user.corporateId;
  await deps.db.transaction(async (tx) => {
    const { row, role } = await managedUser(tx, caller, userId, '');
    if (row.user.state === 'active' && isUserAdmin(role?.permissions ?? [])) {
      const others = await countActiveHolders(tx, corporateId, { userId }, USER_ADMIN_PERMISSIONS);
      if (others === 0) throw new ApiError('CONFLICT', USER_ERRORS.lastAdminDelete);
    }
    await updateUser(tx, userId, { state: 'deleted' });
    // No longer one of their communities' users (the communities list counts them).
    await replaceUserCommunities(tx, userId, []);
    await revokeUserSessions(tx, userId, 'deleted', now);
    await audit(tx, {
      action: 'user.delete',
      at: now,
      userId: caller.user.id,
      corporateId,
      ip,
      details: {
        targetUserId: userId,
        email: row.user.email,
        state: row.user.state,
        community_ids: row.communities.map((c) => c.id),
      },
    });
  });
  return { success: true, message: MESSAGES.user.deleted };
}
