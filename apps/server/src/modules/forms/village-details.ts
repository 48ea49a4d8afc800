/**
 * The model-specific fields of an option, as stored in `form_villages.details` (JSON), and the API shapes
 * (`InternalVillage`, `ExternalVillage` of `@rlc/shared` api/forms.ts) built from a row. Every read re-validates the
 * JSON so a bad row fails loudly instead of reaching the engine.
 */
import {
  ExternalVillage,
  InternalVillage,
  MODEL_ID,
  yearList,
  type CommunityDetail,
  type ExternalVillageUpdate,
  type InternalVillageUpdate,
} from '@rlc/shared';
import type { FormVillageRow } from '../../db/schema/index.ts';

const ROW_FIELDS = [
  'id',
  'modelId',
  'order',
  'compare',
  'report',
  'name',
  'created_at',
  'updated_at',
] as const;

/** Stored details of an internal option: InternalVillage without the row's own columns. */
export const InternalDetails = InternalVillage.omit(
  Object.fromEntries(ROW_FIELDS.map((k) => [k, true])) as Record<(typeof ROW_FIELDS)[number], true>,
);
export type InternalDetails = ReturnType<typeof InternalDetails.parse>;
/** Stored details of an external option. */
export const ExternalDetails = ExternalVillage.omit(
  Object.fromEntries(ROW_FIELDS.map((k) => [k, true])) as Record<(typeof ROW_FIELDS)[number], true>,
);
export type ExternalDetails = ReturnType<typeof ExternalDetails.parse>;

const zeros11 = () => yearList(Array.from({ length: 11 }, () => 0)).map((e) => e.value);

/**
 * A new internal option of `community`: its first contract not already chosen on the form (`taken`; the first
 * when all are) selected, the first live charge line (or the rule's
 * minimum for a rule-based fee), no additional services chosen, expenses as at home, no stamp duty.
 */
export function newInternalDetails(
  community: CommunityDetail,
  taken: ReadonlySet<number> = new Set(),
): InternalDetails {
  const firstContract = community.contractList.find((c) => !taken.has(c.id)) ?? community.contractList[0];
  const line = community.feesConfig.chargeFees.find((f) => !f.deleted);
  const rule = community.feesConfig.base === 'rule';
  const freq = (f: number | null | undefined) =>
    [0, 1, 12, 26, 52].includes(f ?? -1) ? (f as 0 | 1 | 12 | 26 | 52) : 52;
  return InternalDetails.parse({
    communityId: community.id,
    rvOrLlc: community.rvOrLlc,
    propertyType: firstContract?.settings.propertyType ?? '',
    propertyValue: firstContract?.settings.ingoingContribution ?? 0,
    ownerType: firstContract?.settings.overrideCommunityOwnerType ?? community.ownerType,
    chargeFeesFreq: rule ? freq(community.feesConfig.ruleFrequency) : freq(line?.frequency),
    chargeFeesAmount: rule ? (community.feesConfig.ruleMin ?? 0) : (line?.amount ?? 0),
    chargeFeeId: rule ? null : (line?.id ?? null),
    selectedContracts: firstContract ? [{ id: firstContract.id, report: true }] : [],
    selectedAdditionalServices: community.additionalServices
      .filter((s) => !s.deleted)
      .map((s) => ({ id: s.id, selected: false })),
    livingExpenses: null,
    homeExpenses: [],
    travelEntertainmentExpenses: null,
    healthWellnessExpenses: null,
    stampDutyExpense: 0,
  });
}

/** A new external option: a retirement village under a licence, nothing priced yet, no exit fee schedule. */
export function newExternalDetails(): ExternalDetails {
  return ExternalDetails.parse({
    rvOrLlc: 'rv',
    propertyType: '',
    propertyValue: 0,
    ownerType: 'Licence',
    chargeFeesFreq: 52,
    chargeFeesAmount: 0,
    livingExpenses: null,
    homeExpenses: [],
    travelEntertainmentExpenses: null,
    healthWellnessExpenses: null,
    stampDutyExpense: 0,
    calculationBase: 'purchasePrice',
    datePurchased: null,
    capitalGrowth: 0.03,
    capitalGain: 0,
    costsSharedInGainProportion: true,
    refurbCost: 0,
    sellingFees: 0,
    additionalServicesFreq: 52,
    additionalServicesAmount: 0,
    repaymentTimeframe: 0,
    dmf: zeros11(),
    ltmf: zeros11(),
  });
}

const rowPart = (row: FormVillageRow) => ({
  id: row.id,
  order: row.order,
  compare: row.compare,
  report: row.report,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export function toInternalVillage(row: FormVillageRow): InternalVillage {
  return InternalVillage.parse({
    ...InternalDetails.parse(row.details),
    ...rowPart(row),
    modelId: MODEL_ID.internal,
    ...(row.addedByMagicUserId === null ? {} : { addedByCustomer: true }),
  });
}

export function toExternalVillage(row: FormVillageRow): ExternalVillage {
  return ExternalVillage.parse({
    ...ExternalDetails.parse(row.details),
    ...rowPart(row),
    modelId: MODEL_ID.external,
  });
}

/** Splits an update into row columns and details, merging details onto the stored ones (then validated whole). */
export function applyVillageUpdate(
  row: FormVillageRow,
  patch: InternalVillageUpdate | ExternalVillageUpdate,
): {
  columns: Partial<Pick<FormVillageRow, 'order' | 'compare' | 'report' | 'name'>>;
  details: InternalDetails | ExternalDetails;
} {
  const { order, compare, report, name, ...rest } = patch;
  const columns: Partial<Pick<FormVillageRow, 'order' | 'compare' | 'report' | 'name'>> = {};
  if (order !== undefined) columns.order = order;
  if (compare !== undefined) columns.compare = compare;
  if (report !== undefined) columns.report = report;
  if (name !== undefined) columns.name = name;
  const schema = row.modelId === MODEL_ID.internal ? InternalDetails : ExternalDetails;
  const details = schema.parse({ ...row.details, ...rest });
  return { columns, details };
}
