/**
 * Support at Home (from 1 Nov 2025): budget, services budget and participant contributions; plus the lifetime cap
 * over a projection and the per-day supplements.
 *
 * Rules (health.gov.au, Support at Home participant contributions,
 * https://www.health.gov.au/our-work/support-at-home/charging-for-support-at-home-services/support-at-home-participant-contributions;
 * funding classifications, https://www.health.gov.au/our-work/support-at-home/funding-for-support-at-home/funding-classifications-for-support-at-home):
 * - Annual budget of classification 1–8 (official annual amount). Level 0 = no care package: everything 0.
 * - Services budget = annual budget − care management (10% of the classification budget, rounded to the cent)
 *   + supplements (oxygen, enteral feeding, and dementia for grandfathered recipients) at their per-day amounts × 365.
 * - Contribution = services budget × Σ(split × contribution rate), per service type rounded to the cent.
 *   Clinical care is always 0%. Full pensioners 5% / 17.5%; self-funded without a card (or means not disclosed)
 *   50% / 80%.
 * - Part pensioners and CSHC holders: the Schedule of Contributions' means test (support-at-home-means.ts) from
 *   `meansTest` (the person's assessable income and assets). Without `meansTest` the maximum rates (50% / 80%,
 *   what is charged when the means are not assessed) are used, flagged `estimated: true`. Rates from the
 *   customer's Services Australia letter (`contributionRates`) always win, and then `estimated: false`.
 *   `rateBasis` says which was used.
 * - "No worse off" (people receiving, approved for, or prioritised for a Home Care Package on 12 Sep 2024):
 *   full pensioners pay nothing (they never paid an income-tested care fee; myagedcare, integratedliving "Elsie").
 *   For others the grandfathered rates are not published (rates.md §7.5): the same rates as above are used,
 *   flagged `estimated: true` unless letter rates are given; their lifetime cap is the grandfathered cap.
 */
import { z } from 'zod';
import { IsoDate } from '../iso-date.ts';
import { type Cents, DAYS_PER_YEAR, divide, multiply, roundHalfUp, toCents, toDollars } from '../money.ts';
import {
  defaultParameters,
  parameterReader,
  type ParameterReader,
  type ParameterSet,
} from '../parameters/index.ts';
import { parseInput } from '../parse-input.ts';
import { Trace, type TraceEntry } from '../trace.ts';
import {
  MEANS_TEST_FIRST_DATE,
  meansTestedRates,
  type CareMeans,
  type MeansTestWorking,
} from './support-at-home-means.ts';

const Fraction = z.number().finite().min(0).max(1);
export const MeansCategory = z.enum(['full-pensioner', 'part-pensioner', 'cshc-holder', 'self-funded']);
export type MeansCategory = z.infer<typeof MeansCategory>;

/** Assessable means for the care means test: income dollars a year, assets dollars; a couple's combined. */
export const CareMeansInput = z.strictObject({
  relationship: z.enum(['single', 'couple']),
  homeowner: z.boolean(),
  assessableIncomeAnnual: z.number().finite().nonnegative(),
  assessableAssets: z.number().finite().nonnegative(),
});

/** Where the contribution rates came from. */
export type RateBasis = 'letter' | 'published' | 'means-test' | 'no-means' | 'no-worse-off';

/** Split of services across the three service types, fractions summing to 1 (±1e-6). */
export const ServiceSplit = z
  .strictObject({ clinical: Fraction, independence: Fraction, everydayLiving: Fraction })
  .refine((s) => Math.abs(s.clinical + s.independence + s.everydayLiving - 1) <= 1e-6, {
    message: 'The split must sum to 1',
  });

/**
 * Input (engine issue §3). `classification` 0–8 (0 = no care); fractions for `split` and `contributionRates`;
 * `supplements.enteralFeeding`: `true` or `'non-bolus'` = non-bolus rate, `'bolus'` = bolus rate;
 * `supplements.dementia` only with `noWorseOff` (grandfathered HCP recipients).
 */
export const SupportAtHomeInput = z
  .strictObject({
    asAt: IsoDate,
    classification: z.number().int().min(0).max(8),
    means: MeansCategory,
    split: ServiceSplit,
    contributionRates: z.strictObject({ independence: Fraction, everydayLiving: Fraction }).optional(),
    noWorseOff: z.boolean().optional(),
    /** Part pensioners and card holders: the means for the Schedule of Contributions' test. */
    meansTest: CareMeansInput.optional(),
    supplements: z
      .strictObject({
        oxygen: z.boolean().optional(),
        enteralFeeding: z.union([z.boolean(), z.enum(['bolus', 'non-bolus'])]).optional(),
        dementia: z.boolean().optional(),
      })
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.supplements?.dementia && !v.noWorseOff)
      ctx.addIssue({
        code: 'custom',
        path: ['supplements', 'dementia'],
        message:
          'The dementia supplement is only for grandfathered Home Care Package recipients (noWorseOff)',
      });
  });
export type SupportAtHomeInput = z.infer<typeof SupportAtHomeInput>;
export const SupportAtHomeInputSchema = SupportAtHomeInput;

export interface ServiceTypeAmounts {
  clinical: number;
  independence: number;
  everydayLiving: number;
}

/** Dollars a year; rates are fractions. */
export interface SupportAtHomeResult {
  /** Classification budget a year plus supplements. */
  annualBudget: number;
  /** Budget available for services a year (after the 10% care-management amount). */
  servicesBudgetAnnual: number;
  contributionRates: ServiceTypeAmounts;
  /** Participant contribution a year (before any lifetime cap). */
  annualContribution: number;
  /** Contribution a year by service type. */
  byServiceType: ServiceTypeAmounts;
  /** True when the rates are this engine's estimate (see the module notes), not official or from a letter. */
  estimated: boolean;
  rateBasis: RateBasis;
  /** The means test's working when `rateBasis` is 'means-test'. */
  meansTest?: MeansTestWorking;
  trace: TraceEntry[];
}

/** Rates with where they came from. */
export interface ApplicableRates {
  rates: ServiceTypeAmounts;
  estimated: boolean;
  rateBasis: RateBasis;
  meansTest?: MeansTestWorking;
}

export const SAH_PATHS = {
  annualBudget: 'au.health.support_at_home.classification_budget.annual',
  quarterlyBudget: 'au.health.support_at_home.classification_budget.quarterly',
  careManagement: 'au.health.support_at_home.care_management_fraction',
  carryOver: 'au.health.support_at_home.unspent_carry_over',
  rate: 'au.health.support_at_home.contribution_rate',
  rateRange: 'au.health.support_at_home.contribution_rate_range',
  lifetimeCap: 'au.health.support_at_home.lifetime_cap',
  noWorseOffLifetimeCap: 'au.health.support_at_home.no_worse_off.lifetime_cap',
  supplementDaily: 'au.health.support_at_home.supplements.daily_amount',
  dementiaFraction: 'au.health.support_at_home.supplements.dementia_fraction',
  hcpDailySubsidy: 'au.health.home_care_package.basic_subsidy_daily',
} as const;
const P = SAH_PATHS;

const SERVICE_KEYS = {
  clinical: 'clinical',
  independence: 'independence',
  everydayLiving: 'everyday_living',
} as const;
type ServiceType = keyof typeof SERVICE_KEYS;
const SERVICE_TYPES = Object.keys(SERVICE_KEYS) as ServiceType[];

/**
 * Contribution rates for a means category and whether they are an estimate. `firstScheduleReader` reads at the
 * first loaded Schedule of Contributions (used, flagged, for earlier dates).
 */
export function contributionRatesFor(
  read: ParameterReader,
  means: MeansCategory,
  letterRates?: { independence: number; everydayLiving: number },
  careMeans?: CareMeans,
  firstScheduleReader?: ParameterReader,
): ApplicableRates {
  if (letterRates) return { rates: { clinical: 0, ...letterRates }, estimated: false, rateBasis: 'letter' };
  const fixed = (key: 'full_pensioner' | 'self_funded'): ServiceTypeAmounts =>
    Object.fromEntries(
      SERVICE_TYPES.map((t) => [t, read(P.rate, key, SERVICE_KEYS[t])]),
    ) as unknown as ServiceTypeAmounts;
  if (means === 'full-pensioner' || means === 'self-funded')
    return {
      rates: fixed(means === 'full-pensioner' ? 'full_pensioner' : 'self_funded'),
      estimated: false,
      rateBasis: 'published',
    };
  if (!careMeans) return { rates: fixed('self_funded'), estimated: true, rateBasis: 'no-means' };
  const m = meansTestedRates(read, firstScheduleReader ?? read, careMeans);
  return {
    rates: { clinical: 0, independence: m.independence, everydayLiving: m.everydayLiving },
    estimated: m.thresholdsFromLaterSchedule,
    rateBasis: 'means-test',
    meansTest: m,
  };
}

/**
 * The contribution rates that apply to a participant, with the "no worse off" protection: letter rates win; a
 * grandfathered full pensioner pays 0%; other grandfathered categories get the ordinary rates flagged estimated.
 */
export function applicableContributionRates(
  read: ParameterReader,
  v: {
    means: MeansCategory;
    contributionRates?: { independence: number; everydayLiving: number } | undefined;
    noWorseOff?: boolean | undefined;
    meansTest?: CareMeans | undefined;
  },
  firstScheduleReader?: ParameterReader,
): ApplicableRates {
  if (v.contributionRates) return contributionRatesFor(read, v.means, v.contributionRates);
  const base = contributionRatesFor(read, v.means, undefined, v.meansTest, firstScheduleReader);
  if (!v.noWorseOff) return base;
  if (v.means === 'full-pensioner')
    return {
      rates: { clinical: 0, independence: 0, everydayLiving: 0 },
      estimated: false,
      rateBasis: 'no-worse-off',
    };
  // grandfathered rates for this category are not published
  return { ...base, estimated: true, rateBasis: 'no-worse-off' };
}

/**
 * Contribution for actual services bought (dollars by service type) at `asAt`, e.g. one invoice.
 * @throws EngineError('INVALID_INPUT'); ParameterNotInForceError.
 */
export function contributionForServices(
  input: {
    asAt: string;
    means: MeansCategory;
    spending: ServiceTypeAmounts;
    contributionRates?: { independence: number; everydayLiving: number };
    noWorseOff?: boolean;
  },
  params: ParameterSet = defaultParameters,
): ServiceTypeAmounts & {
  total: number;
  rates: ServiceTypeAmounts;
  estimated: boolean;
  trace: TraceEntry[];
} {
  const Amount = z.number().finite().nonnegative();
  const v = parseInput(
    z.strictObject({
      asAt: IsoDate,
      means: MeansCategory,
      spending: z.strictObject({ clinical: Amount, independence: Amount, everydayLiving: Amount }),
      contributionRates: z.strictObject({ independence: Fraction, everydayLiving: Fraction }).optional(),
      noWorseOff: z.boolean().optional(),
    }),
    input,
    'support-at-home services',
  );
  const trace = new Trace();
  const { rates, estimated } = applicableContributionRates(parameterReader(params, v.asAt, trace), v);
  return { ...contributionForSpending(v.spending, rates), rates, estimated, trace: trace.list() };
}

/** Contribution in dollars for dollars spent per service type at the given rates (each rounded to the cent). */
export function contributionForSpending(
  spending: ServiceTypeAmounts,
  rates: ServiceTypeAmounts,
): ServiceTypeAmounts & { total: number } {
  const by = Object.fromEntries(
    SERVICE_TYPES.map((t) => [t, multiply(toCents(spending[t]), rates[t])]),
  ) as unknown as ServiceTypeAmounts;
  return {
    clinical: toDollars(by.clinical),
    independence: toDollars(by.independence),
    everydayLiving: toDollars(by.everydayLiving),
    total: toDollars(by.clinical + by.independence + by.everydayLiving),
  };
}

/** A per-day supplement computed from a daily base: round(base × fraction) to the cent, a day. Dollars. */
export function percentageSupplementPerDay(dailyBase: number, fraction: number): number {
  return toDollars(multiply(toCents(dailyBase), fraction));
}

/**
 * Legacy HCP dementia and cognition supplement a year for a package level (1–4) at `asAt`:
 * round(basic subsidy a day × 11.5%, to the cent) × 365. Dollars.
 * @throws ParameterNotInForceError (HCP subsidies end 31 Oct 2025).
 */
export function hcpDementiaSupplementAnnual(
  level: 1 | 2 | 3 | 4,
  asAt: string,
  params: ParameterSet = defaultParameters,
): number {
  const read = parameterReader(params, asAt, new Trace());
  return toDollars(
    toCents(percentageSupplementPerDay(read(P.hcpDailySubsidy, String(level)), read(P.dementiaFraction))) *
      DAYS_PER_YEAR,
  );
}

/** One quarter of a classification (1–8): budget, 10% care management, services amount and carry-over cap. Dollars. */
export function quarterlyBudget(
  classification: number,
  asAt: string,
  params: ParameterSet = defaultParameters,
): { quarterlyBudget: number; careManagement: number; servicesBudget: number; carryOverCap: number } {
  const read = parameterReader(params, asAt, new Trace());
  const budget = toCents(read(P.quarterlyBudget, String(classification)));
  const care = multiply(budget, read(P.careManagement));
  const carry = Math.max(
    toCents(read(P.carryOver, 'minimum')),
    multiply(budget, read(P.carryOver, 'fraction')),
  );
  return {
    quarterlyBudget: toDollars(budget),
    careManagement: toDollars(care),
    servicesBudget: toDollars(budget - care),
    carryOverCap: toDollars(carry),
  };
}

function supplementsAnnualCents(
  read: ParameterReader,
  budgetCents: Cents,
  supplements: SupportAtHomeInput['supplements'],
): Cents {
  if (!supplements) return 0;
  let perDay: Cents = 0;
  if (supplements.oxygen) perDay += toCents(read(P.supplementDaily, 'oxygen'));
  if (supplements.enteralFeeding)
    perDay += toCents(
      read(
        P.supplementDaily,
        supplements.enteralFeeding === 'bolus' ? 'enteral_feeding_bolus' : 'enteral_feeding_non_bolus',
      ),
    );
  if (supplements.dementia) {
    // 11.5% of the classification funding a day (budget ÷ 365 to the cent), rounded to the cent a day.
    const dailyBase = roundHalfUp(budgetCents / DAYS_PER_YEAR);
    perDay += multiply(dailyBase, read(P.dementiaFraction));
  }
  return perDay * DAYS_PER_YEAR;
}

/**
 * Support at Home budget and participant contribution a year at `asAt`.
 * @throws EngineError('INVALID_INPUT'); ParameterNotInForceError (e.g. before 1 Nov 2025).
 */
export function supportAtHome(
  input: SupportAtHomeInput,
  params: ParameterSet = defaultParameters,
): SupportAtHomeResult {
  const v = parseInput(SupportAtHomeInput, input, 'support-at-home');
  const zero = { clinical: 0, independence: 0, everydayLiving: 0 };
  if (v.classification === 0)
    return {
      annualBudget: 0,
      servicesBudgetAnnual: 0,
      contributionRates: zero,
      annualContribution: 0,
      byServiceType: zero,
      estimated: false,
      rateBasis: 'published',
      trace: [],
    };

  const trace = new Trace();
  const read = parameterReader(params, v.asAt, trace);
  const budget = toCents(read(P.annualBudget, String(v.classification)));
  const careManagement = multiply(budget, read(P.careManagement));
  const supplements = supplementsAnnualCents(read, budget, v.supplements);
  const services = budget - careManagement + supplements;

  const applicable = applicableContributionRates(
    read,
    v,
    parameterReader(params, MEANS_TEST_FIRST_DATE, trace),
  );
  const { rates, estimated } = applicable;
  const byCents = Object.fromEntries(
    SERVICE_TYPES.map((t) => [t, multiply(services, v.split[t] * rates[t])]),
  ) as Record<ServiceType, Cents>;
  return {
    annualBudget: toDollars(budget + supplements),
    servicesBudgetAnnual: toDollars(services),
    contributionRates: rates,
    annualContribution: toDollars(byCents.clinical + byCents.independence + byCents.everydayLiving),
    byServiceType: {
      clinical: toDollars(byCents.clinical),
      independence: toDollars(byCents.independence),
      everydayLiving: toDollars(byCents.everydayLiving),
    },
    estimated,
    rateBasis: applicable.rateBasis,
    ...(applicable.meansTest ? { meansTest: applicable.meansTest } : {}),
    trace: trace.list(),
  };
}

/**
 * Applies the lifetime cap to a projection of annual contributions (dollars, year 1 first): once the cumulative
 * total (plus `alreadyPaid`) reaches the cap, later contributions are cut. The cap is read at `asAt` and not
 * indexed forward (later indexed values are not loaded). `noWorseOff` uses the grandfathered cap.
 * @returns the capped contributions, same length. @throws ParameterNotInForceError.
 */
export function applyLifetimeCap(
  annualContributions: readonly number[],
  asAt: string,
  params: ParameterSet = defaultParameters,
  options: { noWorseOff?: boolean; alreadyPaid?: number } = {},
): number[] {
  const read = parameterReader(params, asAt, new Trace());
  const cap = toCents(read(options.noWorseOff ? P.noWorseOffLifetimeCap : P.lifetimeCap));
  let remaining = Math.max(0, cap - toCents(options.alreadyPaid ?? 0));
  return annualContributions.map((amount) => {
    const paid = Math.min(Math.max(0, toCents(amount)), remaining);
    remaining -= paid;
    return toDollars(paid);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Legacy Home Care Package income-tested care fee (ITCF), the reference for "no worse off" comparisons and for
// reproducing pre-1 Nov 2025 fee letters. Rule (accurium Fast Facts; health.gov.au HCP fee scenarios,
// https://www.health.gov.au/our-work/hcp/fees/scenarios): full pensioners pay none; otherwise 50% of assessable
// income above the income free area, capped at the lower annual cap up to the upper threshold; above it the lower
// cap plus 50% of income over the upper threshold, capped at the higher annual cap. A couple's combined income is
// halved and each partner assessed on half (couple-each thresholds). Daily fee = annual ÷ 364, truncated to the
// cent (reproduces the published daily caps 18.77 and 37.55).
// ---------------------------------------------------------------------------------------------------------------

export const IncomeTestedCareFeeInput = z.strictObject({
  asAt: IsoDate,
  relationship: z.enum(['single', 'couple']),
  fullPensioner: z.boolean(),
  /** Assessable income a year in dollars: the person's own (single) or the couple's combined income. */
  assessableIncomeAnnual: z.number().finite().nonnegative(),
});
export type IncomeTestedCareFeeInput = z.infer<typeof IncomeTestedCareFeeInput>;

export interface IncomeTestedCareFeeResult {
  /** Fee a year for each person assessed (the single person, or each partner). Dollars. */
  annualEach: number;
  /** Fee a day for each person (annual ÷ 364, truncated to the cent). Dollars. */
  perDayEach: number;
  trace: TraceEntry[];
}

const ITCF = 'au.health.home_care_package.income_tested_care_fee';

/**
 * Legacy HCP income-tested care fee.
 * @throws EngineError('INVALID_INPUT'); ParameterNotInForceError (caps after 20 Sep 2024 were not found, and the
 * program closed on 31 Oct 2025).
 */
export function incomeTestedCareFee(
  input: IncomeTestedCareFeeInput,
  params: ParameterSet = defaultParameters,
): IncomeTestedCareFeeResult {
  const v = parseInput(IncomeTestedCareFeeInput, input, 'income-tested care fee');
  const trace = new Trace();
  const read = parameterReader(params, v.asAt, trace);
  const lowerCap = toCents(read(`${ITCF}.annual_cap_lower`));
  const higherCap = toCents(read(`${ITCF}.annual_cap_higher`));
  if (v.fullPensioner) return { annualEach: 0, perDayEach: 0, trace: trace.list() };
  const suffix = v.relationship === 'single' ? 'single' : 'couple_each';
  const freeArea = toCents(read(`${ITCF}.income_free_area_${suffix}`));
  const upper = toCents(read(`${ITCF}.upper_threshold_${suffix}`));
  const taper = read(`${ITCF}.taper`);
  const income =
    v.relationship === 'single'
      ? toCents(v.assessableIncomeAnnual)
      : divide(toCents(v.assessableIncomeAnnual), 2, 'down');
  const fee =
    income <= upper
      ? Math.min(lowerCap, multiply(Math.max(0, income - freeArea), taper))
      : Math.min(higherCap, lowerCap + multiply(income - upper, taper));
  return { annualEach: toDollars(fee), perDayEach: toDollars(divide(fee, 364, 'down')), trace: trace.list() };
}
