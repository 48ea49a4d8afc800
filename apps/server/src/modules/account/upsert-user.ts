/**
 * Creates or updates a staff user by e-mail (operator CLI `scripts/create-user.ts`, e2e setup).
 * A new user works in every community of the corporate; an updated user gets the new password, role and flags,
 * is re-activated, and loses every live session.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { communities, corporates, roles, userCommunities, users } from '../../db/schema/index.ts';
import { hashPassword, revokeUserSessions } from '../auth/index.ts';

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
  const [corp] = input.corporate
    ? await db.select().from(corporates).where(eq(corporates.name, input.corporate)).limit(1)
    : await db.select().from(corporates).orderBy(asc(corporates.id)).limit(1);
  if (!corp)
    throw new Error(
      input.corporate ? `No corporate named "${input.corporate}".` : 'No corporate exists yet.',
    );
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.corporateId, corp.id), eq(roles.name, input.role)))
    .limit(1);
  if (!role) {
    const names = (
      await db.select({ name: roles.name }).from(roles).where(eq(roles.corporateId, corp.id))
    ).map((r) => r.name);
    throw new Error(
      `No role "${input.role}" in ${corp.name}. Roles: ${names.map((n) => `'${n}'`).join(', ')}`,
    );
  }
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (existing) {
    await db
      .update(users)
      .set({
        passwordHash,
        roleId: role.id,
        corporateId: corp.id,
        state: 'active',
        mustChange: input.mustChange ?? false,
        passwordChangedAt: now,
        ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
        ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
      })
      .where(eq(users.id, existing.id));
    await revokeUserSessions(db, existing.id, 'password', now);
    return { id: existing.id, created: false };
  }
  const [created] = await db
    .insert(users)
    .values({
      corporateId: corp.id,
      roleId: role.id,
      email,
      passwordHash,
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      mustChange: input.mustChange ?? false,
    })
    .returning({ id: users.id });
  if (!created) throw new Error('user insert returned no row');
  const comms = await db
    .select({ id: communities.id })
    .from(communities)
    .where(eq(communities.corporateId, corp.id));
  if (comms.length)
    await db.insert(userCommunities).values(comms.map((c) => ({ userId: created.id, communityId: c.id })));
  return { id: created.id, created: true };
}
