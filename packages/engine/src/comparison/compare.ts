/**
 * `compare(form, params)`: staying at home versus up to three retirement-village / land-lease options
 * (design §4.5). Input: `CompareInput` (input.ts; example `examples/compare.json`). Output: `Comparison` below,
 * dollars rounded to cents, nominal and present value. Throws `EngineError('INVALID_INPUT')` for an invalid form
 * and `ParameterNotInForceError` when a year has no parameters in force.
 */
import { EngineError, ParameterNotInForceError } from '../errors.ts';
import { ENGINE_VERSION } from '../version.ts';
import { defaultParameters } from '../parameters/index.ts';
import type { ParameterSet } from '../parameters/set.ts';
import { parseInput } from '../parse-input.ts';
import { residentSells, type ExitContractTerms, type Tenure } from '../rules/exit-entitlement.ts';
import { Trace, type TraceEntry } from '../trace.ts';
import { resolveAssumptions, type ResolvedAssumptions } from './assumptions.ts';
import { missingCustomerDetails, type MissingDetail } from './customer-details.ts';
import type { YearOneExplanation } from './explanation.ts';
import { optionIngoing, stayIngoing, type Ingoing } from './ingoing.ts';
import {
  CompareInput,
  type CompareOption,
  type ExpenseGroups,
  type ExpenseLine,
  type ParsedCompareInput,
} from './input.ts';
import { indexationFactor, newestEffectiveDate } from './indexation.ts';
import {
  estateAt,
  homeEquity,
  optionOutgoing,
  payoutMonths,
  type EstateHorizon,
  type OutgoingHorizon,
} from './outgoing.ts';
import {
  careMemo,
  growthFactors,
  householdYears,
  projectScenario,
  type ProjectionContext,
  type ScenarioFlows,
  type YearRow,
} from './projection.ts';
import { ruleCallsFor } from './rules-adapter.ts';

/** Exit-entitlement horizons, years: retirement villages 1/2/5/10, land-lease 1/2/5/10/15 (spec). */
export const RV_HORIZONS: readonly number[] = [1, 2, 5, 10];
export const LLC_HORIZONS: readonly number[] = [1, 2, 5, 10, 15];

export interface ScenarioResult {
  /** `stay` for staying at home, else the option's id. */
  id: string;
  name: string;
  kind: 'stay' | 'rv' | 'llc';
  tenure: Tenure | 'home';
  /** Homeowner for the Age Pension assets test as assessed (null in the simplified variant for village contracts). */
  homeowner: boolean | null;
  /** True when the fees of this scenario count as rent for Rent Assistance. */
  feesCountAsRent: boolean;
  ingoing: Ingoing;
  ongoing: YearRow[];
  /** Exit entitlements at the horizons (options only; empty for staying at home). */
  outgoing: OutgoingHorizon[];
  /** Estate position at the horizons (the same years as `outgoing`; staying at home: the longest list). */
  estate: EstateHorizon[];
  /** Estate position at the end of every projection year 1…projectionYears (charts "estate by year"). */
  estateByYear: EstateHorizon[];
  /** How year 1 was worked out: Age Pension, Rent Assistance and care (explanation.ts; engine 0.3.0 on). */
  explanation: YearOneExplanation;
}

export interface Comparison {
  engineVersion: string;
  asAt: string;
  /** True when customer details were missing: no Age Pension, no care contributions. */
  simplified: boolean;
  /** Codes of the missing details, in the spec's order (empty for a customised comparison). */
  missingDetails: MissingDetail[];
  projectionYears: number;
  /** True when some year's figures are indexed beyond the last loaded rates. */
  projected: boolean;
  assumptions: ResolvedAssumptions;
  /** `stay` first, then each option in input order. */
  scenarios: ScenarioResult[];
  /** Every parameter read, with its effective date, status and source. */
  trace: TraceEntry[];
}

const annual = (a: { amount: number; frequency: number } | undefined): number =>
  a ? a.amount * a.frequency : 0;
const sumLines = (lines: readonly ExpenseLine[] | undefined): number =>
  (lines ?? []).reduce((s, l) => s + l.amount * l.frequency, 0);

function expensesOf(groups: ExpenseGroups, fallback: ExpenseGroups) {
  return {
    livingAnnual: annual(groups.living ?? fallback.living),
    travelAnnual: annual(groups.travelEntertainment ?? fallback.travelEntertainment),
    healthAnnual: annual(groups.healthWellness ?? fallback.healthWellness),
    homeAnnual: sumLines(groups.homeExpenses),
  };
}

/** The option's exit-entitlement terms: its contract (a superset of `ExitContractTerms`) under its tenure. */
const exitTerms = (option: CompareOption): ExitContractTerms => ({
  ...option.contract,
  tenure: option.tenure,
});

function stayScenario(
  ctx: ProjectionContext,
  input: ParsedCompareInput,
  horizons: readonly number[],
): ScenarioResult {
  const { customer, currentSituation } = input;
  const homeowner = currentSituation.homeowner;
  const ingoing = stayIngoing(customer);
  const feesAnnual = homeowner ? 0 : annual(currentSituation.rent);
  const flows: ScenarioFlows = {
    feesAnnual,
    feesAreRent: !homeowner && feesAnnual > 0,
    servicesAnnual: 0,
    ...expensesOf(customer.expenses, customer.expenses),
    homeAnnual: sumLines(customer.expenses.homeExpenses),
    startInvestments: ingoing.fundsLeftToInvest,
    homeowner,
    assessableContribution: 0,
  };
  const { rows: ongoing, explanation } = projectScenario(ctx, flows);
  return {
    id: 'stay',
    name: 'Staying at home',
    kind: 'stay',
    tenure: 'home',
    homeowner,
    feesCountAsRent: flows.feesAreRent,
    ingoing,
    ongoing,
    outgoing: [],
    estate: horizons.map(estateIn),
    estateByYear: ongoing.map((_, i) => estateIn(i + 1)),
    explanation,
  };
  function estateIn(years: number) {
    const { homeGrowthRate, discountRate } = ctx.assumptions;
    const equity = homeowner
      ? homeEquity(customer.propertyValue ?? 0, customer.sellingFees, homeGrowthRate, years)
      : 0;
    return estateAt(years, equity, 0, ongoing, discountRate);
  }
}

/**
 * The extra-allowable-amount test of `option` (the one at `index`) with its contribution paid on `paidOn`. A date
 * the loaded rates do not cover (e.g. a purchase in a year whose amount is not loaded) is the option's input issue,
 * named at `contract.entryContributionPaidOn`, rather than a failure of the whole comparison's rates.
 */
function eaaTest(ctx: ProjectionContext, option: CompareOption, asAt: string, paidOn: string, index: number) {
  try {
    return ctx.rules.pension({
      asAt,
      relationship: ctx.customer.relationship,
      homeowner: false,
      financialAssets: 0,
      otherAssets: 0,
      otherIncomeAnnual: 0,
      rentPerFortnight: 0,
      retirementVillage: { entryContribution: option.contract.entryPrice, paidOn },
    });
  } catch (err) {
    if (!(err instanceof ParameterNotInForceError) || paidOn === asAt) throw err;
    const message = `No extra allowable amount is loaded for ${paidOn}, the date the entry contribution was paid`;
    throw new EngineError('INVALID_INPUT', message, [
      { path: `options.${index}.contract.entryContributionPaidOn`, message },
    ]);
  }
}

/** Homeowner status of a village resident (design §4.1) and the contribution counted as an asset. */
function assessTenure(
  ctx: ProjectionContext,
  option: CompareOption,
  asAt: string,
  index: number,
): { homeowner: boolean | null; assessableContribution: number } {
  switch (option.tenure) {
    case 'strata':
    case 'land-lease':
      return { homeowner: true, assessableContribution: 0 };
    case 'rental':
      return { homeowner: false, assessableContribution: 0 };
    default: {
      if (ctx.simplified) return { homeowner: null, assessableContribution: 0 };
      // The extra-allowable-amount test decides, at the date the contribution is paid (age-pension rule).
      const paidOn = option.contract.entryContributionPaidOn ?? asAt;
      const answer = eaaTest(ctx, option, asAt, paidOn, index);
      ctx.trace.merge(answer.trace);
      return {
        homeowner: answer.homeowner,
        assessableContribution: answer.homeowner ? 0 : option.contract.entryPrice,
      };
    }
  }
}

function optionScenario(
  ctx: ProjectionContext,
  input: ParsedCompareInput,
  option: CompareOption,
  index: number,
): ScenarioResult {
  const { customer } = input;
  const ingoing = optionIngoing(customer, input.currentSituation.homeowner, option);
  const status = assessTenure(ctx, option, input.asAt, index);
  const feesAreRent =
    option.tenure === 'land-lease' ||
    option.tenure === 'rental' ||
    (!residentSells(option.tenure) && status.homeowner === false);
  const flows: ScenarioFlows = {
    feesAnnual: sumLines(option.fees.recurrent),
    feesAreRent,
    servicesAnnual: sumLines(option.fees.additionalServices),
    ...expensesOf(option.expenses, customer.expenses),
    startInvestments: ingoing.fundsLeftToInvest,
    homeowner: status.homeowner ?? true,
    assessableContribution: status.assessableContribution,
  };
  const { rows: ongoing, explanation } = projectScenario(ctx, flows);
  const horizons = option.rvOrLlc === 'llc' ? LLC_HORIZONS : RV_HORIZONS;
  const terms = exitTerms(option);
  const months = payoutMonths(
    terms,
    option.contract.repaymentTimeframeMonths,
    ctx.assumptions.expectedSaleMonths,
  );
  // Every projection year once; the horizons are picked from it.
  const yearly = optionOutgoing(
    terms,
    ongoing.map((_, i) => i + 1),
    months,
    ctx.assumptions.discountRate,
  );
  const outgoing = yearly.filter((o) => horizons.includes(o.years));
  const estateOf = (o: OutgoingHorizon) =>
    estateAt(o.years, o.exitEntitlement, months, ongoing, ctx.assumptions.discountRate);
  return {
    id: option.id,
    name: option.name,
    kind: option.rvOrLlc,
    tenure: option.tenure,
    homeowner: status.homeowner,
    feesCountAsRent: feesAreRent,
    ingoing,
    ongoing,
    outgoing,
    estate: outgoing.map(estateOf),
    estateByYear: yearly.map(estateOf),
    explanation,
  };
}

/** Compares staying at home with each option. See the module comment for the shapes. */
export function compare(form: unknown, params: ParameterSet = defaultParameters): Comparison {
  const input = parseInput(CompareInput, form, 'compare');
  const missingDetails = missingCustomerDetails(input.customer);
  const simplified = missingDetails.length > 0;
  const assumptions = resolveAssumptions(input);
  const projectionYears = input.options.some((o) => o.rvOrLlc === 'llc') ? 15 : 10;
  const pensionNewest = newestEffectiveDate(params, 'au.dss.');
  const careNewest = newestEffectiveDate(params, 'au.health.support_at_home.');
  const trace = new Trace();
  const rules = ruleCallsFor(params);
  const household = householdYears(input.asAt, projectionYears, input.customer, rules, trace, simplified);
  const pensionIndex = household.yearDates.map((date) =>
    indexationFactor(date, input.asAt, pensionNewest, assumptions.pensionIndexation),
  );
  const careIndex = household.yearDates.map((date) =>
    indexationFactor(date, input.asAt, careNewest, assumptions.pensionIndexation),
  );
  const ctx: ProjectionContext = {
    asAt: input.asAt,
    years: projectionYears,
    customer: input.customer,
    assumptions,
    simplified,
    rules,
    trace,
    pensionIndex,
    careIndex,
    yearDates: household.yearDates,
    eligible: household.eligible,
    pensionAgeReached: household.pensionAgeReached,
    growth: growthFactors(assumptions, projectionYears),
    memo: careMemo(input.customer, rules),
    pensionRates: [],
  };
  const stayHorizons = LLC_HORIZONS.filter((h) => h <= projectionYears);
  const scenarios = [
    stayScenario(ctx, input, stayHorizons),
    ...input.options.map((o, i) => optionScenario(ctx, input, o, i)),
  ];
  return {
    engineVersion: ENGINE_VERSION,
    asAt: input.asAt,
    simplified,
    missingDetails,
    projectionYears,
    projected: scenarios.some((s) => s.ongoing.some((r) => r.projected)),
    assumptions,
    scenarios,
    trace: trace.list(),
  };
}
