/**
 * The ongoing years of one scenario ("staying at home" or an option): fees, services, expenses and care
 * contributions out; Age Pension, Rent Assistance, investment income and other income in; the investments
 * carried forward with each year's net cash flow. Year y (1-based) starts on asAt + (y − 1) years and reads
 * the parameters in force that day (indexation.ts for years beyond the loaded rates).
 *
 * Modelling choices (documented in the README):
 * - cash flows are yearly, at the end of the year; investment income = max(0, investments at the start) × rate;
 *   a shortfall is carried as negative investments earning nothing;
 * - the Age Pension is assessed on the investments at the start of each year (deemed by the rule), personal
 *   assets (and an assessable village contribution) as other assets, and the customer's other income;
 * - each partner is paid only from the day they reach Age Pension age (parameter `au.dss.age_pension.pension_age`,
 *   in force at the year's start): in the year they reach it, for the share of the year's days from that date
 *   (pro rata), and the row says so (`pensionAgeReached`); a couple with one partner under age receives half the
 *   couple's combined rate; both partners are assumed to live throughout;
 * - the Support at Home contribution of each person is capped by the lifetime cap over the projection.
 */
import { addYears, yearsBetween } from '../iso-date.ts';
import { toCents, toDollars } from '../money.ts';
import { assessPensionCents, type PensionCents, type PensionRates } from '../rules/age-pension.ts';
import type { Trace } from '../trace.ts';
import type { ResolvedAssumptions } from './assumptions.ts';
import {
  agePensionWorking,
  careWorking,
  type CareRuleFigures,
  type CareWorking,
  type YearOneExplanation,
} from './explanation.ts';
import type { CareMeans } from '../rules/support-at-home-means.ts';
import type { CareSettings, Customer } from './input.ts';
import { MEANS_SLOT, type CareLookup, type Means, type RuleCalls } from './rule-calls.ts';

/** One projection year, dollars per year (nominal), plus the net cash flow's present value. */
export interface YearRow {
  year: number;
  /** First day of the year (ISO). */
  startDate: string;
  /** Recurrent charges / site fees / rent. */
  fees: number;
  additionalServices: number;
  livingExpenses: number;
  homeExpenses: number;
  travelEntertainmentExpenses: number;
  healthWellnessExpenses: number;
  careContributions: number;
  totalOutgoings: number;
  /** Age Pension paid (Rent Assistance excluded). */
  agePension: number;
  rentAssistance: number;
  investmentIncome: number;
  otherIncome: number;
  totalIncome: number;
  netCashFlow: number;
  netCashFlowPresentValue: number;
  investmentsStart: number;
  investmentsEnd: number;
  /** True when the year's pension / care figures are indexed beyond the last loaded rates. */
  projected: boolean;
  /** True when a care contribution estimate (part pensioner / card holder without letter rates) is used. */
  careEstimated: boolean;
  /**
   * Who reaches Age Pension age during this year (customised comparisons only; absent when nobody does): the date,
   * from which the Age Pension is paid, and the share of the year's days from it (the pro-rata part paid).
   */
  pensionAgeReached?: PensionAgeReached[];
}

/** A person reaching Age Pension age in a projection year. */
export interface PensionAgeReached {
  /** `person` (the customer) or `partner`. */
  who: 'person' | 'partner';
  /** The day they reach Age Pension age (ISO). */
  date: string;
  /** Share of the year's days from `date` to the year's end, 0–1 (1 when it is the year's first day). */
  shareOfYear: number;
}

/** Year-1 yearly amounts of a scenario and how it is assessed. */
export interface ScenarioFlows {
  feesAnnual: number;
  /** True when the fees count as rent for Rent Assistance (non-homeowner village, rental, land-lease, renting). */
  feesAreRent: boolean;
  servicesAnnual: number;
  livingAnnual: number;
  homeAnnual: number;
  travelAnnual: number;
  healthAnnual: number;
  startInvestments: number;
  /** Homeowner for the assets test (already decided, e.g. by the extra-allowable-amount test). */
  homeowner: boolean;
  /** A village contribution assessable but not deemed (non-homeowner resident), dollars. */
  assessableContribution: number;
}

export interface ProjectionContext {
  asAt: string;
  years: number;
  customer: Customer;
  assumptions: ResolvedAssumptions;
  simplified: boolean;
  rules: RuleCalls;
  trace: Trace;
  /** Per year (index y − 1): indexation of pension amounts and whether the year is projected. */
  pensionIndex: readonly { factor: number; projected: boolean }[];
  careIndex: readonly { factor: number; projected: boolean }[];
  /** Per year: its first day (asAt + y − 1 years). */
  yearDates: readonly string[];
  /**
   * Per year: the share of the year (0–1, by days) each person (person, partner) is of Age Pension age (filled in
   * by `householdYears`): 0 before, 1 after, the pro-rata part in the year they reach it.
   */
  eligible: readonly number[][];
  /** Per year: who reaches Age Pension age in it (`householdYears`); empty lists for the other years. */
  pensionAgeReached: readonly PensionAgeReached[][];
  /** Per year: the growth factors every scenario applies (`growthFactors`). */
  growth: readonly GrowthFactors[];
  /** Per-comparison memo of care results (`careMemo`), shared by the scenarios. */
  memo: CareMemo;
  /** Per year and homeowner status (index 2(y − 1) + homeowner): the pension rates, resolved once per comparison. */
  pensionRates: (PensionRates | undefined)[];
}

/** Year y's growth since year 1 of fees, expenses and other income, and its discount factor (1 + rate)^y. */
export interface GrowthFactors {
  fees: number;
  expenses: number;
  otherIncome: number;
  discount: number;
}

/** The growth factors of each year, computed once per comparison (the same for every scenario). */
export function growthFactors(a: ResolvedAssumptions, years: number): GrowthFactors[] {
  const out: GrowthFactors[] = [];
  for (let y = 1; y <= years; y++) {
    out.push({
      fees: Math.pow(1 + a.feeIndexation, y - 1),
      expenses: Math.pow(1 + a.expenseIndexation, y - 1),
      otherIncome: Math.pow(1 + a.otherIncomeIndexation, y - 1),
      discount: Math.pow(1 + a.discountRate, y),
    });
  }
  return out;
}

/**
 * One comparison's care figures per person, year and means category, in flat slots (no string keys in the hot
 * loop), and each person's look-up into the rule's memo across comparisons (bound once, by their settings).
 */
export interface CareMemo {
  slots: (CareYear | undefined)[];
  lookups: (CareLookup | undefined)[];
}

/** An empty care memo for `customer`'s household. */
export function careMemo(customer: Customer, rules: RuleCalls): CareMemo {
  return {
    slots: [],
    lookups: people(customer).map((p) =>
      p.care ? rules.careFor(p.care, JSON.stringify(p.care)) : undefined,
    ),
  };
}

/**
 * The day someone born on `dob` turns `age` (years; a half year such as 66½ counts 6 months): their birthday that
 * year, 29 February → 1 March in a common year (the day `ageOn` counts the year as completed); a day of the month
 * the target month lacks → the 1st of the next month, for the same reason.
 */
export function birthdayAt(dob: string, age: number): string {
  const totalMonths = Math.round(age * 12);
  const monthIndex = Number(dob.slice(5, 7)) - 1 + (totalMonths % 12);
  const year = Number(dob.slice(0, 4)) + Math.floor(totalMonths / 12) + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const day = Number(dob.slice(8, 10));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const iso = (y: number, m: number, d: number) =>
    `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  if (day <= daysInMonth) return iso(year, month, day);
  return month === 12 ? iso(year + 1, 1, 1) : iso(year, month + 1, 1);
}

/**
 * Dates of each projection year and the share of each year each person is of Age Pension age (read once per
 * comparison). Year y runs from its start date to the next year's; someone reaching the age inside it counts for
 * the days from that date: the Age Pension is payable from the day the age is reached (a claim may be lodged
 * up to 13 weeks before; rates.md §1.2), not from the next projection year.
 */
export function householdYears(
  asAt: string,
  years: number,
  customer: Customer,
  rules: RuleCalls,
  trace: Trace,
  simplified: boolean,
): { yearDates: string[]; eligible: number[][]; pensionAgeReached: PensionAgeReached[][] } {
  const household = people(customer);
  const yearDates: string[] = [];
  const eligible: number[][] = [];
  const pensionAgeReached: PensionAgeReached[][] = [];
  for (let y = 1; y <= years; y++) {
    const date = addYears(asAt, y - 1);
    yearDates.push(date);
    const reached: PensionAgeReached[] = [];
    pensionAgeReached.push(reached);
    if (simplified) {
      eligible.push(household.map(() => 0));
      continue;
    }
    const end = addYears(asAt, y);
    const pAge = rules.pensionAge(date);
    trace.merge(pAge.trace);
    eligible.push(
      household.map((p, i) => {
        if (p.dob === undefined) return 0;
        const from = birthdayAt(p.dob, pAge.age);
        if (from >= end) return 0;
        if (from < date) return 1;
        const shareOfYear = yearsBetween(from, end) / yearsBetween(date, end);
        reached.push({ who: i === 0 ? 'person' : 'partner', date: from, shareOfYear });
        return shareOfYear;
      }),
    );
  }
  return { yearDates, eligible, pensionAgeReached };
}

const r2 = (x: number): number => Math.round(x * 100) / 100;

/** The people of the household with their care settings and dates of birth. */
function people(customer: Customer): { dob: string | undefined; care: CareSettings | undefined }[] {
  const list = [{ dob: customer.person.dob, care: customer.person.care }];
  if (customer.relationship === 'couple')
    list.push({ dob: customer.partner?.dob, care: customer.partner?.care });
  return list;
}

/**
 * The household's share of the rate paid in a year: each person's share of the year of pension age; a couple's
 * rate is half each's (one partner under age for the whole year: half).
 */
function payShare(customer: Customer, eligible: readonly number[]): number {
  let sum = 0;
  for (const e of eligible) sum += e;
  return customer.relationship === 'couple' ? sum / 2 : sum;
}

/** Means category for care from the year's pension when the customer did not give one. */
function derivedMeans(
  pensionNoRa: number,
  perFortnight: number,
  maxRatePerFortnight: number,
  eligible: boolean,
): Means {
  if (!eligible || pensionNoRa <= 0) return 'self-funded';
  // Full pensioner: paid the whole maximum rate (Rent Assistance included), i.e. no means-test reduction.
  return perFortnight >= maxRatePerFortnight ? 'full-pensioner' : 'part-pensioner';
}

/** One person's care in a year: contribution due and lifetime cap (indexed dollars), and the rule's figures. */
interface CareYear {
  due: number;
  cap: number;
  estimated: boolean;
  figures: CareRuleFigures;
  /** The year's care indexation factor (the figures are at the rates' date). */
  factor: number;
}

/** The year's care figures of person `i` (indexed), from the comparison's memo or the rule. */
function careFigures(
  ctx: ProjectionContext,
  i: number,
  y: number,
  settings: CareSettings,
  means: Means,
  careMeans: CareMeans,
): CareYear {
  // Part pensioners' and card holders' rates follow the scenario-year's means: not shared across scenarios.
  const byMeans = (means === 'part-pensioner' || means === 'cshc-holder') && !settings.contributionRates;
  const slot = ((i * ctx.years + (y - 1)) << 2) + MEANS_SLOT[means];
  const hit = byMeans ? undefined : ctx.memo.slots[slot];
  if (hit) return hit;
  const startDate = ctx.yearDates[y - 1] ?? addYears(ctx.asAt, y - 1);
  const ci = ctx.careIndex[y - 1] ?? NOT_INDEXED;
  const lookup = ctx.memo.lookups[i] ?? ctx.rules.careFor(settings, JSON.stringify(settings));
  const result = byMeans ? lookup(startDate, means, careMeans) : lookup(startDate, means);
  ctx.trace.mergeShared(result.trace);
  ctx.trace.add(result.capEntry);
  const c: CareYear = {
    due: result.annualContribution * ci.factor,
    cap: result.lifetimeCap * ci.factor,
    estimated: result.estimated,
    figures: result.figures,
    factor: ci.factor,
  };
  if (!byMeans) ctx.memo.slots[slot] = c;
  return c;
}

const NOT_INDEXED = { factor: 1, projected: false } as const;

/** The year's Age Pension and Rent Assistance of a scenario, dollars a year (indexed back by `f`), and the rates. */
interface YearPension {
  agePension: number;
  rentAssistance: number;
  /** Household rate paid and maximum rate, dollars a fortnight (deflated), for the care means category. */
  perFortnight: number;
  maxRatePerFortnight: number;
  /** What year 1's explanation reads (the assessment itself is in `scratch` until the next call). */
  rates: PensionRates;
  factor: number;
  share: number;
  rentPerFortnight: number;
}

/**
 * One scenario-year's assessment: the rule's arithmetic (`assessPensionCents`) on the date's memoised rates, with
 * the dollar inputs deflated by the year's indexation factor `f` and the results inflated by it (indexation.ts).
 * The rates' trace entries are one shared list per date and status, merged once (Trace.mergeShared).
 */
function yearPension(
  ctx: ProjectionContext,
  flows: ScenarioFlows,
  y: number,
  investments: number,
  otherIncome: number,
  fees: number,
): YearPension {
  const { customer } = ctx;
  const startDate = ctx.yearDates[y - 1] ?? addYears(ctx.asAt, y - 1);
  const f = (ctx.pensionIndex[y - 1] ?? NOT_INDEXED).factor;
  const slot = 2 * (y - 1) + (flows.homeowner ? 1 : 0);
  const rates = (ctx.pensionRates[slot] ??= ctx.rules.pensionRates(
    startDate,
    customer.relationship,
    flows.homeowner,
  ));
  const rentPerFortnight = flows.feesAreRent ? fees / 26 : 0;
  const a = assessPensionCents(
    rates,
    customer.relationship,
    toCents(Math.max(0, investments) / f),
    toCents(((customer.personalAssets ?? 0) + flows.assessableContribution) / f),
    toCents(otherIncome / f),
    toCents(rentPerFortnight / f),
    scratch,
  );
  ctx.trace.mergeShared(rates.entries);
  const perFortnight = toDollars(a.paid);
  const share = payShare(customer, ctx.eligible[y - 1] ?? []);
  // Rent Assistance is part of the maximum rate; when the means tests cut the rate below it, what is paid
  // is shown as Rent Assistance first (the split is presentational: the total is the rule's figure).
  const raPaid = Math.min(toDollars(a.raCents), perFortnight);
  return {
    agePension: (perFortnight - raPaid) * f * 26 * share,
    rentAssistance: raPaid * f * 26 * share,
    perFortnight,
    maxRatePerFortnight: toDollars(a.maxRate),
    rates,
    factor: f,
    share,
    rentPerFortnight,
  };
}

/** Reused for every assessment (read at once, never kept): the hot loop allocates no result object. */
const scratch: PensionCents = {
  paid: 0,
  incomeRate: 0,
  assetsRate: 0,
  maxRate: 0,
  raCents: 0,
  deemed: 0,
  assessableIncome: 0,
  assessableAssets: 0,
};

/** One scenario's yearly rows and how year 1 was worked out. */
export interface ScenarioProjection {
  rows: YearRow[];
  explanation: YearOneExplanation;
}

/** Projects one scenario over `ctx.years` years. */
export function projectScenario(ctx: ProjectionContext, flows: ScenarioFlows): ScenarioProjection {
  const { customer, assumptions: a } = ctx;
  const household = people(customer);
  const careUsed = household.map(() => 0);
  const capReached = household.map(() => false);
  const rows: YearRow[] = [];
  const explanation: YearOneExplanation = { agePension: null, care: [] };
  let investments = flows.startInvestments;
  for (let y = 1; y <= ctx.years; y++) {
    const startDate = ctx.yearDates[y - 1] ?? addYears(ctx.asAt, y - 1);
    const growth = ctx.growth[y - 1] ?? growthFactors(a, y)[y - 1]!;
    const feeF = growth.fees;
    const expF = growth.expenses;
    const fees = flows.feesAnnual * feeF;
    const services = flows.servicesAnnual * feeF;
    const living = flows.livingAnnual * expF;
    const home = flows.homeAnnual * expF;
    const travel = flows.travelAnnual * expF;
    const health = flows.healthAnnual * expF;
    const otherIncome = customer.otherIncome * growth.otherIncome;
    const investmentIncome = Math.max(0, investments) * a.investmentEarningsRate;

    let agePension = 0;
    let rentAssistance = 0;
    let care = 0;
    let projected = false;
    let careEstimated = false;
    if (!ctx.simplified) {
      projected = (ctx.pensionIndex[y - 1] ?? NOT_INDEXED).projected;
      const pension = yearPension(ctx, flows, y, investments, otherIncome, fees);
      agePension = pension.agePension;
      rentAssistance = pension.rentAssistance;
      if (y === 1)
        explanation.agePension = agePensionWorking({
          asAt: startDate,
          relationship: customer.relationship,
          homeowner: flows.homeowner,
          rates: pension.rates,
          assessment: scratch,
          factor: pension.factor,
          rentPerFortnight: pension.rentPerFortnight,
          otherIncomePerYear: otherIncome,
          shareOfRatePaid: pension.share,
          agePensionPerYear: agePension,
          rentAssistancePerYear: rentAssistance,
        });

      const eligible = ctx.eligible[y - 1] ?? [];
      // The year's assessable means at the rates' date (deflated like the pension assessment), for the care
      // means test; read from `scratch` before anything else reassesses.
      const careMeans: CareMeans = {
        relationship: customer.relationship,
        homeowner: flows.homeowner,
        assessableIncomeAnnual: toDollars(scratch.assessableIncome),
        assessableAssets: toDollars(scratch.assessableAssets),
      };
      const careProjected = (ctx.careIndex[y - 1] ?? NOT_INDEXED).projected;
      for (let i = 0; i < household.length; i++) {
        const settings = household[i]?.care;
        if (!settings || settings.classification === 0) continue;
        const means =
          settings.means ??
          derivedMeans(agePension, pension.perFortnight, pension.maxRatePerFortnight, (eligible[i] ?? 0) > 0);
        const c = careFigures(ctx, i, y, settings, means, careMeans);
        // Once the lifetime cap is reached no further contributions are paid, even as the cap is indexed.
        const remaining = capReached[i] ? 0 : Math.max(0, c.cap - (careUsed[i] ?? 0));
        const due = Math.min(c.due, remaining);
        if (y === 1) explanation.care.push(careYearOne(i, settings, means, c, due));
        if (due >= remaining) capReached[i] = true;
        careUsed[i] = (careUsed[i] ?? 0) + due;
        care += due;
        careEstimated ||= c.estimated;
        projected ||= careProjected;
      }
    }

    const reached = ctx.pensionAgeReached[y - 1];
    const totalOutgoings = fees + services + living + home + travel + health + care;
    const totalIncome = agePension + rentAssistance + investmentIncome + otherIncome;
    const net = totalIncome - totalOutgoings;
    const start = investments;
    investments += net;
    rows.push({
      year: y,
      startDate,
      fees: r2(fees),
      additionalServices: r2(services),
      livingExpenses: r2(living),
      homeExpenses: r2(home),
      travelEntertainmentExpenses: r2(travel),
      healthWellnessExpenses: r2(health),
      careContributions: r2(care),
      totalOutgoings: r2(totalOutgoings),
      agePension: r2(agePension),
      rentAssistance: r2(rentAssistance),
      investmentIncome: r2(investmentIncome),
      otherIncome: r2(otherIncome),
      totalIncome: r2(totalIncome),
      netCashFlow: r2(net),
      netCashFlowPresentValue: r2(net / growth.discount),
      investmentsStart: r2(start),
      investmentsEnd: r2(investments),
      projected,
      careEstimated,
      ...(reached && reached.length > 0 ? { pensionAgeReached: reached.map((r) => ({ ...r })) } : {}),
    });
  }
  return { rows, explanation };
}

/** Person `i`'s year-1 care working (`i` 0 = the customer, 1 = the partner). */
function careYearOne(
  i: number,
  settings: CareSettings,
  means: Means,
  c: CareYear,
  paid: number,
): CareWorking {
  return careWorking(i === 0 ? 'person' : 'partner', settings, means, c.figures, c.factor, paid);
}
