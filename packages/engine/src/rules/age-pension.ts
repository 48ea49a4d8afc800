/**
 * Age Pension for a single person or a couple living together (both of pension age), with Rent Assistance.
 *
 * Algorithm (rates.md §1.6, from Services Australia co029-2601 Modules A and C,
 * https://www.servicesaustralia.gov.au/sites/default/files/2025-12/co029-2601.pdf):
 * 1. Maximum rate = maximum basic rate + maximum Pension Supplement + Energy Supplement (single, or 2 × the
 *    couple-each rate), plus Rent Assistance when rent is paid ("paid as part of another payment and it may be
 *    reduced due to the income and assets test rules").
 * 2. Income test: deemed income on financial assets (lower rate up to the threshold, upper rate above) plus
 *    other assessable income, a year; the rate falls by the taper (50%) on income above the free area × 26.
 *    A couple's income, free area and rate are combined (25c each = 50c off the combined rate).
 * 3. Assets test: assessable assets over the free area count in whole $250 steps (rounded down), $0.75 a
 *    fortnight per step; a couple's excess is halved and each partner's half counts separately (Operational
 *    Blueprint 108-03010100; this reproduces every published cut-off, rates.md §1.5).
 * 4. The lower of the two rates is paid, never below 0. Minimum Pension Supplement: while the rate is positive
 *    but below the minimum supplement, the minimum supplement is paid (co029-2601: the supplement "can't be less
 *    than the minimum Pension Supplement, unless their income or assets reach a level that would reduce their
 *    total pension payment to nil"; literal reading, flagged uncertain in rates.md §1.6).
 *
 * Rounding: deemed income per band to the cent (half up); the income reduction to the cent; annual → fortnightly
 * ÷ 26 to the cent (half up, as DSS example 5.5.1.10); a couple's each-rate is half the household rate to the cent.
 * Out of scope (design §4.1): Work Bonus, illness-separated couples, one partner under pension age.
 */
import { z } from 'zod';
import { IsoDate } from '../iso-date.ts';
import {
  type Cents,
  FORTNIGHTS_PER_YEAR,
  divide,
  multiply,
  toCents,
  toDollars,
  wholeSteps,
} from '../money.ts';
import { defaultParameters, parameterReader, type ParameterSet } from '../parameters/index.ts';
import { parseInput } from '../parse-input.ts';
import { internEntries, Trace, type TraceEntry } from '../trace.ts';
import { extraAllowableAmountTest } from './homeowner.ts';
import { RA_PATHS, Relationship } from './rent-assistance.ts';

const Dollars = z.number().finite().nonnegative();

/**
 * CLI / API input (engine issue §3). Dollars; `otherAssets` are assessable but not deemed; `otherIncomeAnnual`
 * a year; `rentPerFortnight` combined for a couple (0 if none). With `retirementVillage` (leasehold/licence entry
 * contribution and the date it was paid) the engine decides homeowner status by the extra-allowable-amount test
 * and `homeowner` is ignored; `rentPerFortnight` is then the village fees.
 * A homeowner paying `rentPerFortnight` without `retirementVillage` is treated as paying site fees (land-lease /
 * relocatable home), which count as rent.
 */
export const AgePensionInput = z.strictObject({
  asAt: IsoDate,
  relationship: Relationship,
  homeowner: z.boolean(),
  financialAssets: Dollars,
  otherAssets: Dollars,
  otherIncomeAnnual: Dollars,
  rentPerFortnight: Dollars,
  retirementVillage: z.strictObject({ entryContribution: Dollars, paidOn: IsoDate }).optional(),
});
export type AgePensionInput = z.infer<typeof AgePensionInput>;
export const AgePensionInputSchema = AgePensionInput;

/** All money in dollars; rates a fortnight are household totals (combined for a couple). */
export interface AgePensionResult {
  /** Pension paid to the household a fortnight, Rent Assistance included; never below 0. */
  perFortnight: number;
  /** Each partner's half (couples only). */
  perFortnightEach?: number;
  /** perFortnight × 26. */
  annual: number;
  /** Rent Assistance within the maximum rate before the means tests (household, a fortnight). */
  rentAssistancePerFortnight: number;
  /** Homeowner status as assessed (the input's, or the extra-allowable-amount test's). */
  homeowner: boolean;
  incomeTest: { perFortnight: number; assessableIncomeAnnual: number; deemedIncomeAnnual: number };
  assetsTest: { perFortnight: number; assessableAssets: number };
  bindingTest: 'income' | 'assets';
  /** Household maximum rate a fortnight before the means tests, Rent Assistance included. */
  maxRatePerFortnight: number;
  trace: TraceEntry[];
}

export const AGE_PENSION_PATHS = {
  mbr: 'au.dss.age_pension.maximum_basic_rate',
  supplementMax: 'au.dss.age_pension.pension_supplement.maximum',
  supplementMin: 'au.dss.age_pension.pension_supplement.minimum',
  energy: 'au.dss.age_pension.energy_supplement',
  incomeFreeArea: 'au.dss.age_pension.income_test.free_area',
  incomeTaper: 'au.dss.age_pension.income_test.taper',
  assetsFreeArea: 'au.dss.age_pension.assets_test.free_area',
  assetsStep: 'au.dss.age_pension.assets_test.step',
  assetsReduction: 'au.dss.age_pension.assets_test.reduction_per_step',
  deemingThresholds: 'au.dss.age_pension.deeming.thresholds',
  deemingRates: 'au.dss.age_pension.deeming.rates',
} as const;

const P = AGE_PENSION_PATHS;

/**
 * Every Age Pension and Rent Assistance parameter one assessment needs, resolved once per (parameter set, date,
 * relationship, homeowner status) and converted to cents, with the trace entries that cite them. Projections assess
 * the same few combinations thousands of times, so the bundle is memoised (bounded, per set; errors not cached).
 */
export interface PensionRates {
  /** Maximum pension (MBR + max PS + ES) a fortnight: single, or each member of a couple. Cents. */
  maxEach: Cents;
  /** Minimum Pension Supplement a fortnight for the household. Cents. */
  minSupplementHousehold: Cents;
  raThreshold: Cents;
  raMaximum: Cents;
  raRate: number;
  deemingThreshold: Cents;
  deemingLower: number;
  deemingUpper: number;
  incomeFreeAreaAnnual: Cents;
  incomeTaper: number;
  assetsFreeArea: Cents;
  assetsStep: Cents;
  /** Dollars a fortnight per whole step (may be a fraction of a cent: the pre-2017 taper was $0.375 per $250). */
  assetsReductionPerStep: number;
  /** Shared and never mutated (`internEntries`): dates citing the same values get the same list. */
  entries: readonly TraceEntry[];
}

export function resolvePensionRates(
  params: ParameterSet,
  asAt: string,
  relationship: Relationship,
  homeowner: boolean,
): PensionRates {
  const trace = new Trace();
  const read = parameterReader(params, asAt, trace);
  const couple = relationship === 'couple';
  const each = couple ? 'couple_each' : 'single';
  const combined = couple ? 'couple_combined' : 'single';
  const maxEach =
    toCents(read(P.mbr, each)) + toCents(read(P.supplementMax, each)) + toCents(read(P.energy, each));
  const minSupplementHousehold = toCents(read(P.supplementMin, each)) * (couple ? 2 : 1);
  const raThreshold = toCents(read(RA_PATHS.threshold, combined));
  const raMaximum = toCents(read(RA_PATHS.maximum, combined));
  const raRate = read(RA_PATHS.rate);
  const deemingThreshold = toCents(read(P.deemingThresholds, combined));
  const deemingLower = read(P.deemingRates, 'lower');
  const deemingUpper = read(P.deemingRates, 'upper');
  const incomeFreeAreaAnnual = toCents(read(P.incomeFreeArea, combined)) * FORTNIGHTS_PER_YEAR;
  const incomeTaper = read(P.incomeTaper);
  const assetsFreeArea = toCents(read(P.assetsFreeArea, combined, homeowner ? 'homeowner' : 'non_homeowner'));
  const assetsStep = toCents(read(P.assetsStep));
  const assetsReductionPerStep = read(P.assetsReduction);
  return {
    maxEach,
    minSupplementHousehold,
    raThreshold,
    raMaximum,
    raRate,
    deemingThreshold,
    deemingLower,
    deemingUpper,
    incomeFreeAreaAnnual,
    incomeTaper,
    assetsFreeArea,
    assetsStep,
    assetsReductionPerStep,
    entries: internEntries(trace.list()),
  };
}

const RATES_MEMO_LIMIT = 5_000;
const ratesMemo = new WeakMap<ParameterSet, Map<string, PensionRates[]>>();

/** Memoised `resolvePensionRates` (slot per relationship × homeowner status under each date). */
export function pensionRates(
  params: ParameterSet,
  asAt: string,
  relationship: Relationship,
  homeowner: boolean,
): PensionRates {
  let byDate = ratesMemo.get(params);
  if (!byDate || byDate.size >= RATES_MEMO_LIMIT)
    ratesMemo.set(params, (byDate = new Map<string, PensionRates[]>()));
  let slots = byDate.get(asAt);
  if (!slots) byDate.set(asAt, (slots = []));
  const slot = (relationship === 'couple' ? 2 : 0) + (homeowner ? 1 : 0);
  return (slots[slot] ??= resolvePensionRates(params, asAt, relationship, homeowner));
}

/** Rent Assistance a fortnight (household) for rent in cents: 75% of rent above the threshold, to the maximum. */
function rentAssistanceFrom(r: PensionRates, rentCents: Cents): Cents {
  if (rentCents <= r.raThreshold) return 0;
  return Math.min(r.raMaximum, multiply(rentCents - r.raThreshold, r.raRate));
}

/** Deemed income a year in cents on financial assets in cents (pensioner thresholds; couple combined). */
export function deemedIncomeCents(r: PensionRates, financialCents: Cents): Cents {
  const lower = Math.min(financialCents, r.deemingThreshold);
  const upper = Math.max(0, financialCents - r.deemingThreshold);
  return multiply(lower, r.deemingLower) + multiply(upper, r.deemingUpper);
}

/** Assets-test reduction of the household rate a fortnight, in cents ($250 steps; couples per partner's half). */
export function assetsReductionCents(r: PensionRates, relationship: Relationship, assetsCents: Cents): Cents {
  const excess = Math.max(0, assetsCents - r.assetsFreeArea);
  if (relationship === 'single')
    return multiply(wholeSteps(excess, r.assetsStep) * 100, r.assetsReductionPerStep);
  // Each partner's half of the combined excess counts in whole steps: floor((excess / 2) / step) = floor(excess / 2step).
  return 2 * multiply(wholeSteps(excess, 2 * r.assetsStep) * 100, r.assetsReductionPerStep);
}

/** Income-test reduction of the household rate a year in cents. */
export function incomeReductionAnnualCents(r: PensionRates, incomeAnnualCents: Cents): Cents {
  return multiply(Math.max(0, incomeAnnualCents - r.incomeFreeAreaAnnual), r.incomeTaper);
}

/** Applies the nil floor and the minimum Pension Supplement floor to a household rate in cents a fortnight. */
function floorRate(rate: Cents, minimumSupplement: Cents): Cents {
  if (rate <= 0) return 0;
  return Math.max(rate, minimumSupplement);
}

/** The household's figures of one assessment, in cents (a fortnight unless named annual). */
export interface PensionCents {
  /** Paid: the lower of the two tests' rates, floors applied. */
  paid: Cents;
  incomeRate: Cents;
  assetsRate: Cents;
  /** Maximum rate before the means tests, Rent Assistance included. */
  maxRate: Cents;
  raCents: Cents;
  deemed: Cents;
  assessableIncome: Cents;
  assessableAssets: Cents;
}

const NO_PENSION: Readonly<PensionCents> = {
  paid: 0,
  incomeRate: 0,
  assetsRate: 0,
  maxRate: 0,
  raCents: 0,
  deemed: 0,
  assessableIncome: 0,
  assessableAssets: 0,
};

/**
 * The arithmetic of one assessment on already-resolved rates and amounts already in cents. No parameter look-up
 * and no trace: the comparison calls it for every scenario-year and cites the rates' entries once per date.
 * `otherAssetsCents` includes an assessable (not deemed) village contribution. The figures are written into `out`
 * (a fresh object by default; the comparison passes one reused object so its hot loop does not allocate).
 */
export function assessPensionCents(
  r: PensionRates,
  relationship: Relationship,
  financialCents: Cents,
  otherAssetsCents: Cents,
  otherIncomeAnnualCents: Cents,
  rentCents: Cents,
  out: PensionCents = { ...NO_PENSION },
): PensionCents {
  const raCents = rentAssistanceFrom(r, rentCents);
  const maxRate = (relationship === 'couple' ? 2 * r.maxEach : r.maxEach) + raCents;

  const deemed = deemedIncomeCents(r, financialCents);
  const assessableIncome = deemed + otherIncomeAnnualCents;
  const incomeAnnual = maxRate * FORTNIGHTS_PER_YEAR - incomeReductionAnnualCents(r, assessableIncome);
  const incomeRate = floorRate(divide(incomeAnnual, FORTNIGHTS_PER_YEAR), r.minSupplementHousehold);

  const assessableAssets = financialCents + otherAssetsCents;
  const assetsRate = floorRate(
    maxRate - assetsReductionCents(r, relationship, assessableAssets),
    r.minSupplementHousehold,
  );
  out.paid = Math.min(incomeRate, assetsRate);
  out.incomeRate = incomeRate;
  out.assetsRate = assetsRate;
  out.maxRate = maxRate;
  out.raCents = raCents;
  out.deemed = deemed;
  out.assessableIncome = assessableIncome;
  out.assessableAssets = assessableAssets;
  return out;
}

/**
 * Age Pension without input validation (the input must already satisfy `AgePensionInput`): for hot loops.
 * @throws ParameterNotInForceError when a parameter has no value at `asAt` (or the EAA at `paidOn`).
 */
export function computeAgePension(
  input: AgePensionInput,
  params: ParameterSet = defaultParameters,
): AgePensionResult {
  const { relationship } = input;
  const couple = relationship === 'couple';

  let homeowner = input.homeowner;
  let rentCents = toCents(input.rentPerFortnight);
  let extraAssets: Cents = 0;
  let eaaEntries: TraceEntry[] = [];
  if (input.retirementVillage) {
    const ec = input.retirementVillage.entryContribution;
    const eaaTrace = new Trace();
    homeowner = extraAllowableAmountTest(ec, input.retirementVillage.paidOn, params, eaaTrace).homeowner;
    eaaEntries = eaaTrace.list();
    // Homeowner: contribution exempt and village fees are not rent. Otherwise assessable, not deemed; fees are rent.
    if (homeowner) rentCents = 0;
    else extraAssets = toCents(ec);
  }

  const r = pensionRates(params, input.asAt, relationship, homeowner);
  const a = assessPensionCents(
    r,
    relationship,
    toCents(input.financialAssets),
    toCents(input.otherAssets) + extraAssets,
    toCents(input.otherIncomeAnnual),
    rentCents,
  );
  const { paid, incomeRate, assetsRate, maxRate, raCents, deemed, assessableIncome, assessableAssets } = a;
  const result: AgePensionResult = {
    perFortnight: toDollars(paid),
    annual: toDollars(paid * FORTNIGHTS_PER_YEAR),
    rentAssistancePerFortnight: toDollars(raCents),
    homeowner,
    incomeTest: {
      perFortnight: toDollars(incomeRate),
      assessableIncomeAnnual: toDollars(assessableIncome),
      deemedIncomeAnnual: toDollars(deemed),
    },
    assetsTest: { perFortnight: toDollars(assetsRate), assessableAssets: toDollars(assessableAssets) },
    bindingTest: incomeRate < assetsRate ? 'income' : 'assets',
    maxRatePerFortnight: toDollars(maxRate),
    // A fresh array per result (callers may append); the entries themselves are shared and immutable.
    trace: eaaEntries.length > 0 ? eaaEntries.concat(r.entries) : r.entries.slice(),
  };
  if (couple) result.perFortnightEach = toDollars(divide(paid, 2));
  return result;
}

/**
 * Age Pension (and Rent Assistance) for the household at `input.asAt`.
 * @throws EngineError('INVALID_INPUT') with one issue per problem; ParameterNotInForceError.
 */
export function agePension(
  input: AgePensionInput,
  params: ParameterSet = defaultParameters,
): AgePensionResult {
  return computeAgePension(parseInput(AgePensionInput, input, 'age-pension'), params);
}

/** Full pensioner: paid the maximum rate (no reduction by either test). */
export function isFullRate(result: Pick<AgePensionResult, 'perFortnight' | 'maxRatePerFortnight'>): boolean {
  return result.perFortnight >= result.maxRatePerFortnight;
}

/** Pension status for Support at Home means categories: full, part, or none (nil rate). */
export function pensionStatus(
  result: Pick<AgePensionResult, 'perFortnight' | 'maxRatePerFortnight'>,
): 'full-pensioner' | 'part-pensioner' | 'not-eligible' {
  if (result.perFortnight <= 0) return 'not-eligible';
  return isFullRate(result) ? 'full-pensioner' : 'part-pensioner';
}
