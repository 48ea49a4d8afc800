/**
 * How year 1 of a scenario was worked out, as the screens and the PDF explain it (`ScenarioResult.explanation`):
 * the Age Pension working (maximum rate, income-test rate, assets-test rate, the binding test, Rent Assistance) and
 * each person's Support at Home working (means category, budget, price and contribution by service type). The
 * figures are the ones the projection used for year 1 — the same assessment, not a re-run — so they always
 * reproduce the year-1 row.
 *
 * Units, everywhere in this file: dollars; a name ending `PerFortnight` is per fortnight, `PerYear` per year,
 * anything else an amount (assets, free area); rates, splits and shares are fractions. Pension figures are the
 * household's (combined for a couple). When year 1 is indexed beyond the loaded rates (`YearRow.projected`), the
 * figures are indexed the same way as the row.
 */
import { toDollars } from '../money.ts';
import type { PensionCents, PensionRates } from '../rules/age-pension.ts';
import type { MeansTestWorking } from '../rules/support-at-home-means.ts';
import type { RateBasis, SupportAtHomeResult } from '../rules/support-at-home.ts';
import type { CareSettings } from './input.ts';
import type { Means, Relationship } from './rule-calls.ts';

type ByServiceType = { clinical: number; independence: number; everydayLiving: number };

/** The Age Pension and Rent Assistance of a scenario's year 1 (household; dollars). */
export interface AgePensionWorking {
  /** First day of year 1 (ISO): the rates in force that day are used. */
  asAt: string;
  relationship: Relationship;
  /** Homeowner for the assets test, as assessed (for a village: by the extra-allowable-amount test). */
  homeowner: boolean;
  /** Maximum household rate before the means tests, Rent Assistance included, dollars per fortnight. */
  maximumRatePerFortnight: number;
  incomeTest: {
    /** Deemed income of the investments at the start of the year, dollars per year. */
    deemedIncomePerYear: number;
    /** Other assessable income, dollars per year. */
    otherIncomePerYear: number;
    /** Deemed + other income, dollars per year. */
    assessableIncomePerYear: number;
    /** Income free area, dollars per year. */
    freeAreaPerYear: number;
    /** Household rate under the income test, dollars per fortnight. */
    ratePerFortnight: number;
  };
  assetsTest: {
    /** Investments at the start of the year + personal assets (+ a non-homeowner's village contribution), dollars. */
    assessableAssets: number;
    /** Assets free area for the household's homeowner status, dollars. */
    freeArea: number;
    /** Household rate under the assets test, dollars per fortnight. */
    ratePerFortnight: number;
  };
  /** The test giving the lower rate; 'neither' when both allow the maximum rate. */
  bindingTest: 'income' | 'assets' | 'neither';
  /** Household rate under the means tests (the lower test's rate, floors applied), dollars per fortnight. */
  ratePerFortnight: number;
  /** True when the household is paid the maximum rate (no means-test reduction): full pensioners. */
  fullRate: boolean;
  /** Share of the rate paid by Age Pension age: 1 both (or the single person) of age, 0.5 one partner, 0 none. */
  shareOfRatePaid: number;
  rentAssistance: {
    /** True when Rent Assistance is part of the maximum rate (rent above the threshold). */
    included: boolean;
    /** Fees counted as rent, dollars per fortnight (0 when none count). */
    rentPerFortnight: number;
    thresholdPerFortnight: number;
    maximumPerFortnight: number;
    /** Rent Assistance within the maximum rate, dollars per fortnight (75 c per dollar above the threshold). */
    inMaximumRatePerFortnight: number;
    /** Rent Assistance paid, dollars per year (the year-1 row's `rentAssistance`). */
    paidPerYear: number;
  };
  /** Age Pension paid, Rent Assistance excluded, dollars per year (the year-1 row's `agePension`). */
  agePensionPerYear: number;
}

/** One person's Support at Home contribution in year 1 (dollars per year). */
export interface CareWorking {
  /** Whose care: the customer ('person') or the partner. */
  person: 'person' | 'partner';
  /** Support at Home classification 1–8. */
  classification: number;
  /** The means category the contribution rates follow. */
  meansCategory: Means;
  /** 'entered' on the form, or 'derived' from the scenario's year-1 Age Pension (full / part / self-funded). */
  meansCategorySource: 'entered' | 'derived';
  noWorseOff: boolean;
  /** Classification budget plus any supplements, dollars per year (care management included). */
  budgetPerYear: number;
  /** Care management set aside (10 % of the classification budget), dollars per year. */
  careManagementPerYear: number;
  /** What is left for services, dollars per year. */
  servicesBudgetPerYear: number;
  /** Share of the services by service type, fractions summing to 1. */
  split: ByServiceType;
  /** Price of the services bought by service type (services budget × split), dollars per year. */
  servicePricePerYear: ByServiceType;
  /** Participant contribution rates, fractions of each service's price. */
  contributionRates: ByServiceType;
  /** Contribution by service type, dollars per year. */
  contributionByTypePerYear: ByServiceType;
  /** The participant contribution the rule gives, dollars per year (before the lifetime cap). */
  contributionPerYear: number;
  /** What is paid in year 1 after the lifetime cap, dollars per year. */
  paidPerYear: number;
  /** True when the rates are an estimate (no Services Australia letter; see rules/support-at-home.ts). */
  estimated: boolean;
  /**
   * Where the rates came from: 'letter' (Services Australia), 'published' (full pensioner / self-funded),
   * 'means-test' (the Schedule of Contributions' test, `meansTest` gives its working in the rates' dollars),
   * 'no-means' (maximum rates, means not assessed), 'no-worse-off' (grandfathered).
   */
  rateBasis?: RateBasis;
  meansTest?: MeansTestWorking;
}

/** Year 1 of one scenario explained; `agePension` is null in the simplified variant (nothing worked out). */
export interface YearOneExplanation {
  agePension: AgePensionWorking | null;
  /** One entry per person with a care classification (the customer first), empty in the simplified variant. */
  care: CareWorking[];
}

const r2 = (x: number): number => Math.round(x * 100) / 100;
/** Cents (deflated to the rates' year) → dollars of the projection year. */
const dollarsAt = (cents: number, f: number): number => r2(toDollars(cents) * f);

/** What the projection knows of year 1's assessment when it builds the pension working. */
export interface PensionYearOne {
  asAt: string;
  relationship: Relationship;
  homeowner: boolean;
  rates: PensionRates;
  /** The assessment (cents, deflated); read at once, the projection reuses the object. */
  assessment: Readonly<PensionCents>;
  /** Year 1's pension indexation factor. */
  factor: number;
  rentPerFortnight: number;
  otherIncomePerYear: number;
  shareOfRatePaid: number;
  agePensionPerYear: number;
  rentAssistancePerYear: number;
}

export function agePensionWorking(y: PensionYearOne): AgePensionWorking {
  const { assessment: a, rates, factor: f } = y;
  const atMaximum = (rate: number) => rate >= a.maxRate;
  return {
    asAt: y.asAt,
    relationship: y.relationship,
    homeowner: y.homeowner,
    maximumRatePerFortnight: dollarsAt(a.maxRate, f),
    incomeTest: {
      deemedIncomePerYear: dollarsAt(a.deemed, f),
      otherIncomePerYear: r2(y.otherIncomePerYear),
      assessableIncomePerYear: dollarsAt(a.assessableIncome, f),
      freeAreaPerYear: dollarsAt(rates.incomeFreeAreaAnnual, f),
      ratePerFortnight: dollarsAt(a.incomeRate, f),
    },
    assetsTest: {
      assessableAssets: dollarsAt(a.assessableAssets, f),
      freeArea: dollarsAt(rates.assetsFreeArea, f),
      ratePerFortnight: dollarsAt(a.assetsRate, f),
    },
    bindingTest:
      atMaximum(a.incomeRate) && atMaximum(a.assetsRate)
        ? 'neither'
        : a.incomeRate < a.assetsRate
          ? 'income'
          : 'assets',
    ratePerFortnight: dollarsAt(a.paid, f),
    fullRate: a.paid > 0 && atMaximum(a.paid),
    shareOfRatePaid: y.shareOfRatePaid,
    rentAssistance: {
      included: a.raCents > 0,
      rentPerFortnight: r2(y.rentPerFortnight),
      thresholdPerFortnight: dollarsAt(rates.raThreshold, f),
      maximumPerFortnight: dollarsAt(rates.raMaximum, f),
      inMaximumRatePerFortnight: dollarsAt(a.raCents, f),
      paidPerYear: r2(y.rentAssistancePerYear),
    },
    agePensionPerYear: r2(y.agePensionPerYear),
  };
}

/** The Support at Home rule's figures the care working needs (its result without the trace). */
export type CareRuleFigures = Pick<
  SupportAtHomeResult,
  'annualBudget' | 'servicesBudgetAnnual' | 'contributionRates' | 'byServiceType' | 'annualContribution'
> & { estimated: boolean; rateBasis?: RateBasis; meansTest?: MeansTestWorking };

/** One person's care working from the rule's figures at year 1's date, indexed by `factor`, and what was paid. */
export function careWorking(
  person: 'person' | 'partner',
  settings: CareSettings,
  means: Means,
  rule: CareRuleFigures,
  factor: number,
  paidPerYear: number,
): CareWorking {
  const split = settings.split ?? { clinical: 0, independence: 0, everydayLiving: 1 };
  const services = rule.servicesBudgetAnnual * factor;
  const byType = (pick: (k: keyof ByServiceType) => number): ByServiceType => ({
    clinical: r2(pick('clinical')),
    independence: r2(pick('independence')),
    everydayLiving: r2(pick('everydayLiving')),
  });
  return {
    person,
    classification: settings.classification,
    meansCategory: means,
    meansCategorySource: settings.means ? 'entered' : 'derived',
    noWorseOff: settings.noWorseOff,
    budgetPerYear: r2(rule.annualBudget * factor),
    careManagementPerYear: r2((rule.annualBudget - rule.servicesBudgetAnnual) * factor),
    servicesBudgetPerYear: r2(services),
    split: { ...split },
    servicePricePerYear: byType((k) => services * split[k]),
    contributionRates: { ...rule.contributionRates },
    contributionByTypePerYear: byType((k) => rule.byServiceType[k] * factor),
    contributionPerYear: r2(rule.annualContribution * factor),
    paidPerYear: r2(paidPerYear),
    estimated: rule.estimated,
    ...(rule.rateBasis ? { rateBasis: rule.rateBasis } : {}),
    ...(rule.meansTest ? { meansTest: { ...rule.meansTest } } : {}),
  };
}
