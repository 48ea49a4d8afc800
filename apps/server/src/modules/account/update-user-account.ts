/**
 * POST user/:userId/update (spec §7 "Users"): an admin changes a user's name, title, role, communities or state.
 */
import { MESSAGES, type UserChanges, type UserResponse } from '@rlc/shared';
import type { Deps } from '../../plugins/context.ts';
import { ApiError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import { revokeUserSessions, updateUser, type Principal } from '../auth/index.ts';
import { corporateCommunityIds, grantableRole, managedUser } from './checks.ts';
import { USER_ERRORS, userNotFound } from './errors.ts';
import { countActiveHolders, replaceUserCommunities, userOfCorporate } from './repository.ts';
import { isUserAdmin, toAdminUser, USER_ADMIN_PERMISSIONS } from './user-admin-rules.ts';

const FAILED = MESSAGES.user.updateFailed;

/**
 * Applies `changes` to the user `userId` of the caller's corporate, in one transaction, and audits what changed
 * (before → after). Disabling ends all the user's sessions at once (their next call is 401).
 * Errors: 404 NOT_FOUND for a user of another corporate or none; 400 VALIDATION for a role or community not of
 * the corporate; 403 FORBIDDEN for a role with a permission the caller lacks, or a user whose role has one;
 * 409 CONFLICT when the change
 * would leave the corporate without an active user administrator (user-admin-rules.ts).
 */
export async function updateUserAccount(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Principal,
  userId: number,
  changes: UserChanges,
  ip: string | null = null,
): Promise<UserResponse> {
  const now = deps.clock();
  const corporateId = caller.user.corporateId;
  return deps.db.transaction(async (tx) => {
    const { row: before, role: oldRole } = await managedUser(tx, caller, userId, FAILED);
    const u = before.user;

    const roleChanges = changes.role_id !== undefined && changes.role_id !== u.roleId;
    const newRole = roleChanges ? await grantableRole(tx, caller, changes.role_id!, FAILED) : null;
    const communities =
      changes.community_ids === undefined
        ? null
        : await corporateCommunityIds(tx, caller, changes.community_ids, FAILED);

    // The last-admin guard: only when an active user administrator would stop being one.
    const state = changes.state ?? u.state;
    const wasAdmin = u.state === 'active' && isUserAdmin(oldRole?.permissions ?? []);
    const staysAdmin = state === 'active' && isUserAdmin((newRole ?? oldRole)?.permissions ?? []);
    if (wasAdmin && !staysAdmin) {
      const others = await countActiveHolders(tx, corporateId, { userId: u.id }, USER_ADMIN_PERMISSIONS);
      if (others === 0) throw new ApiError('CONFLICT', USER_ERRORS.lastAdmin);
    }

    const set = {
      ...(changes.firstName !== undefined ? { firstName: changes.firstName } : {}),
      ...(changes.lastName !== undefined ? { lastName: changes.lastName } : {}),
      ...(changes.title !== undefined ? { title: changes.title || null } : {}),
      ...(changes.phone !== undefined ? { phone: changes.phone?.trim() || null } : {}),
      ...(newRole ? { roleId: newRole.id } : {}),
      ...(changes.state !== undefined ? { state: changes.state } : {}),
    };
    if (Object.keys(set).length) await updateUser(tx, u.id, set);
    if (communities) await replaceUserCommunities(tx, u.id, communities);
    if (state === 'disabled') await revokeUserSessions(tx, u.id, 'disabled', now);

    const after = await userOfCorporate(tx, corporateId, u.id);
    if (!after) throw userNotFound();
    await audit(tx, {
      action: 'user.update',
      at: now,
      userId: caller.user.id,
      corporateId,
      ip,
      details: { targetUserId: u.id, ...changedFields(toAdminUser(before), toAdminUser(after)) },
    });
    return { user: toAdminUser(after), message: MESSAGES.user.updated };
  });
}

type Listed = ReturnType<typeof toAdminUser>;
const AUDITED = [
  'firstName',
  'lastName',
  'title',
  'phone',
  'role_id',
  'roleName',
  'state',
  'communities',
] as const;

/** The audited fields that differ, as `{ before: {…}, after: {…} }`. */
function changedFields(before: Listed, after: Listed) {
  const keys = AUDITED.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  const pick = (u: Listed) => Object.fromEntries(keys.map((k) => [k, u[k]]));
  return { before: pick(before), after: pick(after) };
}
