/**
 * The comparison's view of the benefit rules: the shapes it sends and reads. Kept narrow so the projection
 * does not depend on every field of the rule results (and so tests can see exactly what is used).
 */
import type { PensionRates } from '../rules/age-pension.ts';
import type { CareMeans } from '../rules/support-at-home-means.ts';
import type { TraceEntry } from '../trace.ts';
import type { CareRuleFigures } from './explanation.ts';
import type { CareSettings } from './input.ts';

export type Relationship = 'single' | 'couple';
export type Means = 'full-pensioner' | 'part-pensioner' | 'cshc-holder' | 'self-funded';

/** A small index per means category, for memo slots in arrays instead of string keys. */
export const MEANS_SLOT: Readonly<Record<Means, number>> = {
  'full-pensioner': 0,
  'part-pensioner': 1,
  'cshc-holder': 2,
  'self-funded': 3,
};

/** One Age Pension assessment (dollars; per fortnight unless named annual). */
export interface PensionQuery {
  asAt: string;
  relationship: Relationship;
  homeowner: boolean;
  financialAssets: number;
  otherAssets: number;
  otherIncomeAnnual: number;
  rentPerFortnight: number;
  retirementVillage?: { entryContribution: number; paidOn: string };
}

export interface PensionAnswer {
  /** Household total per fortnight, Rent Assistance included. */
  perFortnight: number;
  rentAssistancePerFortnight: number;
  /** Homeowner status as assessed (the extra-allowable-amount test when a village contribution is given). */
  homeowner: boolean;
  /** Maximum household rate per fortnight before the means tests (Rent Assistance included). */
  maxRatePerFortnight: number;
  trace: readonly TraceEntry[];
}

/** One person's Support at Home contribution for a year (dollars per year) and the lifetime cap in force. */
export interface CareAnswer {
  annualContribution: number;
  estimated: boolean;
  /** The contribution's trace (a shared list, never mutated). */
  trace: readonly TraceEntry[];
  /** Lifetime cap on contributions in force at the date, dollars (noWorseOff: its own cap). */
  lifetimeCap: number;
  capEntry: TraceEntry;
  /** The rule's budget, prices and rates behind `annualContribution` (the year-1 explanation reads them). */
  figures: CareRuleFigures;
}

/**
 * One person's care figures by date and means category (see `RuleCalls.careFor`); `careMeans` (the year's
 * assessable means) sets a part pensioner's or card holder's rates by the means test (not memoised).
 */
export type CareLookup = (asAt: string, means: Means, careMeans?: CareMeans) => CareAnswer;

export interface RuleCalls {
  /** One full assessment, with its trace (the extra-allowable-amount test of a village option). */
  pension(query: PensionQuery): PensionAnswer;
  /**
   * The Age Pension and Rent Assistance rates in force at `asAt` (memoised per parameter set), for the projection's
   * lean per-year assessment (`assessPensionCents`); `entries` cite them.
   */
  pensionRates(asAt: string, relationship: Relationship, homeowner: boolean): PensionRates;
  /**
   * The care figures of one person's `settings`, looked up by date and means category. `settingsKey` identifies
   * the settings (e.g. their JSON) for memoisation across scenarios and comparisons; bound once per comparison.
   */
  careFor(settings: CareSettings, settingsKey: string): CareLookup;
  /** Age Pension age in force at `asAt`, years. */
  pensionAge(asAt: string): { age: number; trace: readonly TraceEntry[] };
}
