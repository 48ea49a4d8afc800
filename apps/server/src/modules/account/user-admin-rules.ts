/**
 * The rules of user administration shared by create and update:
 * - a user can never grant a permission they do not hold: a role is grantable only when every permission it
 *   holds is also the caller's;
 * - the corporate must keep a user administrator: the last active user whose role holds both `createUser` and
 *   `updateUser` (spec §6 abilities 'create user' and 'update user') cannot be disabled or moved to a role without
 *   them, or nobody could manage the corporate's users any more.
 */
import { ABILITIES, type AdminUser } from '@rlc/shared';
import type { UserListRow } from './repository.ts';

/** Permissions whose holders count as user administrators for the last-admin guard. */
export const USER_ADMIN_PERMISSIONS = ABILITIES.adminUsers;

/** Whether a role with `rolePermissions` may be given by a caller holding `callerPermissions`. */
export const mayGrant = (callerPermissions: readonly string[], rolePermissions: readonly string[]): boolean =>
  rolePermissions.every((p) => callerPermissions.includes(p));

/** Whether permissions make their holder a user administrator. */
export const isUserAdmin = (permissions: readonly string[]): boolean =>
  USER_ADMIN_PERMISSIONS.every((p) => permissions.includes(p));

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The list's row in the API's shape (spec §3.1 names). */
export function toAdminUser(row: UserListRow): AdminUser {
  const u = row.user;
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    title: u.title,
    phone: u.phone,
    role_id: u.roleId,
    roleName: row.roleName,
    // Deleted users are never read for the list (repository.ts).
    state: u.state === 'active' ? 'active' : 'disabled',
    communities: row.communities,
    last_login_at: iso(u.lastLoginAt),
    created_at: u.createdAt.toISOString(),
    mfa: row.mfa,
  };
}
