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
import {
  defaultParameters,
  parameterReader,
  type ParameterReader,
  type ParameterSet,
} from '../parameters/index.ts';
import { parseInput } from '../parse-input.ts';
import { Trace, type TraceEntry } from '../trace.ts';
import { extraAllowableAmountTest } from './homeowner.ts';
import { Relationship, rentAssistanceCents } from './rent-assistance.ts';

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

/** Maximum pension (MBR + max PS + ES) a fortnight in cents: single, or each member of a couple. */
export function maximumRateCents(read: ParameterReader, relationship: Relationship): Cents {
  const key = relationship === 'single' ? 'single' : 'couple_each';
  return toCents(read(P.mbr, key)) + toCents(read(P.supplementMax, key)) + toCents(read(P.energy, key));
}

/** Deemed income a year in cents on financial assets in cents (pensioner thresholds; couple combined). */
export function deemedIncomeCents(
  read: ParameterReader,
  relationship: Relationship,
  financialCents: Cents,
): Cents {
  const threshold = toCents(
    read(P.deemingThresholds, relationship === 'single' ? 'single' : 'couple_combined'),
  );
  const lower = Math.min(financialCents, threshold);
  const upper = Math.max(0, financialCents - threshold);
  return multiply(lower, read(P.deemingRates, 'lower')) + multiply(upper, read(P.deemingRates, 'upper'));
}

/** Assets-test reduction of the household rate a fortnight, in cents ($250 steps; couples per partner's half). */
export function assetsReductionCents(
  read: ParameterReader,
  relationship: Relationship,
  homeowner: boolean,
  assetsCents: Cents,
): Cents {
  const freeArea = toCents(
    read(
      P.assetsFreeArea,
      relationship === 'single' ? 'single' : 'couple_combined',
      homeowner ? 'homeowner' : 'non_homeowner',
    ),
  );
  const step = toCents(read(P.assetsStep));
  // Dollars a fortnight per step; may be a fraction of a cent (the pre-2017 taper was $0.375 per $250).
  const perStep = read(P.assetsReduction);
  const excess = Math.max(0, assetsCents - freeArea);
  if (relationship === 'single') return multiply(wholeSteps(excess, step) * 100, perStep);
  // Each partner's half of the combined excess counts in whole steps: floor((excess / 2) / step) = floor(excess / 2step).
  return 2 * multiply(wholeSteps(excess, 2 * step) * 100, perStep);
}

/** Income-test reduction of the household rate a year in cents. */
export function incomeReductionAnnualCents(
  read: ParameterReader,
  relationship: Relationship,
  incomeAnnualCents: Cents,
): Cents {
  const freeArea =
    toCents(read(P.incomeFreeArea, relationship === 'single' ? 'single' : 'couple_combined')) *
    FORTNIGHTS_PER_YEAR;
  return multiply(Math.max(0, incomeAnnualCents - freeArea), read(P.incomeTaper));
}

/** Applies the nil floor and the minimum Pension Supplement floor to a household rate in cents a fortnight. */
function floorRate(rate: Cents, minimumSupplement: Cents): Cents {
  if (rate <= 0) return 0;
  return Math.max(rate, minimumSupplement);
}

/**
 * Age Pension without input validation (the input must already satisfy `AgePensionInput`): for hot loops.
 * @throws ParameterNotInForceError when a parameter has no value at `asAt` (or the EAA at `paidOn`).
 */
export function computeAgePension(
  input: AgePensionInput,
  params: ParameterSet = defaultParameters,
): AgePensionResult {
  const trace = new Trace();
  const read = parameterReader(params, input.asAt, trace);
  const { relationship } = input;
  const couple = relationship === 'couple';

  let homeowner = input.homeowner;
  let rentCents = toCents(input.rentPerFortnight);
  let extraAssets: Cents = 0;
  if (input.retirementVillage) {
    const ec = input.retirementVillage.entryContribution;
    homeowner = extraAllowableAmountTest(ec, input.retirementVillage.paidOn, params, trace).homeowner;
    // Homeowner: contribution exempt and village fees are not rent. Otherwise assessable, not deemed; fees are rent.
    if (homeowner) rentCents = 0;
    else extraAssets = toCents(ec);
  }

  const maxEach = maximumRateCents(read, relationship);
  const raCents = rentAssistanceCents(read, relationship, rentCents);
  const maxRate = (couple ? 2 * maxEach : maxEach) + raCents;
  const minSupplement = toCents(read(P.supplementMin, couple ? 'couple_each' : 'single')) * (couple ? 2 : 1);

  const financial = toCents(input.financialAssets);
  const deemed = deemedIncomeCents(read, relationship, financial);
  const assessableIncome = deemed + toCents(input.otherIncomeAnnual);
  const incomeAnnual =
    maxRate * FORTNIGHTS_PER_YEAR - incomeReductionAnnualCents(read, relationship, assessableIncome);
  const incomeRate = floorRate(divide(incomeAnnual, FORTNIGHTS_PER_YEAR), minSupplement);

  const assessableAssets = financial + toCents(input.otherAssets) + extraAssets;
  const assetsRate = floorRate(
    maxRate - assetsReductionCents(read, relationship, homeowner, assessableAssets),
    minSupplement,
  );

  const paid = Math.min(incomeRate, assetsRate);
  return {
    perFortnight: toDollars(paid),
    ...(couple ? { perFortnightEach: toDollars(divide(paid, 2)) } : {}),
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
    trace: trace.list(),
  };
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
