/**
 * User administration (spec §2.1 admin > users, §3.1 User, §7 "Users"): the payloads of `POST users` (the
 * corporate's users), `GET users/roles`, `POST users/create` and `POST user/:userId/update`. Names follow spec
 * §3.1 (`community_ids`, `last_login_at`, `role_id`); the spec does not show these bodies, so the shapes are ours.
 */
import { z } from 'zod';
import { PgIdValue } from '../limits.ts';
import { PERMISSION_CODES } from '../permissions.ts';
import { emailField } from './auth.ts';

export const USER_STATES = ['active', 'disabled'] as const;
export type UserState = (typeof USER_STATES)[number];

/** A community a user works in, by id and name (for the list's Communities column). */
export const UserCommunity = z.object({ id: z.number().int(), name: z.string() });

/** One row of the users list (spec §3.1, the fields an admin sees). Dates are ISO 8601 text or null. */
export const AdminUser = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  title: z.string().nullable(),
  /** Printed on the report cover with the adviser's name and e-mail; null when not given. */
  phone: z.string().nullable(),
  role_id: z.number().int(),
  roleName: z.string(),
  state: z.enum(USER_STATES),
  communities: z.array(UserCommunity),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  /** Whether the user has multi-factor sign-in on (ADR 0025). */
  mfa: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUser>;

/** `POST users`: every user of the caller's corporate, by last then first name. */
export const UsersResponse = z.object({ users: z.array(AdminUser) });
export type UsersResponse = z.infer<typeof UsersResponse>;

/**
 * A role of the caller's corporate with its permission codes (spec §6). `grantable` is false when the role holds a
 * permission the caller does not: a user can never grant a permission they do not hold.
 */
export const RoleSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(z.string()),
  grantable: z.boolean(),
});
export type RoleSummary = z.infer<typeof RoleSummary>;
export const RolesResponse = z.object({ roles: z.array(RoleSummary) });
export type RolesResponse = z.infer<typeof RolesResponse>;

const nameField = z.string().trim().max(100);
/** A phone number as the adviser gives it: digits, spaces, +, ( ) and -, at most 30 characters. */
const phoneField = z
  .string()
  .trim()
  .max(30, 'At most 30 characters.')
  .regex(/^[0-9 +()-]*$/, 'Digits, spaces, +, ( ) and - only.');
const communityIds = z.array(PgIdValue).max(1000);

/** The editable fields of a user (spec §3.1): name, title, phone, role, communities, state. All optional on update. */
export const UserChanges = z.object({
  firstName: nameField.optional(),
  lastName: nameField.optional(),
  title: z.string().trim().max(100).nullable().optional(),
  phone: phoneField.nullable().optional(),
  role_id: PgIdValue.optional(),
  community_ids: communityIds.optional(),
  state: z.enum(USER_STATES).optional(),
});
export type UserChanges = z.infer<typeof UserChanges>;

/** `POST user/:userId/update` (spec §7): body `user` with the fields to change. */
export const UpdateUserRequest = z.object({ user: UserChanges });
export type UpdateUserRequest = z.input<typeof UpdateUserRequest>;

/** `POST users/create` (spec §7): body `user`, `sendEmail` (a welcome e-mail with a set-password link). */
export const CreateUserRequest = z.object({
  user: z.object({
    firstName: nameField.min(1),
    lastName: nameField,
    email: emailField,
    title: z.string().trim().max(100).nullable().optional(),
    phone: phoneField.nullable().optional(),
    role_id: PgIdValue,
    community_ids: communityIds.default([]),
  }),
  sendEmail: z.boolean().default(true),
});
export type CreateUserRequest = z.input<typeof CreateUserRequest>;

/** Answer of create and update: the user as listed and the spec §8 message ('User created', 'User updated'). */
export const UserResponse = z.object({ user: AdminUser, message: z.string() });
export type UserResponse = z.infer<typeof UserResponse>;

/** `GET users/permissions`: the permission codes of spec §6 with their labels and groups, in the spec's order. */
export const PermissionsResponse = z.object({
  permissions: z.array(z.object({ code: z.string(), label: z.string(), group: z.string() })),
  groups: z.array(z.object({ key: z.string(), label: z.string() })),
});
export type PermissionsResponse = z.infer<typeof PermissionsResponse>;

/**
 * `POST role/:roleId/update` (updateCorporate; shape ours): the role's whole new set of permission
 * codes (spec §6), repeats ignored.
 */
export const UpdateRoleRequest = z.object({
  permissions: z.array(z.enum(PERMISSION_CODES as [string, ...string[]])).max(100),
});
export type UpdateRoleRequest = z.input<typeof UpdateRoleRequest>;

/** Answer of a role update: the role as `GET users/roles` lists it, and a message ('Role updated'). */
export const RoleResponse = z.object({ role: RoleSummary, message: z.string() });
export type RoleResponse = z.infer<typeof RoleResponse>;
