/** POST users and GET users/roles (spec §7 "Users"): the caller's corporate's users and roles. */
import type { RolesResponse, UsersResponse } from '@rlc/shared';
import type { Deps } from '../../plugins/context.ts';
import type { Principal } from '../auth/index.ts';
import { rolesOfCorporate, usersOfCorporate } from './repository.ts';
import { mayGrant, toAdminUser } from './user-admin-rules.ts';

/** Every user of the caller's corporate (hidden demo users aside), by last then first name. */
export async function listUsers(deps: Pick<Deps, 'db'>, caller: Principal): Promise<UsersResponse> {
  const rows = await usersOfCorporate(deps.db, caller.user.corporateId);
  return { users: rows.map(toAdminUser) };
}

/** The corporate's roles by name with their permission codes; `grantable` when the caller holds all of them. */
export async function listRoles(deps: Pick<Deps, 'db'>, caller: Principal): Promise<RolesResponse> {
  const rows = await rolesOfCorporate(deps.db, caller.user.corporateId);
  return { roles: rows.map((r) => ({ ...r, grantable: mayGrant(caller.permissions, r.permissions) })) };
}
