/**
 * POST role/:roleId/update (updateCorporate): replaces the permission codes of a role of the caller's
 * corporate (spec §6). In one transaction that first locks the corporate's row (like the user changes, so the
 * last-admin guard reads what it writes):
 * - 404 for a role of another corporate or none;
 * - 403 when the role already holds a permission the caller does not (nobody edits a role above them), or the new
 *   set adds one (a user never grants a permission they do not hold, user-admin-rules.ts `mayGrant`);
 * - 409 when the role stops being a user administrator's (createUser and updateUser) and no active user of
 *   another role is one (the last-admin guard of user-admin-rules.ts, for a role);
 * - audited (`role.update`, before → after).
 * The holders' sessions see the new permissions on their next call: the auth guard reads a session's permissions
 * from the role on every request (auth sessions.ts `touchSession`).
 */
import { MESSAGES, PERMISSION_CODES, PERMISSIONS, type Permission, type RoleResponse } from '@rlc/shared';
import type { Deps } from '../../plugins/context.ts';
import { ApiError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import type { Principal } from '../auth/index.ts';
import { roleNotFound, USER_ERRORS } from './errors.ts';
import { countActiveHolders, lockCorporate, replaceRolePermissions, roleOfCorporate } from './repository.ts';
import { isUserAdmin, mayGrant, USER_ADMIN_PERMISSIONS } from './user-admin-rules.ts';

export async function updateRole(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Principal,
  roleId: number,
  permissions: readonly string[],
  ip: string | null = null,
): Promise<RoleResponse> {
  const now = deps.clock();
  const corporateId = caller.user.corporateId;
  // The spec's order, without repeats.
  const wanted = PERMISSION_CODES.filter((code) => permissions.includes(code));
  return deps.db.transaction(async (tx) => {
    await lockCorporate(tx, corporateId);
    const before = await roleOfCorporate(tx, corporateId, roleId);
    if (!before) throw roleNotFound();
    if (!mayGrant(caller.permissions, before.permissions))
      throw new ApiError('FORBIDDEN', USER_ERRORS.roleAboveCaller);
    const notHeld = wanted.filter((p) => !caller.permissions.includes(p));
    if (notHeld.length)
      throw new ApiError(
        'FORBIDDEN',
        USER_ERRORS.permissionNotHeld(notHeld.map((p: Permission) => PERMISSIONS[p]).join(', ')),
      );
    if (isUserAdmin(before.permissions) && !isUserAdmin(wanted)) {
      const others = await countActiveHolders(tx, corporateId, { roleId }, USER_ADMIN_PERMISSIONS);
      if (others === 0) throw new ApiError('CONFLICT', USER_ERRORS.roleLastAdmin);
    }
    await replaceRolePermissions(tx, roleId, wanted);
    await audit(tx, {
      action: 'role.update',
      at: now,
      userId: caller.user.id,
      corporateId,
      ip,
      details: { roleId, name: before.name, before: before.permissions, after: wanted },
    });
    const after = await roleOfCorporate(tx, corporateId, roleId);
    if (!after) throw roleNotFound();
    return {
      role: { ...after, grantable: mayGrant(caller.permissions, after.permissions) },
      message: MESSAGES.role.updated,
    };
  });
}
