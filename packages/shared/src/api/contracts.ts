/**
 * Contract settings (product spec §3.9): the terms of a contract type's default contract and of a community's
 * contract, as web (admin screens), server (storage, validation) and the engine mapping all read them.
 *
 * Units, for every field below:
 * - fractions: percent fields are stored as fractions (0.06 = 6 %) and shown ×100 (spec §3.9 "Rules").
 * - dollars: currency fields are whole AUD dollars and cents as a JS number (e.g. 2000, 89.39).
 * - year lists: exactly 11 `{ year, value }` entries for years 1–10 and 15 (spec §3.9, `YEARS_LIST`), CUMULATIVE
 *   at the end of that year of residence, pro-rata daily in between (reference/villages.md §2.1).
 *
 * A default contract (one per contract type, `communityId` null) holds a complete `ContractSettings`.
 * A community contract holds only the shared fields it overrides (`CommunityContractSettings`); its effective
 * terms are `effectiveContractSettings(defaultSettings, overrides)`.
 */
import { z } from 'zod';
import { OWNER_TYPES, YEARS_LIST } from '../constants.ts';
import { Share, YearlyRate } from '../limits.ts';

/** What a percentage exit charge is applied to (villages.md §2.3): the ingoing contribution or the resale price. */
export const PRICE_BASES = ['purchasePrice', 'resalePrice'] as const;
export type PriceBasis = (typeof PRICE_BASES)[number];

/** What a one-off establishment fee is worked out from: months of recurrent charges, or a share of the price. */
export const ESTABLISHMENT_FEE_APPLIES_TO = ['chargeFees', 'price'] as const;

const fraction = z.number().min(-1).max(1);
const dollars = z.number().min(0).max(100_000_000);

/** One cumulative schedule entry: `value` is a fraction (percent lists) or dollars (currency lists). */
export const YearValue = z.object({ year: z.number().int(), value: z.number() });
export type YearValue = z.infer<typeof YearValue>;

/** 11 entries with `value` checked by `value`, years exactly [1..10, 15] in that order. */
function yearListOf(value: z.ZodNumber) {
  return z
    .array(z.object({ year: z.number().int(), value }))
    .length(YEARS_LIST.length)
    .refine((list) => list.every((entry, i) => entry.year === YEARS_LIST[i]), {
      message: `Year list must cover years ${YEARS_LIST.join(', ')} in order`,
    });
}

/** Any 11-entry year list (years 1–10 and 15). */
export const YearList = yearListOf(z.number());
/** A percent schedule: fractions 0–1 (0.36 = 36 %), so a percent typed as 36 fails. */
export const FractionYearList = yearListOf(z.number().min(0).max(1));
/** A currency schedule: dollars, not negative. */
export const DollarYearList = yearListOf(z.number().min(0).max(100_000_000));
export type YearList = z.infer<typeof YearList>;

/** Build a year list from 11 values given in `YEARS_LIST` order. Throws if the count is wrong. */
export function yearList(values: readonly number[]): YearList {
  if (values.length !== YEARS_LIST.length) {
    throw new Error(
      `yearList needs ${YEARS_LIST.length} values (years ${YEARS_LIST.join(', ')}), got ${values.length}`,
    );
  }
  return YEARS_LIST.map((year, i) => ({ year, value: values[i] ?? 0 }));
}

/** The same value in every year (e.g. a fixed $2,000 termination fee, or 0). */
export function flatYearList(value: number): YearList {
  return yearList(YEARS_LIST.map(() => value));
}

/** A rate per year accruing to a cap: min(rate × year, cap), e.g. 6 %/yr to 36 %. Fractions in, fractions out. */
export function cappedRateYearList(ratePerYear: number, cap: number): YearList {
  // Round to 10 decimals so 0.06 × 3 reads 0.18, not 0.18000000000000002.
  return yearList(YEARS_LIST.map((year) => Math.round(Math.min(ratePerYear * year, cap) * 1e10) / 1e10));
}

/** The value of a year list at a whole listed year; throws for a year the list does not hold. */
export function yearValue(list: YearList, year: number): number {
  const entry = list.find((e) => e.year === year);
  if (!entry) throw new Error(`No value for year ${year}; year lists hold ${YEARS_LIST.join(', ')}`);
  return entry.value;
}

const zeroList = () => flatYearList(0);

/**
 * Fields a community contract may override (spec §3.9 "Shared fields"), with the defaults a new default contract
 * starts from. `ingoingContribution` and `propertyType` are ours: the spec leaves the entry price of an internal
 * option to the community's contract, and a contract is priced per unit type.
 */
export const ContractSharedSettings = z.object({
  /** Entry price / ingoing contribution in dollars (for land lease: the home's price). */
  ingoingContribution: dollars.default(0),
  /** Unit described by the price, e.g. '2-bedroom villa'. */
  propertyType: z.string().max(200).default(''),
  /** Resident's share of the capital gain, fraction (0.5 = 50 %). */
  capitalGainShare: Share.default(0),
  /** Assumed resale price growth per year, fraction (YEARLY_RATE_LIMITS). villages.md §4.1 recommends 3 %. */
  capitalGrowthRate: YearlyRate.default(0.03),
  /** DMF: cumulative fraction of the dmfBasis price per year (dmf) plus fixed dollars (dmfCurr). */
  dmf: FractionYearList.default(zeroList),
  dmfCurr: DollarYearList.default(zeroList),
  /** Second scheduled exit charge (design §9: "LTMF"), same mechanics, own base. */
  ltmf: FractionYearList.default(zeroList),
  ltmfCurr: DollarYearList.default(zeroList),
  /** Reinstatement on exit: fraction of the price and/or dollars, per year of residence. */
  reinstatement: FractionYearList.default(zeroList),
  reinstatementCurr: DollarYearList.default(zeroList),
  /** Sales / marketing fees on resale: fraction of the resale price and/or dollars. */
  salesFees: FractionYearList.default(zeroList),
  salesFeesCurr: DollarYearList.default(zeroList),
  /** Administration and legal (termination) fees: fraction and/or dollars. */
  adminLegal: FractionYearList.default(zeroList),
  adminLegalCurr: DollarYearList.default(zeroList),
  prepFeeUse: z.boolean().default(false),
  /** Preparation fee in dollars. */
  prepFeeValCurr: dollars.default(0),
  /** Amortisation of an upfront fee: cumulative fraction per year. */
  amortisationYearValPerc: FractionYearList.default(zeroList),
  additExitCostsName: z.string().max(200).default(''),
  additExitCosts: FractionYearList.default(zeroList),
  additExitCostsCurr: DollarYearList.default(zeroList),
  /** One-off upfront fee at entry: dollars and/or fraction of the price. */
  upfrontFeeValCurr: dollars.default(0),
  upfrontFeeValPerc: fraction.default(0),
  /** Additional contribution at entry: dollars and/or fraction of the price. */
  additContributionValCurr: dollars.default(0),
  additContributionValPerc: fraction.default(0),
  /** Security deposit (bond): months of recurrent charges and/or fraction of the price. */
  securityDepositValMths: z.number().min(0).max(120).default(0),
  securityDepositValPerc: fraction.default(0),
});
export type ContractSharedSettings = z.infer<typeof ContractSharedSettings>;

/** Fields only the default contract of a contract type carries (spec §3.9 "Default-contract-only fields"). */
export const ContractDefaultOnlySettings = z.object({
  dmfBasis: z.enum(PRICE_BASES).default('purchasePrice'),
  dmfUse: z.boolean().default(true),
  ltmfBasis: z.enum(PRICE_BASES).default('purchasePrice'),
  ltmfUse: z.boolean().default(false),
  reinstatementUse: z.boolean().default(false),
  salesFeesUse: z.boolean().default(false),
  adminLegalUse: z.boolean().default(false),
  amortisationUse: z.boolean().default(false),
  additExitCostsUse: z.boolean().default(false),
  additExitCostsBase: z.enum(PRICE_BASES).default('purchasePrice'),
  upfrontFeeUse: z.boolean().default(false),
  additContributionUse: z.boolean().default(false),
  establishmentFeeUse: z.boolean().default(false),
  securityDepositUse: z.boolean().default(false),
  participateInCapitalGain: z.boolean().default(false),
  /** When the resident shares the capital gain: selling costs (sales fees, refurbishment) are borne in the same
   * proportion (NSW Fair Trading's rule for registered interest holders); false: the resident pays them all.
   * Rows stored before the term existed read true, as their figures were worked. ADR 0029. */
  sellingCostsSharedInGainProportion: z.boolean().default(true),
  /** Who realises the exit value: 'purchasePrice' = operator refunds the ingoing contribution (leasehold,
   * licence); 'resalePrice' = the resident sells (strata, land lease). villages.md §3. */
  exitEntitlementBasedOn: z.enum(PRICE_BASES).default('purchasePrice'),
  nextIngoingUsesBasePrice: z.boolean().default(false),
  /** Months after leaving until the exit entitlement is paid; 0 = 'When sold'. villages.md §6. */
  repaymentTimeline: z.number().int().min(0).max(120).default(0),
  discountChargeFees: z.boolean().default(false),
  discountChargeFeesValPerc: fraction.default(0),
  establishmentFeeValMths: z.number().min(0).max(120).default(0),
  establishmentFeeValPerc: fraction.default(0),
  establishmentFeeAppliesTo: z.enum(ESTABLISHMENT_FEE_APPLIES_TO).default('price'),
  /** Owner type this contract imposes regardless of the community's (null = use the community's). */
  overrideCommunityOwnerType: z.enum(OWNER_TYPES).nullable().default(null),
});
export type ContractDefaultOnlySettings = z.infer<typeof ContractDefaultOnlySettings>;

/** Complete terms of a default contract. `ContractSettings.parse({})` gives the neutral defaults. */
export const ContractSettings = ContractSharedSettings.extend(ContractDefaultOnlySettings.shape);
export type ContractSettings = z.infer<typeof ContractSettings>;

type SharedShape = typeof ContractSharedSettings.shape;
type OverrideShape = { [K in keyof SharedShape]: z.ZodOptional<ReturnType<SharedShape[K]['unwrap']>> };
// `.partial()` would keep each field's default and fill every key in; an override must hold only what it sets.
const overrideShape = Object.fromEntries(
  Object.entries(ContractSharedSettings.shape).map(([key, schema]) => [key, schema.unwrap().optional()]),
) as OverrideShape;

/**
 * Terms removed from the contract editor because they changed no figure and have no clear meaning to give them
 * (docs/adr/0029-unit-price-and-contract-terms.md): rows stored before hold them, so they are dropped on reading.
 */
export const RETIRED_CONTRACT_KEYS = ['roi', 'firstInstalmentAdvance', 'deductAdditServices'] as const;

const withoutRetired = (value: unknown): unknown => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const rest = { ...(value as Record<string, unknown>) };
  for (const key of RETIRED_CONTRACT_KEYS) delete rest[key];
  return rest;
};

/**
 * What a community contract stores: overrides of shared fields only (unknown keys are rejected, the retired
 * ones dropped so that old rows still parse).
 */
export const CommunityContractSettings = z.preprocess(withoutRetired, z.strictObject(overrideShape));
export type CommunityContractSettings = z.infer<typeof CommunityContractSettings>;

/** The terms that apply to a community contract: its overrides on top of its type's default contract. */
export function effectiveContractSettings(
  defaults: ContractSettings,
  overrides: CommunityContractSettings | null | undefined,
): ContractSettings {
  const merged: ContractSettings = { ...defaults };
  for (const [key, value] of Object.entries(overrides ?? {})) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

/** A contract type of the corporate (spec §3.8 "Contract types on a community"). */
export const ContractType = z.object({
  id: z.number().int(),
  name: z.string(),
  noAutoAddMagicLink: z.boolean(),
});
export type ContractType = z.infer<typeof ContractType>;

/** A community's contract as the API returns it: effective terms already merged. */
export const CommunityContract = z.object({
  id: z.number().int(),
  contractTypeId: z.number().int(),
  name: z.string(),
  versionId: z.number().int(),
  settings: ContractSettings,
});
export type CommunityContract = z.infer<typeof CommunityContract>;
