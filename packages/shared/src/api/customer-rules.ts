/**
 * The customer record's rules and figures as plain functions and constants, in a module without zod (customer.ts
 * re-exports them beside the record's schema): the report name, what a customised report still needs (spec §5),
 * yearly figures, the home-expense lines, Support at Home means categories and the care split. The customer's own
 * screens read these and must not load zod for that (issue 11's performance target on a phone).
 *
 * Units: money in dollars; rates and splits as fractions; dates ISO `YYYY-MM-DD`.
 */
import { CARE_LEVEL_LABEL_AMOUNTS } from '../constants.ts';
import { formatAud } from '../format.ts';
import { LINE_MAX } from '../value-limits.ts';
import type { CustomerRecord, HomeExpenseLine } from './customer.ts';
import { COPY_SUFFIX } from './form-texts.ts';

/** Relationship: 1 = single (the default); above 1 = couple. */
export const RELATIONSHIP = { single: 1, couple: 2 } as const;

/** Spec §3.4 fixed home-expense categories, in the spec's order. */
export const HOME_EXPENSE_CATEGORIES = [
  'Renovations',
  'Appliances',
  'Utilities',
  'Rates',
  'Insurances',
  'Garden/pool maintenance',
  'Other',
] as const;
/** uid of the single line used when home expenses are entered as one total (spec: one line only → 'all'). */
export const HOME_EXPENSE_ALL_UID = 'all';

/** The seven itemised lines of spec §3.4, all at $0; uids are slugs of the category names. */
export function itemisedHomeExpenseLines(): HomeExpenseLine[] {
  return HOME_EXPENSE_CATEGORIES.map((text) => ({
    uid: text.toLowerCase().replace(/[^a-z]+/g, '-'),
    text,
    value: 0,
  }));
}

/** The single 'all' line carrying a total in dollars per year. */
export function singleHomeExpenseLine(totalPerYear = 0): HomeExpenseLine[] {
  return [{ uid: HOME_EXPENSE_ALL_UID, text: 'All home expenses', value: totalPerYear }];
}

/** Spec §3.4: with one line only, home expenses are a single 'all' line (one total). */
export function isSingleHomeExpenseLine(lines: readonly HomeExpenseLine[]): boolean {
  return lines.length === 1;
}

/** Sum of home-expense lines, dollars per year. */
export function homeExpensesTotal(lines: readonly HomeExpenseLine[]): number {
  return lines.reduce((sum, line) => sum + (Number.isFinite(line.value) ? line.value : 0), 0);
}

/**
 * Support at Home means category: sets the participant contribution rates (health.gov.au participant
 * contributions). null on the record = the engine derives it each projection year from the Age Pension it works
 * out (packages/engine/src/comparison/projection.ts): no pension or under Age Pension age → self-funded, the
 * maximum rate → full pensioner, otherwise part pensioner.
 */
export const MEANS_CATEGORIES = ['full-pensioner', 'part-pensioner', 'cshc-holder', 'self-funded'] as const;
export type MeansCategory = (typeof MEANS_CATEGORIES)[number];
export const MEANS_CATEGORY_LABELS: Record<MeansCategory, string> = {
  'full-pensioner': 'Full pensioner',
  'part-pensioner': 'Part pensioner',
  'cshc-holder': 'Self-funded with a Commonwealth Seniors Health Card',
  'self-funded': 'Self-funded without a card',
};

/** Whether a `YYYY-MM-DD` text names a day that exists (month 1–12, the month's last day, leap years). */
export function isRealIsoDate(iso: string): boolean {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** A real ISO calendar date `YYYY-MM-DD` as the schema `IsoDate` takes it (customer.ts): ten characters, digits, a day that exists. */
export function isIsoDate(value: string): boolean {
  return value.length <= 10 && /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealIsoDate(value);
}

/** Spec §5 e-mail rule: empty allowed, otherwise must look like an address ('Invalid e-mail.'). */
export function isValidOptionalEmail(value: string): boolean {
  return value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** New forms' yearly home growth and investment earnings rates, fractions: the engine's documented defaults. */
export const DEFAULT_HOME_GROWTH_RATE = 0.03;
export const DEFAULT_INVESTMENT_EARNINGS_RATE = 0.04;
/** The Current Details screen's fields: the household's situation if it stays at home. */
export const CURRENT_DETAILS_FIELDS = [
  'propertyValue',
  'propertyGrowth',
  'sellingFees',
  'personalAssets',
  'investmentAssets',
  'investmentInterest',
  'otherIncome',
  'otherIncomeFreq',
  'livingExpenses',
  'livingExpensesFreq',
  'homeExpenses',
  'travelEntertainmentExpenses',
  'travelEntertainmentExpensesFreq',
  'healthWellnessExpenses',
  'healthWellnessExpensesFreq',
] as const satisfies readonly (keyof CustomerRecord)[];

export const isCouple = (c: Pick<CustomerRecord, 'relationship'>): boolean => c.relationship > 1;

/** Frequency conversion: an amount paid `frequency` times a year → dollars per year (0 = none → 0). */
export function annualAmount(amount: number, frequency: number): number {
  return frequency > 0 ? amount * frequency : 0;
}

/** The customer's periodic figures in dollars per year. */
export function annualCustomerFigures(c: CustomerRecord) {
  return {
    otherIncome: annualAmount(c.otherIncome, c.otherIncomeFreq),
    livingExpenses: annualAmount(c.livingExpenses, c.livingExpensesFreq),
    homeExpenses: homeExpensesTotal(c.homeExpenses),
    travelEntertainmentExpenses: annualAmount(
      c.travelEntertainmentExpenses,
      c.travelEntertainmentExpensesFreq,
    ),
    healthWellnessExpenses: annualAmount(c.healthWellnessExpenses, c.healthWellnessExpensesFreq),
  };
}

/**
 * Available funds, dollars: what selling the home would bring after its selling fees, plus investment assets
 * (spec §3.4 "propertyValue plus investmentAssets", net of selling fees as issue 14 asks and as the comparison's
 * "Funds available" is: the engine's net home-sale proceeds plus investments). No home value: investments only.
 */
export function availableFunds(
  c: Pick<CustomerRecord, 'propertyValue' | 'sellingFees' | 'investmentAssets'>,
): number {
  const netHomeSale = c.propertyValue > 0 ? c.propertyValue - c.sellingFees : 0;
  return netHomeSale + c.investmentAssets;
}

/** The label of `availableFunds` wherever it is shown: says what it is net of. */
export const AVAILABLE_FUNDS_LABEL = 'Available funds (home value less selling fees, plus investments)';

const joinName = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');

export const clientFullName = (c: Pick<CustomerRecord, 'firstName' | 'lastName'>): string =>
  joinName(c.firstName, c.lastName);
export const partnerFullName = (c: Pick<CustomerRecord, 'partnerFirstName' | 'partnerLastName'>): string =>
  joinName(c.partnerFirstName, c.partnerLastName);

/**
 * Report name (spec §3.4): the adviser's own `report` text when given; otherwise a single customer's full name;
 * a couple sharing a last name → 'First and PartnerFirst Last'; otherwise both full names joined by ' and '.
 */
export function reportName(
  c: Pick<
    CustomerRecord,
    'report' | 'relationship' | 'firstName' | 'lastName' | 'partnerFirstName' | 'partnerLastName'
  >,
): string {
  if (c.report.trim()) return c.report.trim();
  const client = clientFullName(c);
  if (!isCouple(c)) return client;
  const partner = partnerFullName(c);
  if (!partner) return client;
  if (!client) return partner;
  const last = c.lastName.trim();
  if (last && last.toLowerCase() === c.partnerLastName.trim().toLowerCase()) {
    return `${joinName(c.firstName)} and ${joinName(c.partnerFirstName)} ${last}`;
  }
  return `${client} and ${partner}`;
}

/**
 * The report name of a clone: the original's report name (spec §3.4 rules) and " (copy)", the original
 * shortened so the whole stays within the report field's LINE_MAX characters; "Report <id> (copy)" when the
 * original has no name yet.
 */
export function copyReportName(original: Parameters<typeof reportName>[0], originalFormId: number): string {
  const base = reportName(original) || `Report ${originalFormId}`;
  const room = LINE_MAX - COPY_SUFFIX.length;
  if (base.length <= room) return `${base}${COPY_SUFFIX}`;
  // The limit counts UTF-16 units (zod's length); cut whole code points so no surrogate pair is split.
  let cut = '';
  for (const ch of base) {
    if (cut.length + ch.length > room) break;
    cut += ch;
  }
  return `${cut.trimEnd()}${COPY_SUFFIX}`;
}

/**
 * Codes of the details a customised report needs (spec §5), in the spec's order: the CustomerRecord fields. The
 * engine names missing details with the same codes (`@rlc/engine` MISSING_DETAILS; a server test keeps them equal).
 */
export const CUSTOMISED_REPORT_DETAILS = [
  'firstName',
  'dob',
  'partnerFirstName',
  'partnerDob',
  'propertyValue',
  'personalAssets',
  'investmentAssets',
] as const satisfies readonly (keyof CustomerRecord)[];
export type CustomisedReportDetail = (typeof CUSTOMISED_REPORT_DETAILS)[number];

/** Spec §5 names of the details a customised report needs: the one wording of the missing-details notices. */
export const CUSTOMISED_REPORT_FIELD_NAMES: Readonly<Record<CustomisedReportDetail, string>> = {
  firstName: 'First Name',
  dob: 'Date of Birth',
  partnerFirstName: 'Partner First Name',
  partnerDob: 'Partner Date of Birth',
  propertyValue: 'Home Market Value (Net)',
  personalAssets: 'Personal Assets',
  investmentAssets: 'Investment Assets',
};

/**
 * What is missing for a customised report (spec §5), as codes in the spec's order; [] = customised report possible.
 * THE rule: money fields follow the spec's generic "Greater than 0" rule (0 counts as missing), dates must be real.
 * The server leaves the missing ones out of the engine's input, so the engine's simplified variant follows it.
 */
export function missingCustomisedReportDetailCodes(
  c: Pick<CustomerRecord, CustomisedReportDetail | 'relationship'>,
): CustomisedReportDetail[] {
  const validDate = (d: string | null) => d !== null && isIsoDate(d);
  const positive = (v: number) => Number.isFinite(v) && v > 0;
  const missing: CustomisedReportDetail[] = [];
  if (!c.firstName.trim()) missing.push('firstName');
  if (!validDate(c.dob)) missing.push('dob');
  if (isCouple(c)) {
    if (!c.partnerFirstName.trim()) missing.push('partnerFirstName');
    if (!validDate(c.partnerDob)) missing.push('partnerDob');
  }
  if (!positive(c.propertyValue)) missing.push('propertyValue');
  if (!positive(c.personalAssets)) missing.push('personalAssets');
  if (!positive(c.investmentAssets)) missing.push('investmentAssets');
  return missing;
}

/** Detail codes as the spec's names, e.g. ['firstName', 'dob'] → ['First Name', 'Date of Birth']. */
export function customisedReportDetailNames(codes: readonly CustomisedReportDetail[]): string[] {
  return codes.map((code) => CUSTOMISED_REPORT_FIELD_NAMES[code]);
}

/** The missing details (`missingCustomisedReportDetailCodes`) as the spec's names. */
export function missingCustomisedReportDetails(
  c: Pick<CustomerRecord, CustomisedReportDetail | 'relationship'>,
): string[] {
  return customisedReportDetailNames(missingCustomisedReportDetailCodes(c));
}

/** Spec §9 care levels 0–8 as labels: 'No' for 0, 'Level 1 (≈ $11,000 a year)' … (provider-quoted amounts). */
export function careLevelLabel(level: number): string {
  const amount = CARE_LEVEL_LABEL_AMOUNTS[level];
  if (!level || amount === undefined) return 'No';
  return `Level ${level} (≈ ${formatAud(amount, { whole: true })} a year)`;
}

/** Care service split (fractions): an error text unless the three shares sum to 100 % (to 0.01 %). */
export function careSplitError(
  clinical: number,
  independence: number,
  everydayLiving: number,
): string | null {
  const total = clinical + independence + everydayLiving;
  return Math.abs(total - 1) < 0.00005
    ? null
    : `The service split must add up to 100% (now ${(total * 100).toFixed(2)}%).`;
}

/**
 * The service split a person starts with when a Support at Home classification is chosen and no split is entered
 * yet ("a default split instead of three errors before typing"): clinical 30 %, independence 40 %,
 * everyday living 30 % of the budget.
 *
 * Why these shares: the split matters because the three service types are charged differently (participant
 * contributions: clinical care nothing, independence a middle rate, everyday living the highest, per the
 * Department of Health's Support at Home contribution rules, design §4.3), so the starting point should neither
 * favour the free type nor the dearest one. Independence services (personal care, respite, transport, assistive
 * technology) are what keep a person at home and are given the largest share; clinical care (nursing, allied
 * health) and everyday living (cleaning, meals, gardening) share the rest equally. It is a starting point, not a
 * statistic: the adviser replaces it with the customer's care plan, and the fields show it like any typed value.
 */
export const DEFAULT_CARE_SPLIT = { clinical: 0.3, independence: 0.4, everydayLiving: 0.3 } as const;
