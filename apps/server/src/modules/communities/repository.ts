/**
 * Community reads scoped to the caller (design §5): `accessCorporate` sees every live community of its corporate,
 * anyone else only the communities assigned to them (user_communities). A community outside that scope is
 * reported as absent (the route answers 404, never 403).
 */
import { and, asc, count, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import {
  can,
  CommunityContractSettings,
  ContractSettings,
  effectiveContractSettings,
  type CommunityContract,
  type CommunityDetail,
  type CommunityInfo,
  type CommunitySummary,
  type HasPermissions,
  type ReportContentBlock,
} from '@rlc/shared';
import type { Db } from '../../db/client.ts';
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
} from '../../db/schema/index.ts';

/** Who is asking: corporate, permission codes and assigned community ids (a Principal satisfies it). */
export interface CommunityScope extends HasPermissions {
  user: { corporateId: number };
  communityIds: readonly number[];
}

type Community = typeof communities.$inferSelect;

/** SQL condition for the communities `scope` may see; null when it may see none. */
function visible(scope: CommunityScope): SQL | null {
  const base = and(eq(communities.corporateId, scope.user.corporateId), isNull(communities.deletedAt));
  if (can(scope, 'accessCorporate')) return base ?? null;
  if (scope.communityIds.length === 0) return null;
  return and(base, inArray(communities.id, [...scope.communityIds])) ?? null;
}

function toSummary(c: Community): CommunitySummary {
  return {
    id: c.id,
    name: c.name,
    suburb: c.suburb,
    state: c.state as CommunitySummary['state'],
    rvOrLlc: c.rvOrLlc,
    ownerType: c.ownerType ?? null,
  };
}

/** The caller's communities, by name. */
export async function listCommunities(db: Db, scope: CommunityScope): Promise<CommunitySummary[]> {
  const where = visible(scope);
  if (!where) return [];
  const rows = await db
    .select()
    .from(communities)
    .where(where)
    .orderBy(asc(communities.name), asc(communities.id));
  return rows.map(toSummary);
}

/** Licence use of the caller's corporate: live communities vs the licence count (spec §3.8 "Community info"). */
export async function communityInfo(db: Db, corporateId: number): Promise<CommunityInfo> {
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

/** The community if the caller may see it, else null. */
export async function findVisibleCommunity(
  db: Db,
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
 * A community's contracts with effective terms: each stored override merged onto its type's default contract.
 * Throws if a stored settings object no longer validates (a data fault, not a user error).
 */
export async function communityContracts(db: Db, community: Community): Promise<CommunityContract[]> {
  const own = await db
    .select()
    .from(contracts)
    .where(eq(contracts.communityId, community.id))
    .orderBy(asc(contracts.id));
  if (own.length === 0) return [];
  const defaults = await db
    .select()
    .from(contracts)
    .where(
      and(
        isNull(contracts.communityId),
        inArray(
          contracts.contractTypeId,
          own.map((c) => c.contractTypeId),
        ),
      ),
    );
  const defaultByType = new Map(defaults.map((d) => [d.contractTypeId, ContractSettings.parse(d.settings)]));
  return own.map((c) => ({
    id: c.id,
    contractTypeId: c.contractTypeId,
    name: c.name,
    versionId: c.versionId,
    // A type without a default contract falls back to the neutral defaults of ContractSettings.
    settings: effectiveContractSettings(
      defaultByType.get(c.contractTypeId) ?? ContractSettings.parse({}),
      CommunityContractSettings.parse(c.settings),
    ),
  }));
}

type AssignableRow = { id: number; name: string; img: string | null; assigned: boolean };

/** Everything a report form picks from in this community (GET community/{id}; issue 4's internal options). */
export async function communityDetail(db: Db, community: Community): Promise<CommunityDetail> {
  const corporateId = community.corporateId;
  const [
    contractList,
    types,
    amenityRows,
    assignedAmenities,
    inclusionRows,
    assignedInclusions,
    fees,
    services,
    blocks,
  ] = await Promise.all([
    communityContracts(db, community),
    db
      .select()
      .from(contractTypes)
      .where(eq(contractTypes.corporateId, corporateId))
      .orderBy(asc(contractTypes.id)),
    db.select().from(amenities).where(eq(amenities.corporateId, corporateId)).orderBy(asc(amenities.name)),
    db.select().from(communityAmenities).where(eq(communityAmenities.communityId, community.id)),
    db.select().from(inclusions).where(eq(inclusions.corporateId, corporateId)).orderBy(asc(inclusions.name)),
    db.select().from(communityInclusions).where(eq(communityInclusions.communityId, community.id)),
    db.select().from(chargeFees).where(eq(chargeFees.communityId, community.id)).orderBy(asc(chargeFees.id)),
    db
      .select()
      .from(additionalServices)
      .where(eq(additionalServices.communityId, community.id))
      .orderBy(asc(additionalServices.id)),
    db
      .select()
      .from(reportContents)
      .where(
        and(
          eq(reportContents.corporateId, corporateId),
          or(isNull(reportContents.communityId), eq(reportContents.communityId, community.id)),
        ),
      )
      .orderBy(asc(reportContents.id)),
  ]);
  const hasAmenity = new Set(assignedAmenities.map((a) => a.amenityId));
  const hasInclusion = new Set(assignedInclusions.map((a) => a.inclusionId));
  const priced = (r: {
    id: number;
    name: string | null;
    amount: number;
    frequency: number;
    deleted: boolean;
  }) => ({
    id: r.id,
    name: r.name,
    amount: r.amount,
    frequency: r.frequency,
    deleted: r.deleted,
  });
  return {
    ...toSummary(community),
    versionId: community.versionId,
    streetAddress: community.streetAddress,
    postcode: community.postcode,
    mainUpdated: community.mainUpdated?.toISOString() ?? null,
    feeRuleBased: community.feeBase === 'rule',
    feesConfig: {
      base: community.feeBase,
      ruleFrequency: community.feeRuleFrequency,
      ruleMin: community.feeRuleMin,
      ruleMax: community.feeRuleMax,
      chargeFees: fees.map(priced),
    },
    contractTypes: types.map((t) => ({ id: t.id, name: t.name, noAutoAddMagicLink: t.noAutoAddMagicLink })),
    contractList,
    amenities: amenityRows.map((a): AssignableRow => ({
      id: a.id,
      name: a.name,
      img: a.img,
      assigned: hasAmenity.has(a.id),
    })),
    inclusions: inclusionRows.map((i): AssignableRow => ({
      id: i.id,
      name: i.name,
      img: null,
      assigned: hasInclusion.has(i.id),
    })),
    additionalServices: services.map(priced),
    reportContent: effectiveReportContent(blocks, community.id),
    created_at: community.createdAt.toISOString(),
    updated_at: community.updatedAt.toISOString(),
  };
}

/** Corporate default blocks, each replaced by the community's block of the same name; community-only blocks kept. */
function effectiveReportContent(
  blocks: (typeof reportContents.$inferSelect)[],
  communityId: number,
): ReportContentBlock[] {
  const byName = new Map<string, (typeof blocks)[number]>();
  for (const b of blocks) {
    if (b.communityId === null && !byName.has(b.name)) byName.set(b.name, b);
    if (b.communityId === communityId) byName.set(b.name, b);
  }
  return [...byName.values()].map((b) => ({
    name: b.name,
    content: b.content,
    lastUpdated: b.lastUpdated.toISOString(),
    source: b.communityId === null ? 'corporate' : 'community',
  }));
}
