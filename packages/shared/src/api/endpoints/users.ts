/** The users calls of the API table (see ./index.ts). */
import { z } from 'zod';
import { ABILITIES } from '../../permissions.ts';
import {
  CreateUserRequest,
  PermissionsResponse,
  RoleResponse,
  RolesResponse,
  UpdateRoleRequest,
  UpdateUserRequest,
  UserResponse,
  UsersResponse,
} from '../users.ts';
import { define, pgId } from './define.ts';

export const USERS_ENDPOINTS = define({
  // User administration (spec §2.1 admin > users, §7 "Users"), scoped to the caller's corporate.
  listUsers: {
    method: 'POST',
    path: '/users',
    tag: 'users',
    summary: "The users of the caller's corporate with role, communities, state and last login",
    permission: { any: ABILITIES.adminUsers },
    response: UsersResponse,
  },
  listPermissions: {
    method: 'GET',
    path: '/users/permissions',
    tag: 'users',
    summary: 'The permission codes of spec §6 with their labels and groups',
    permission: { any: ABILITIES.adminUsers },
    response: PermissionsResponse,
  },
  listRoles: {
    method: 'GET',
    path: '/users/roles',
    tag: 'users',
    summary: "The corporate's roles with their permission codes, and whether the caller may grant each",
    permission: { any: ABILITIES.adminUsers },
    response: RolesResponse,
  },
  createUser: {
    method: 'POST',
    path: '/users/create',
    tag: 'users',
    summary:
      'Create a user; with sendEmail, e-mail a welcome with a set-password link (409 when the e-mail is taken)',
    permission: 'createUser',
    body: CreateUserRequest,
    response: UserResponse,
  },
  updateUser: {
    method: 'POST',
    path: '/user/:userId/update',
    tag: 'users',
    summary: 'Change name, title, role, communities or state; disabling ends their sessions at once',
    permission: 'updateUser',
    params: z.object({ userId: pgId }),
    body: UpdateUserRequest,
    response: UserResponse,
  },
  deleteUser: {
    method: 'POST',
    path: '/user/:userId/delete',
    tag: 'users',
    summary:
      'Soft-delete a user: no longer listed or signed in; their reports keep their name (409 for the last admin)',
    permission: 'createUser',
    params: z.object({ userId: pgId }),
    response: z.object({ success: z.literal(true), message: z.string() }),
  },
  sendWelcome: {
    method: 'POST',
    path: '/user/:userId/welcome',
    tag: 'users',
    summary: 'E-mail the welcome again with a new set-password link (409 for a disabled user)',
    permission: 'createUser',
    params: z.object({ userId: pgId }),
    response: UserResponse,
  },
  updateRole: {
    method: 'POST',
    path: '/role/:roleId/update',
    tag: 'users',
    summary:
      "Replace a role's permissions (never one the caller lacks; never leaving the corporate without a user administrator)",
    permission: 'updateCorporate',
    params: z.object({ roleId: pgId }),
    body: UpdateRoleRequest,
    response: RoleResponse,
  },
});
