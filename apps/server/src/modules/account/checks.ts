/** Checks of a create or update body against the caller's corporate, inside the use case's transaction. */
import type { DbOrTx } from '../../db/client.ts';
import { ApiError } from '../../plugins/errors.ts';
import type { Principal } from '../auth/index.ts';
import { USER_ERRORS, userNotFound } from './errors.ts';
import {
  liveCommunityIds,
  lockCorporate,
  roleOfCorporate,
  userOfCorporate,
  type RoleWithPermissions,
  type UserListRow,
} from './repository.ts';
import { mayGrant } from './user-admin-rules.ts';

/**
 * The corporate's role `roleId`, if the caller may give it: 400 VALIDATION when it is not the corporate's, 403
 * FORBIDDEN when it holds a permission the caller does not. `failed` is the spec §8 text of the call.
 */
export async function grantableRole(
  db: DbOrTx,
  caller: Principal,
  roleId: number,
  failed: string,
): Promise<RoleWithPermissions> {
  const role = await roleOfCorporate(db, caller.user.corporateId, roleId);
  if (!role) throw new ApiError('VALIDATION', USER_ERRORS.unknownRole(failed));
  if (!mayGrant(caller.permissions, role.permissions))
    throw new ApiError('FORBIDDEN', USER_ERRORS.roleNotGrantable(failed));
  return role;
}

/** The ids, without repeats, when each is a live community of the caller's corporate; else 400 VALIDATION. */
export async function corporateCommunityIds(
  db: DbOrTx,
  caller: Principal,
  ids: readonly number[],
  failed: string,
): Promise<number[]> {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  const live = await liveCommunityIds(db, caller.user.corporateId, wanted);
  if (live.length !== wanted.length) throw new ApiError('VALIDATION', USER_ERRORS.unknownCommunity(failed));
  return wanted;
}

/**
 * 403 FORBIDDEN when the target user's role holds a permission the caller does not: nobody changes, deletes or
 * re-invites a user above them (e.g. a user manager demoting or disabling a corporate admin).
 */
export function assertMayManage(
  caller: Principal,
  targetRole: RoleWithPermissions | null,
  failed: string,
): void {
  if (!mayGrant(caller.permissions, targetRole?.permissions ?? []))
    throw new ApiError('FORBIDDEN', USER_ERRORS.userAboveCaller(failed));
}

/**
 * The user `userId` of the caller's corporate whom the caller may manage, read once the corporate's row is locked
 * (changes to one corporate's users take turns on it, so the last-administrator counts see settled rows). Answers
 * the corporate's name ('' if it has none), the user's row and their role. Errors: 404 NOT_FOUND for another
 * corporate's user or none (no existence oracle); 403 FORBIDDEN for a user whose role holds a permission the caller
 * lacks (`assertMayManage`; `failed` is the spec §8 text of the call). Inside the use case's transaction.
 */
export async function managedUser(
  tx: DbOrTx,
  caller: Principal,
  userId: number,
  failed: string,
): Promise<{ corporateName: string; row: UserListRow; role: RoleWithPermissions | null }> {
  const corporateId = caller.user.corporateId;
  const corporate = await lockCorporate(tx, corporateId);
  const row = await userOfCorporate(tx, corporateId, userId);
  if (!row) throw userNotFound();
  const role = await roleOfCorporate(tx, corporateId, row.user.roleId);
  assertMayManage(caller, role, failed);
  return { corporateName: corporate?.name ?? '', row, role };
}
