/**
 * The API shapes of a community (@rlc/shared api/communities.ts): its summary, its contracts with effective terms,
 * and everything a report form picks from in it (GET community/{id}; issue 4's internal options).
 */
import {
  CommunityContractSettings,
  ContractSettings,
  effectiveContractSettings,
  type CommunityContract,
  type CommunityDetail,
  type CommunitySummary,
  type ReportContentBlock,
} from '@rlc/shared';
import type { Db } from '../../db/client.ts';
import {
  additionalServicesOf,
  amenitiesOf,
  chargeFeesOf,
  contractsOf,
  contractTypesOf,
  defaultContractsOf,
  inclusionsOf,
  reportContentRows,
  type Community,
  type ReportContentRow,
} from './repository.ts';

export function toSummary(c: Community): CommunitySummary {
  return {
    id: c.id,
    name: c.name,
    suburb: c.suburb,
    state: c.state as CommunitySummary['state'],
    rvOrLlc: c.rvOrLlc,
    ownerType: c.ownerType ?? null,
  };
}

/**
 * A community's contracts with effective terms: each stored override merged onto its type's default contract.
 * Throws if a stored settings object no longer validates (a data fault, not a user error).
 */
export async function communityContracts(db: Db, community: Community): Promise<CommunityContract[]> {
  const own = await contractsOf(db, community.id);
  if (own.length === 0) return [];
  const defaults = await defaultContractsOf(
    db,
    own.map((c) => c.contractTypeId),
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

/** Everything a report form picks from in this community. */
export async function communityDetail(db: Db, community: Community): Promise<CommunityDetail> {
  const corporateId = community.corporateId;
  const [contractList, types, amenityRows, inclusionRows, fees, services, blocks] = await Promise.all([
    communityContracts(db, community),
    contractTypesOf(db, corporateId),
    amenitiesOf(db, corporateId, community.id),
    inclusionsOf(db, corporateId, community.id),
    chargeFeesOf(db, community.id),
    additionalServicesOf(db, community.id),
    reportContentRows(db, corporateId, community.id),
  ]);
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
    amenities: amenityRows.all.map((a): AssignableRow => ({
      id: a.id,
      name: a.name,
      img: a.img,
      assigned: amenityRows.assigned.has(a.id),
    })),
    inclusions: inclusionRows.all.map((i): AssignableRow => ({
      id: i.id,
      name: i.name,
      img: null,
      assigned: inclusionRows.assigned.has(i.id),
    })),
    additionalServices: services.map(priced),
    reportContent: effectiveReportContent(blocks, community.id),
    created_at: community.createdAt.toISOString(),
    updated_at: community.updatedAt.toISOString(),
  };
}

/** Corporate default blocks, each replaced by the community's block of the same name; community-only blocks kept. */
function effectiveReportContent(blocks: ReportContentRow[], communityId: number): ReportContentBlock[] {
  const byName = new Map<string, ReportContentRow>();
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
