/**
 * The rules of each customer field as sent in a save (the request schema `CustomerPatch` of forms.ts) as plain
 * functions, for the customer's own Details screen, which checks each field as it is typed and must not load zod
 * for that (the screen's performance on a phone; zod and the API schemas are a quarter of its
 * JavaScript). The server keeps validating with `CustomerPatch`; test/customer-field-rules.test.ts holds the two
 * to the same verdict on generated values of every field and to the same message wherever the schema's message
 * is one of ours (spec §5 and issue 14's texts).
 *
 * Units as the record: dollars, yearly rates and splits as fractions, dates ISO `YYYY-MM-DD`, frequencies in
 * times per year.
 */
import { STATES } from '../constants.ts';
import {
  LINE_MAX,
  LINE_MAX_MESSAGE,
  LIST_MAX,
  LIST_MAX_MESSAGE,
  MONEY_MAX,
  MONEY_MAX_MESSAGE,
  NAME_MAX,
  NAME_MAX_MESSAGE,
  NON_NEGATIVE_MESSAGE,
  YEARLY_RATE_LIMITS,
  YEARLY_RATE_MAX_MESSAGE,
  YEARLY_RATE_MIN_MESSAGE,
} from '../value-limits.ts';
import { EMAIL_MAX } from '../sign-in-limits.ts';
import type { CustomerRecord } from './customer.ts';
import { isIsoDate, isValidOptionalEmail, MEANS_CATEGORIES } from './customer-rules.ts';
import {
  birthDateError,
  isAustralianPhone,
  latestTodayIso,
  PHONE_MAX,
  PHONE_MESSAGE,
} from './person-rules.ts';

/** The message of a value of the wrong kind, or out of a range the screen's own controls never leave. */
export const INVALID_VALUE_MESSAGE = 'Invalid value';
const INVALID_DATE = 'Invalid date';
const INVALID_EMAIL = 'Invalid e-mail.';
const POSTCODE_MESSAGE = 'Postcode has 4 digits';

/** A field's rule: the message of the first rule `value` breaks, or null. */
type Rule = (value: unknown) => string | null;

const text =
  (max: number, message: string): Rule =>
  (v) => {
    if (typeof v !== 'string') return INVALID_VALUE_MESSAGE;
    return v.length > max ? message : null;
  };

const number =
  (min: number, max: number, { integer = false } = {}): Rule =>
  (v) =>
    typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max && (!integer || Number.isInteger(v))
      ? null
      : INVALID_VALUE_MESSAGE;

const oneOf =
  (values: readonly unknown[], { nullable = false } = {}): Rule =>
  (v) =>
    (nullable && v === null) || values.includes(v) ? null : INVALID_VALUE_MESSAGE;

/** Dollars: 0 … MONEY_MAX (limits.ts `Dollars`). */
const dollars: Rule = (v) => {
  if (typeof v !== 'number' || !Number.isFinite(v)) return INVALID_VALUE_MESSAGE;
  if (v < 0) return NON_NEGATIVE_MESSAGE;
  return v > MONEY_MAX ? MONEY_MAX_MESSAGE : null;
};

/** A yearly rate as a fraction within YEARLY_RATE_LIMITS (limits.ts `YearlyRate`). */
const yearlyRate: Rule = (v) => {
  if (typeof v !== 'number' || !Number.isFinite(v)) return INVALID_VALUE_MESSAGE;
  if (v < YEARLY_RATE_LIMITS.min) return YEARLY_RATE_MIN_MESSAGE;
  return v > YEARLY_RATE_LIMITS.max ? YEARLY_RATE_MAX_MESSAGE : null;
};

/** A date of birth or none (input-bounds.ts `BirthDate`, with the server's today). */
const birthDate: Rule = (v) => {
  if (v === null) return null;
  if (typeof v !== 'string') return INVALID_VALUE_MESSAGE;
  if (!isIsoDate(v)) return INVALID_DATE;
  return birthDateError(v, latestTodayIso());
};

const postcode: Rule = (v) => {
  if (typeof v !== 'string') return INVALID_VALUE_MESSAGE;
  return /^(\d{4})?$/.test(v) ? null : POSTCODE_MESSAGE;
};

const email: Rule = (v) => {
  if (typeof v !== 'string') return INVALID_VALUE_MESSAGE;
  return v.length <= EMAIL_MAX && isValidOptionalEmail(v) ? null : INVALID_EMAIL;
};

/** An optional Australian phone number, judged trimmed (input-bounds.ts `AustralianPhone`). */
const phone: Rule = (v) => {
  if (typeof v !== 'string') return INVALID_VALUE_MESSAGE;
  return v.trim().length <= PHONE_MAX && isAustralianPhone(v) ? null : PHONE_MESSAGE;
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Home-expense lines (customer.ts `HomeExpenseLine`): 1 … LIST_MAX lines; a line's value may be left out (0). */
const homeExpenses: Rule = (v) => {
  if (!Array.isArray(v)) return INVALID_VALUE_MESSAGE;
  for (const line of v as unknown[]) {
    if (!isRecord(line)) return INVALID_VALUE_MESSAGE;
    const { uid, text: description, value } = line;
    if (typeof uid !== 'string' || uid.length < 1 || uid.length > NAME_MAX) return INVALID_VALUE_MESSAGE;
    const problem =
      text(LINE_MAX, LINE_MAX_MESSAGE)(description) ?? (value === undefined ? null : dollars(value));
    if (problem) return problem;
  }
  if (v.length < 1) return INVALID_VALUE_MESSAGE;
  return v.length > LIST_MAX ? LIST_MAX_MESSAGE : null;
};

const fraction = number(0, 1);

/** Contribution rates from an assessment letter (customer.ts `ContributionRates`) or none. */
const contributionRates: Rule = (v) => {
  if (v === null) return null;
  if (!isRecord(v)) return INVALID_VALUE_MESSAGE;
  return fraction(v.clinical) ?? fraction(v.independence) ?? fraction(v.everydayLiving);
};

const name = text(NAME_MAX, NAME_MAX_MESSAGE);
const line = text(LINE_MAX, LINE_MAX_MESSAGE);
const frequency = oneOf([0, 1, 12, 26, 52]);
const careLevel = number(0, 8, { integer: true });
const pensionType = number(0, 99, { integer: true });
const flag = oneOf([true, false]);
const meansCategory = oneOf(MEANS_CATEGORIES, { nullable: true });

/** Every field a customer save may carry (the keys of `CustomerPatch`, the record's: the compiler checks) and its rule. */
const RULES = {
  firstName: name,
  lastName: name,
  dob: birthDate,
  relationship: number(1, 9, { integer: true }),
  pensionType,
  report: line,
  partnerFirstName: name,
  partnerLastName: name,
  partnerDob: birthDate,
  partnerPensionType: pensionType,
  streetNumber: line,
  streetName: line,
  suburb: line,
  city: line,
  state: oneOf(STATES, { nullable: true }),
  postcode,
  email,
  phone,
  propertyValue: dollars,
  propertyGrowth: yearlyRate,
  sellingFees: dollars,
  personalAssets: dollars,
  investmentAssets: dollars,
  investmentInterest: yearlyRate,
  otherIncome: dollars,
  otherIncomeFreq: frequency,
  livingExpenses: dollars,
  livingExpensesFreq: frequency,
  homeExpenses,
  travelEntertainmentExpenses: dollars,
  travelEntertainmentExpensesFreq: frequency,
  healthWellnessExpenses: dollars,
  healthWellnessExpensesFreq: frequency,
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
  applyNoWorseOffPrinciple: flag,
  clinicalCareSplit: fraction,
  independenceSplit: fraction,
  everydayLivingSplit: fraction,
  partnerClinicalCareSplit: fraction,
  partnerIndependenceSplit: fraction,
  partnerEverydayLivingSplit: fraction,
  meansCategory,
  partnerMeansCategory: meansCategory,
  assessedContributionRates: contributionRates,
  partnerAssessedContributionRates: contributionRates,
} satisfies Record<keyof CustomerRecord, Rule>;

export type CustomerFieldKey = keyof typeof RULES;

/** The customer fields a save may carry, in the record's order. */
export const CUSTOMER_FIELD_KEYS = Object.keys(RULES) as CustomerFieldKey[];

/** Whether `key` names a customer field a save may carry. */
export function isCustomerFieldKey(key: string): key is CustomerFieldKey {
  return Object.hasOwn(RULES, key);
}

/**
 * The message of the first rule `value` breaks as customer field `key` in a save ('At most 100 characters.',
 * 'Postcode has 4 digits', 'Invalid e-mail.', 'Must be 0 or more.', a date-of-birth message, …), or null when it is
 * valid. A key that is not a customer field answers null (nothing to check). Never throws.
 */
export function customerFieldProblem(key: string, value: unknown): string | null {
  return isCustomerFieldKey(key) ? RULES[key](value) : null;
}
