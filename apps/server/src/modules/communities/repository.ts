/**
 * Every SQL statement of the communities module (apps/server/src/modules/README.md). Reads are scoped to the
 * caller (design §5): `accessCorporate` sees every live community of its corporate, anyone else only the
 * communities assigned to them (user_communities). A community outside that scope is reported as absent (the
 * route answers 404, never 403).
 */
import { and, asc, count, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { can, SHELL_CONTENT_NAMES, type HasPermissions } from '@rlc/shared';
import type { DbOrTx } from '../../db/client.ts';
import {
  additionalServices,
  amenities,
  chargeFees,
  communities,
  communityAmenities,
  communityInclusions,
  contracts,
  contractTypes,
  corporates,
  inclusions,
  reportContents,
  userCommunities,
  users,
} from '../../db/schema/index.ts';

/** Who is asking: corporate, permission codes and assigned community ids (a Principal satisfies it). */
export interface CommunityScope extends HasPermissions {
  user: { corporateId: number };
  communityIds: readonly number[];
}

export type Community = typeof communities.$inferSelect;
export type ReportContentRow = typeof reportContents.$inferSelect;

/** SQL condition for the communities `scope` may see; null when it may see none. */
function visible(scope: CommunityScope): SQL | null {
  const base = and(eq(communities.corporateId, scope.user.corporateId), isNull(communities.deletedAt));
  if (can(scope, 'accessCorporate')) return base ?? null;
  if (scope.communityIds.length === 0) return null;
  return and(base, inArray(communities.id, [...scope.communityIds])) ?? null;
}

/** The communities the caller may see, by name. */
export async function visibleCommunities(db: DbOrTx, scope: CommunityScope): Promise<Community[]> {
  const where = visible(scope);
  if (!where) return [];
  return db.select().from(communities).where(where).orderBy(asc(communities.name), asc(communities.id));
}

/** The community if the caller may see it, else null. */
export async function findVisibleCommunity(
  db: DbOrTx,
  scope: CommunityScope,
  communityId: number,
): Promise<Community | null> {
  const where = visible(scope);
  if (!where) return null;
  const [row] = await db
    .select()
    .from(communities)
    .where(and(where, eq(communities.id, communityId)))
    .limit(1);
  return row ?? null;
}

/**
 * Contracts and assigned users of each given community (0 when it has none). Hidden demo users (`silent_user`,
 * spec §3: e.g. developer@demo.test) are not counted, as the Users list does not show them.
 */
export async function countsOf(
  db: DbOrTx,
  communityIds: number[],
): Promise<Map<number, { contractsCount: number; usersCount: number }>> {
  const out = new Map(communityIds.map((id) => [id, { contractsCount: 0, usersCount: 0 }]));
  if (communityIds.length === 0) return out;
  const [contractRows, userRows] = await Promise.all([
    db
      .select({ id: contracts.communityId, n: count() })
      .from(contracts)
      .where(inArray(contracts.communityId, communityIds))
      .groupBy(contracts.communityId),
    db
      .select({ id: userCommunities.communityId, n: count() })
      .from(userCommunities)
      .innerJoin(users, eq(users.id, userCommunities.userId))
      .where(and(inArray(userCommunities.communityId, communityIds), eq(users.silentUser, false)))
      .groupBy(userCommunities.communityId),
  ]);
  for (const r of contractRows) if (r.id !== null) out.get(r.id)!.contractsCount = r.n;
  for (const r of userRows) out.get(r.id)!.usersCount = r.n;
  return out;
}

/**
 * Locks the corporate's row until the transaction ends, so two concurrent creates cannot both pass the licence
 * check (count < licenses) and exceed it.
 */
export async function lockCorporate(db: DbOrTx, corporateId: number): Promise<void> {
  await db.select({ id: corporates.id }).from(corporates).where(eq(corporates.id, corporateId)).for('update');
}

export type NewCommunity = Pick<
  typeof communities.$inferInsert,
  'name' | 'streetAddress' | 'suburb' | 'postcode' | 'state' | 'rvOrLlc' | 'ownerType'
>;

/** Inserts a community of the corporate; returns its id. */
/** Assigns a user to a community (no-op when already assigned). */
export async function assignUserToCommunity(db: DbOrTx, userId: number, communityId: number): Promise<void> {
  await db.insert(userCommunities).values({ userId, communityId }).onConflictDoNothing();
}

export async function insertCommunity(
  db: DbOrTx,
  corporateId: number,
  values: NewCommunity,
  by: { userId: number; at: Date },
): Promise<number> {
  const [row] = await db
    .insert(communities)
    .values({
      ...values,
      corporateId,
      updatedBy: by.userId,
      mainUpdated: by.at,
      createdAt: by.at,
      updatedAt: by.at,
    })
    .returning({ id: communities.id });
  return row!.id;
}

/** Live communities of the corporate and its licence count (0 for an unknown corporate). */
export async function licenceUse(
  db: DbOrTx,
  corporateId: number,
): Promise<{ count: number; licenses: number }> {
  const [used] = await db
    .select({ n: count() })
    .from(communities)
    .where(and(eq(communities.corporateId, corporateId), isNull(communities.deletedAt)));
  const [corp] = await db
    .select({ licenses: corporates.communityLicenses })
    .from(corporates)
    .where(eq(corporates.id, corporateId));
  return { count: used?.n ?? 0, licenses: corp?.licenses ?? 0 };
}

/** The community's own contracts, by id. */
export function contractsOf(db: DbOrTx, communityId: number) {
  return db.select().from(contracts).where(eq(contracts.communityId, communityId)).orderBy(asc(contracts.id));
}

/** The default contracts (no community) of the given contract types. */
export function defaultContractsOf(db: DbOrTx, contractTypeIds: number[]) {
  return db
    .select()
    .from(contracts)
    .where(and(isNull(contracts.communityId), inArray(contracts.contractTypeId, contractTypeIds)));
}

/** Contract types of the corporate, by id. */
export function contractTypesOf(db: DbOrTx, corporateId: number) {
  return db
    .select()
    .from(contractTypes)
    .where(eq(contractTypes.corporateId, corporateId))
    .orderBy(asc(contractTypes.id));
}

/** The corporate's amenities (A–Z) and the ids of those the community has. */
export async function amenitiesOf(db: DbOrTx, corporateId: number, communityId: number) {
  const [all, assigned] = await Promise.all([
    db.select().from(amenities).where(eq(amenities.corporateId, corporateId)).orderBy(asc(amenities.name)),
    db.select().from(communityAmenities).where(eq(communityAmenities.communityId, communityId)),
  ]);
  return { all, assigned: new Set(assigned.map((a) => a.amenityId)) };
}

/** The corporate's inclusions (A–Z) and the ids of those the community has. */
export async function inclusionsOf(db: DbOrTx, corporateId: number, communityId: number) {
  const [all, assigned] = await Promise.all([
    db.select().from(inclusions).where(eq(inclusions.corporateId, corporateId)).orderBy(asc(inclusions.name)),
    db.select().from(communityInclusions).where(eq(communityInclusions.communityId, communityId)),
  ]);
  return { all, assigned: new Set(assigned.map((a) => a.inclusionId)) };
}

/** The community's charge fees, by id. */
export function chargeFeesOf(db: DbOrTx, communityId: number) {
  return db
    .select()
    .from(chargeFees)
    .where(eq(chargeFees.communityId, communityId))
    .orderBy(asc(chargeFees.id));
}

/** The community's additional services, by id. */
export function additionalServicesOf(db: DbOrTx, communityId: number) {
  return db
    .select()
    .from(additionalServices)
    .where(eq(additionalServices.communityId, communityId))
    .orderBy(asc(additionalServices.id));
}

/**
 * Report content blocks a community's reports draw on: the corporate's defaults (no community) and the
 * community's own, by id (the PDF and GET community both merge them by name).
 */
export function reportContentRows(
  db: DbOrTx,
  corporateId: number,
  communityId: number,
): Promise<ReportContentRow[]> {
  return db
    .select()
    .from(reportContents)
    .where(
      and(
        eq(reportContents.corporateId, corporateId),
        or(isNull(reportContents.communityId), eq(reportContents.communityId, communityId)),
        // The shell's own blocks (post-login message, what's new) share the table but are never in a report.
        notInArray(reportContents.name, SHELL_CONTENT_NAMES),
      ),
    )
    .orderBy(asc(reportContents.id));
}

// ------------------------------------------------------------------------------------- the community tabs

/** Who saved and when (communities.updated_by / updated_at, the rows' timestamps). */
export interface SavedBy {
  userId: number;
  at: Date;
}

/**
 * Bumps the community's version if it is still `expected` (optimistic concurrency, design §5), with any column
 * changes of the same save; locks the row until the transaction ends. Returns the new version, or null when the
 * version was not `expected` (another save came first; the caller answers 409).
 */
export async function bumpCommunityVersion(
  tx: DbOrTx,
  communityId: number,
  expected: number,
  by: SavedBy,
  set: Partial<typeof communities.$inferInsert> = {},
): Promise<number | null> {
  const [row] = await tx
    .update(communities)
    .set({ ...set, versionId: sql`${communities.versionId} + 1`, updatedBy: by.userId, updatedAt: by.at })
    .where(and(eq(communities.id, communityId), eq(communities.versionId, expected)))
    .returning({ versionId: communities.versionId });
  return row?.versionId ?? null;
}

/** Inserts the community's contract of a contract type with no overrides (its type's default terms apply). */
export async function insertCommunityContract(
  tx: DbOrTx,
  c: { corporateId: number; communityId: number; contractTypeId: number; name: string },
  by: SavedBy,
): Promise<void> {
  await tx.insert(contracts).values({
    ...c,
    settings: {},
    updatedBy: by.userId,
    versionedAt: by.at,
    createdAt: by.at,
    updatedAt: by.at,
  });
}

/** Deletes one of the community's own contracts (never a default contract: community_id must match). */
export async function deleteCommunityContract(tx: DbOrTx, communityId: number, contractId: number) {
  await tx.delete(contracts).where(and(eq(contracts.id, contractId), eq(contracts.communityId, communityId)));
}

/** Makes `ids` the community's amenities. */
export async function replaceCommunityAmenities(tx: DbOrTx, communityId: number, ids: number[]) {
  await tx.delete(communityAmenities).where(eq(communityAmenities.communityId, communityId));
  if (ids.length)
    await tx.insert(communityAmenities).values(ids.map((amenityId) => ({ communityId, amenityId })));
}

/** Makes `ids` the community's inclusions. */
export async function replaceCommunityInclusions(tx: DbOrTx, communityId: number, ids: number[]) {
  await tx.delete(communityInclusions).where(eq(communityInclusions.communityId, communityId));
  if (ids.length)
    await tx.insert(communityInclusions).values(ids.map((inclusionId) => ({ communityId, inclusionId })));
}

/** A charge fee or additional service line's stored values. */
export interface LineValues {
  name: string | null;
  amount: number;
  frequency: number;
  deleted: boolean;
}

type LineTable = typeof chargeFees | typeof additionalServices;
const lineTable = (kind: 'fees' | 'services'): LineTable =>
  kind === 'fees' ? chargeFees : additionalServices;

/** Inserts a charge fee line or an additional service of the community. */
export async function insertLine(
  tx: DbOrTx,
  kind: 'fees' | 'services',
  communityId: number,
  v: LineValues,
  at: Date,
) {
  const values = { communityId, ...v, createdAt: at, updatedAt: at };
  if (kind === 'fees') await tx.insert(chargeFees).values(values);
  else await tx.insert(additionalServices).values({ ...values, name: v.name ?? '' });
}

/** Updates a stored line of the community (another community's id matches nothing). */
export async function updateLine(
  tx: DbOrTx,
  kind: 'fees' | 'services',
  communityId: number,
  id: number,
  v: LineValues,
  at: Date,
) {
  const table = lineTable(kind);
  const set = { ...v, updatedAt: at, ...(kind === 'services' ? { name: v.name ?? '' } : {}) };
  await tx
    .update(table)
    .set(set)
    .where(and(eq(table.id, id), eq(table.communityId, communityId)));
}
