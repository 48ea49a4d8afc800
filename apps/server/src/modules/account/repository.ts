/**
 * Every SQL statement of the account module (apps/server/src/modules/README.md). A user is read and updated by
 * e-mail through auth's exported `userByEmail` / `updateUser` (one home for those statements).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { communities, corporates, roles, userCommunities, users } from '../../db/schema/index.ts';

/** The corporate with this name, or (no name) the oldest one; null when there is none. */
export async function corporateNamedOrOldest(db: Db, name: string | undefined) {
  const [corp] = name
    ? await db.select().from(corporates).where(eq(corporates.name, name)).limit(1)
    : await db.select().from(corporates).orderBy(asc(corporates.id)).limit(1);
  return corp ?? null;
}

/** The corporate's role of this name, or null. */
export async function roleNamed(db: Db, corporateId: number, name: string) {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.corporateId, corporateId), eq(roles.name, name)))
    .limit(1);
  return role ?? null;
}

/** Names of the corporate's roles. */
export async function roleNamesOf(db: Db, corporateId: number): Promise<string[]> {
  const rows = await db.select({ name: roles.name }).from(roles).where(eq(roles.corporateId, corporateId));
  return rows.map((r) => r.name);
}

/** Inserts a user; its id. */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<number> {
  const [created] = await db.insert(users).values(values).returning({ id: users.id });
  if (!created) throw new Error('user insert returned no row');
  return created.id;
}

/** Assigns the user to every community of the corporate. */
export async function assignAllCommunities(db: Db, userId: number, corporateId: number): Promise<void> {
  const comms = await db
    .select({ id: communities.id })
    .from(communities)
    .where(eq(communities.corporateId, corporateId));
  if (comms.length)
    await db.insert(userCommunities).values(comms.map((c) => ({ userId, communityId: c.id })));
}
