/**
 * Creates or updates a staff user by e-mail (operator CLI `scripts/create-user.ts`, e2e setup).
 * A new user works in every community of the corporate; an updated user gets the new password, role and flags,
 * is re-activated, and loses every live session.
 */
import type { Db } from '../../db/client.ts';
import { hashPassword, revokeUserSessions, updateUser, userByEmail } from '../auth/index.ts';
import {
  assignAllCommunities,
  corporateNamedOrOldest,
  insertUser,
  roleNamed,
  roleNamesOf,
} from './repository.ts';

export interface UpsertUserInput {
  email: string;
  password: string;
  /** Role name within the corporate, e.g. 'adviser', 'corporate admin'. */
  role: string;
  /** Corporate name; default: the oldest corporate. */
  corporate?: string | undefined;
  mustChange?: boolean;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

export async function upsertUser(
  db: Db,
  input: UpsertUserInput,
  now = new Date(),
): Promise<{ id: number; created: boolean }> {
  if (input.password.length < 8) throw new Error('The password must be at least 8 characters.');
  const corp = await corporateNamedOrOldest(db, input.corporate);
  if (!corp)
    throw new Error(
      input.corporate ? `No corporate named "${input.corporate}".` : 'No corporate exists yet.',
    );
  const role = await roleNamed(db, corp.id, input.role);
  if (!role) {
    const names = await roleNamesOf(db, corp.id);
    throw new Error(
      `No role "${input.role}" in ${corp.name}. Roles: ${names.map((n) => `'${n}'`).join(', ')}`,
    );
  }
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const existing = await userByEmail(db, email);
  if (existing) {
    await updateUser(db, existing.id, {
      passwordHash,
      roleId: role.id,
      corporateId: corp.id,
      state: 'active',
      mustChange: input.mustChange ?? false,
      passwordChangedAt: now,
      ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
      ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
    });
    await revokeUserSessions(db, existing.id, 'password', now);
    return { id: existing.id, created: false };
  }
  const id = await insertUser(db, {
    corporateId: corp.id,
    roleId: role.id,
    email,
    passwordHash,
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    mustChange: input.mustChange ?? false,
  });
  await assignAllCommunities(db, id, corp.id);
  return { id, created: true };
}
