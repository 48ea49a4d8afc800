/**
 * Every SQL statement of the account module (apps/server/src/modules/README.md). A user is read and updated by
 * e-mail through auth's exported `userByEmail` / `updateUser` (one home for those statements).
 */
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  communities,
  corporates,
  rolePermissions,
  roles,
  userCommunities,
  userMfa,
  users,
  type User,
} from '../../db/schema/index.ts';

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
export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<number> {
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

// ------------------------------------------------------------------------------------ user administration

/** A user with the role's name and the live communities they work in (A–Z), as the admin's list shows them. */
export interface UserListRow {
  user: User;
  roleName: string;
  communities: { id: number; name: string }[];
  /** Whether the user has multi-factor sign-in on (a confirmed secret; ADR 0025). */
  mfa: boolean;
}

// Selected with the join to roles (innerJoin), so Drizzle qualifies every column in the subquery too.
const listColumns = {
  user: users,
  roleName: roles.name,
  communities: sql<{ id: number; name: string }[]>`coalesce((select json_agg(json_build_object(
      'id', ${communities.id}, 'name', ${communities.name}) order by ${communities.name})
    from ${userCommunities} join ${communities} on ${communities.id} = ${userCommunities.communityId}
    where ${userCommunities.userId} = ${users.id} and ${communities.deletedAt} is null), '[]'::json)`,
  mfa: sql<boolean>`exists (select 1 from ${userMfa} where ${userMfa.userId} = ${users.id}
    and ${userMfa.confirmedAt} is not null)`.mapWith(Boolean),
};

/** The corporate's users except hidden demo users (`silent_user`) and deleted ones, by last name, first name, e-mail. */
export function usersOfCorporate(db: DbOrTx, corporateId: number): Promise<UserListRow[]> {
  return db
    .select(listColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.corporateId, corporateId), eq(users.silentUser, false), ne(users.state, 'deleted')))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
}

/** One user of the corporate (not a hidden demo user, not deleted), or null: a foreign or unknown id reads as absent. */
export async function userOfCorporate(
  db: DbOrTx,
  corporateId: number,
  userId: number,
): Promise<UserListRow | null> {
  const [row] = await db
    .select(listColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.id, userId),
        eq(users.corporateId, corporateId),
        eq(users.silentUser, false),
        ne(users.state, 'deleted'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** A role with its permission codes (A–Z). */
export interface RoleWithPermissions {
  id: number;
  name: string;
  permissions: string[];
}

// Drizzle writes a select's columns unqualified when it reads one table; the outer `roles.id` is named in full.
const permissionsOfRole = sql<string[]>`array(select rp.permission from ${rolePermissions} rp
  where rp.role_id = ${sql.raw('"roles"."id"')} order by 1)`;

/** The corporate's roles by name, each with its permission codes. */
export function rolesOfCorporate(db: DbOrTx, corporateId: number): Promise<RoleWithPermissions[]> {
  return db
    .select({ id: roles.id, name: roles.name, permissions: permissionsOfRole })
    .from(roles)
    .where(eq(roles.corporateId, corporateId))
    .orderBy(asc(roles.name));
}

/** The corporate's role with this id and its permission codes, or null (unknown or another corporate's). */
export async function roleOfCorporate(
  db: DbOrTx,
  corporateId: number,
  roleId: number,
): Promise<RoleWithPermissions | null> {
  const [row] = await db
    .select({ id: roles.id, name: roles.name, permissions: permissionsOfRole })
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.corporateId, corporateId)))
    .limit(1);
  return row ?? null;
}

/** Which of these ids are live (not deleted) communities of the corporate. */
export async function liveCommunityIds(db: DbOrTx, corporateId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: communities.id })
    .from(communities)
    .where(
      and(
        inArray(communities.id, ids),
        eq(communities.corporateId, corporateId),
        isNull(communities.deletedAt),
      ),
    );
  return rows.map((r) => r.id);
}

/** Makes `ids` the user's communities (removes the others, adds the missing). */
export async function replaceUserCommunities(db: DbOrTx, userId: number, ids: number[]): Promise<void> {
  await db.delete(userCommunities).where(eq(userCommunities.userId, userId));
  if (ids.length)
    await db.insert(userCommunities).values(ids.map((communityId) => ({ userId, communityId })));
}

/**
 * Active users of the corporate whose role holds every one of `permissions` (the user administrators the
 * last-admin guard counts), leaving out one user (`{ userId }`: the one being changed) or every holder of one role
 * (`{ roleId }`: the role being changed).
 */
export async function countActiveHolders(
  db: DbOrTx,
  corporateId: number,
  except: { userId: number } | { roleId: number },
  permissions: readonly string[],
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.corporateId, corporateId),
        'userId' in except ? ne(users.id, except.userId) : ne(users.roleId, except.roleId),
        eq(users.state, 'active'),
        sql`(select count(distinct ${rolePermissions.permission}) from ${rolePermissions}
          where ${rolePermissions.roleId} = ${users.roleId}
            and ${inArray(rolePermissions.permission, [...permissions])}) = ${permissions.length}`,
      ),
    );
  return row?.n ?? 0;
}

/** Makes `permissions` the role's permission codes (removes the others, adds the missing). */
export async function replaceRolePermissions(
  db: DbOrTx,
  roleId: number,
  permissions: readonly string[],
): Promise<void> {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissions.length)
    await db.insert(rolePermissions).values(permissions.map((permission) => ({ roleId, permission })));
}

/**
 * Locks the corporate's row until the transaction ends, so two admins' changes to its users run one after the
 * other (the last-admin guard reads, then writes). The corporate's name, for the welcome e-mail.
 */
export async function lockCorporate(db: DbOrTx, corporateId: number): Promise<{ name: string } | null> {
  const [row] = await db
    .select({ name: corporates.name })
    .from(corporates)
    .where(eq(corporates.id, corporateId))
    .for('update');
  return row ?? null;
}

// ------------------------------------------------------------------------ a community's users (communities)

/** A user of the corporate as the community's Assigned Users tab lists them. */
export interface CommunityMemberRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  roleName: string;
  /** The role's permission codes (a caller may change only users whose permissions they all hold). */
  permissions: string[];
  assigned: boolean;
}

/**
 * The corporate's users (not hidden demo users, not deleted), by last name, first name, e-mail, each with whether
 * they work in the community (user_communities).
 */
export function communityMembers(
  db: DbOrTx,
  corporateId: number,
  communityId: number,
): Promise<CommunityMemberRow[]> {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      roleName: roles.name,
      permissions: permissionsOfRole,
      assigned: sql<boolean>`exists(select 1 from ${userCommunities} uc
        where uc.user_id = ${users.id} and uc.community_id = ${communityId})`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.corporateId, corporateId), eq(users.silentUser, false), ne(users.state, 'deleted')))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
}

/** Adds (`assigned`) or removes the user's membership of the community. */
export async function setCommunityMember(
  db: DbOrTx,
  userId: number,
  communityId: number,
  assigned: boolean,
): Promise<void> {
  if (assigned) await db.insert(userCommunities).values({ userId, communityId }).onConflictDoNothing();
  else
    await db
      .delete(userCommunities)
      .where(and(eq(userCommunities.userId, userId), eq(userCommunities.communityId, communityId)));
}
