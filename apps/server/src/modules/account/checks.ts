/** Checks of a create or update body against the caller's corporate, inside the use case's transaction. */
import type { DbOrTx } from '../../db/client.ts';
import { ApiError } from '../../plugins/errors.ts';
import type { Principal } from '../auth/index.ts';
import { USER_ERRORS } from './errors.ts';
import { liveCommunityIds, roleOfCorporate, type RoleWithPermissions } from './repository.ts';
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
