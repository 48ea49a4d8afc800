/**
 * The Customer record of a report form (product spec §3.4): the household, its current situation (home, assets,
 * income, expenses) and its care settings. THE contract between the form screens, the server and the engine.
 *
 * Units: money in dollars; rates (growth, earnings, splits, contribution rates) as FRACTIONS (0.05 = 5 %);
 * dates ISO `YYYY-MM-DD` (or null when not entered). Periodic amounts carry a frequency (times per year, spec §3.5
 * frequencies 0/1/12/26/52) in a `…Freq` field beside them; use {@link annualCustomerFigures} to get dollars per
 * year. Home-expense lines are dollars per year.
 *
 * Every field has a default, so `CustomerRecord.parse({})` is a complete, empty customer (single, Age Pension).
 * The schema checks shapes only: rules that depend on the situation (what a customised report needs, the care
 * split summing to 100 %, dates not in the future) are the plain functions of customer-rules.ts (re-exported
 * here), because forms save half-typed records.
 */
import { z } from 'zod';
import { DEFAULT_EXPENSE_FREQUENCY, STATES } from '../constants.ts';
import {
  Dollars,
  EMAIL_MAX,
  LINE_MAX,
  LINE_MAX_MESSAGE,
  LIST_MAX,
  LIST_MAX_MESSAGE,
  NAME_MAX,
  NAME_MAX_MESSAGE,
  YearlyRate,
} from '../limits.ts';
import {
  DEFAULT_HOME_GROWTH_RATE,
  DEFAULT_INVESTMENT_EARNINGS_RATE,
  isRealIsoDate,
  isValidOptionalEmail,
  itemisedHomeExpenseLines,
  MEANS_CATEGORIES,
  RELATIONSHIP,
} from './customer-rules.ts';

export { COPY_SUFFIX } from './form-texts.ts';
export * from './customer-rules.ts';

/** Spec §3.5 frequencies: times per year (0 = none). */
export const FrequencyValue = z.literal([0, 1, 12, 26, 52]);

/** One home-expense line: text, value in dollars per year (default 0), stable uid. */
export const HomeExpenseLine = z.object({
  uid: z.string().min(1).max(NAME_MAX),
  text: z.string().max(LINE_MAX, LINE_MAX_MESSAGE),
  value: Dollars.default(0),
});
export type HomeExpenseLine = z.infer<typeof HomeExpenseLine>;

const fraction = z.number().min(0).max(1);

/**
 * Participant contribution rates from the customer's Services Australia assessment letter, as fractions of each
 * service's price, per Support at Home service type. When set, the engine uses them instead of estimating.
 */
export const ContributionRates = z.object({
  clinical: fraction,
  independence: fraction,
  everydayLiving: fraction,
});
export type ContributionRates = z.infer<typeof ContributionRates>;

/** ISO calendar date `YYYY-MM-DD` that exists (leap years checked). */
export const IsoDate = z
  .string()
  .max(10, 'Invalid date')
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => isRealIsoDate(v), 'Invalid date');

/** A name (≤ NAME_MAX characters) and a line of text (≤ LINE_MAX), both '' when not entered. */
const name = z.string().max(NAME_MAX, NAME_MAX_MESSAGE).default('');
const text = z.string().max(LINE_MAX, LINE_MAX_MESSAGE).default('');
/** Dollars 0 … MONEY_MAX. */
const dollarsNonNegative = Dollars.default(0);
/**
 * A yearly rate as a fraction, within the engine's bounds (`YEARLY_RATE_LIMITS`, −50 % … 100 %). New forms start at the engine's
 * documented defaults (packages/engine comparison/assumptions.ts: 3 % home growth, 4 % investment earnings; a
 * server test keeps them equal) so the figure used is the one on screen, and 0 means 0.
 */
const yearlyRate = (initial: number) => YearlyRate.default(initial);
const freq = FrequencyValue.default(DEFAULT_EXPENSE_FREQUENCY);
const careLevel = z.number().int().min(0).max(8).default(0);
const split = fraction.default(0);
const flag = z.boolean().default(false);

// Every field MUST keep a `.default()`: `emptyCustomer()` relies on it and api/forms.ts builds CustomerPatch by
// unwrapping each field's default (a test checks this).
export const CustomerRecord = z.object({
  // Client
  firstName: name,
  lastName: name,
  dob: IsoDate.nullable().default(null),
  /** 1 = single (default); above 1 = couple. */
  relationship: z.number().int().min(1).max(9).default(RELATIONSHIP.single),
  /** Spec §9 pension type options: 2 = Age Pension (the only one the spec defines). */
  pensionType: z.number().int().min(0).max(99).default(2),
  /** Optional report name chosen by the adviser; blank → {@link reportName} derives it from the names. */
  report: text,
  // Partner (used when relationship > 1)
  partnerFirstName: name,
  partnerLastName: name,
  partnerDob: IsoDate.nullable().default(null),
  partnerPensionType: z.number().int().min(0).max(99).default(2),
  // Address and contact
  streetNumber: text,
  streetName: text,
  suburb: text,
  city: text,
  state: z.enum(STATES).nullable().default(null),
  postcode: z
    .string()
    .max(4, 'Postcode has 4 digits')
    .regex(/^(\d{4})?$/, 'Postcode has 4 digits')
    .default(''),
  email: z
    .string()
    .max(EMAIL_MAX, 'Invalid e-mail.')
    .refine(isValidOptionalEmail, 'Invalid e-mail.')
    .default(''),
  phone: z.string().max(30, 'At most 30 characters.').default(''),
  // Home and assets (current situation)
  /** Home market value, net of any debt secured on it, dollars. */
  propertyValue: dollarsNonNegative,
  /** Expected home price growth per year, fraction. */
  propertyGrowth: yearlyRate(DEFAULT_HOME_GROWTH_RATE),
  /** Agent, marketing and legal costs of selling the home, dollars. */
  sellingFees: dollarsNonNegative,
  /** Personal assets (cars, contents, …) counted by the assets test, dollars. */
  personalAssets: dollarsNonNegative,
  /** Financial investments (deemed for the income test), dollars. */
  investmentAssets: dollarsNonNegative,
  /** Earnings rate of the investments per year, fraction. */
  investmentInterest: yearlyRate(DEFAULT_INVESTMENT_EARNINGS_RATE),
  // Income and expenses: amount in dollars per `…Freq` period
  otherIncome: dollarsNonNegative,
  otherIncomeFreq: freq,
  livingExpenses: dollarsNonNegative,
  livingExpensesFreq: freq,
  /** Home-expense lines, dollars per year; one line = a single 'all' total. */
  homeExpenses: z
    .array(HomeExpenseLine)
    .min(1)
    .max(LIST_MAX, LIST_MAX_MESSAGE)
    .default(itemisedHomeExpenseLines),
  travelEntertainmentExpenses: dollarsNonNegative,
  travelEntertainmentExpensesFreq: freq,
  healthWellnessExpenses: dollarsNonNegative,
  healthWellnessExpensesFreq: freq,
  // Care settings (Support at Home classification 0 = no care package, 1–8)
  homeCarePackage: careLevel,
  partnerHomeCarePackage: careLevel,
  waiveBasicDailyFee: flag,
  includeBasicSubsidy: flag,
  includeDementia: flag,
  includeOxygen: flag,
  includeFeeding: flag,
  partnerWaiveBasicDailyFee: flag,
  partnerIncludeBasicSubsidy: flag,
  partnerIncludeDementia: flag,
  partnerIncludeOxygen: flag,
  partnerIncludeFeeding: flag,
  /** Grandfathered Home Care Package recipient (approved by 12 Sep 2024): "no worse off" contribution rates. */
  applyNoWorseOffPrinciple: flag,
  /** Share of the care budget spent on clinical / independence / everyday-living services, fractions summing to 1. */
  clinicalCareSplit: split,
  independenceSplit: split,
  everydayLivingSplit: split,
  partnerClinicalCareSplit: split,
  partnerIndependenceSplit: split,
  partnerEverydayLivingSplit: split,
  /** Support at Home means category; null = derive from the Age Pension result. */
  meansCategory: z.enum(MEANS_CATEGORIES).nullable().default(null),
  partnerMeansCategory: z.enum(MEANS_CATEGORIES).nullable().default(null),
  /** Contribution rates from the assessment letter; null = estimate from the means category. */
  assessedContributionRates: ContributionRates.nullable().default(null),
  partnerAssessedContributionRates: ContributionRates.nullable().default(null),
});
export type CustomerRecord = z.infer<typeof CustomerRecord>;
/** What a client may send: any subset, defaults filled in by parsing. */
export type CustomerRecordInput = z.input<typeof CustomerRecord>;

/** A complete customer with every default (single, Age Pension, itemised home expenses at $0). */
export function emptyCustomer(): CustomerRecord {
  return CustomerRecord.parse({});
}
