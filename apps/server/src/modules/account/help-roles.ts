/**
 * GET help/roles (spec §2.1 help > roles, §6): the caller's corporate's roles with their permission codes
 * and the caller's own role id. Read-only and open to every signed-in staff user (Help › Roles & Permissions), so
 * it answers no more than the names and codes: no users, no `grantable`.
 */
import type { HelpRolesResponse } from '@rlc/shared';
import type { Deps } from '../../plugins/context.ts';
import type { Principal } from '../auth/index.ts';
import { rolesOfCorporate } from './repository.ts';

export async function helpRoles(deps: Pick<Deps, 'db'>, caller: Principal): Promise<HelpRolesResponse> {
  const rows = await rolesOfCorporate(deps.db, caller.user.corporateId);
  return {
    roles: rows.map(({ id, name, permissions }) => ({ id, name, permissions })),
    myRoleId: caller.user.roleId,
  };
}
