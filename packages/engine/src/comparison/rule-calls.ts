/**
 * The comparison's view of the benefit rules: the shapes it sends and reads. Kept narrow so the projection
 * does not depend on every field of the rule results (and so tests can see exactly what is used).
 */
import type { PensionRates } from '../rules/age-pension.ts';
import type { TraceEntry } from '../trace.ts';
import type { CareSettings } from './input.ts';

export type Relationship = 'single' | 'couple';
export type Means = 'full-pensioner' | 'part-pensioner' | 'cshc-holder' | 'self-funded';

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

/** One person's Support at Home contribution for a year (dollars per year). */
export interface CareAnswer {
  annualContribution: number;
  estimated: boolean;
  trace: readonly TraceEntry[];
}

export interface RuleCalls {
  /** One full assessment, with its trace (the extra-allowable-amount test of a village option). */
  pension(query: PensionQuery): PensionAnswer;
  /**
   * The Age Pension and Rent Assistance rates in force at `asAt` (memoised per parameter set), for the projection's
   * lean per-year assessment (`assessPensionCents`); `entries` cite them.
   */
  pensionRates(asAt: string, relationship: Relationship, homeowner: boolean): PensionRates;
  /** `settingsKey` identifies `settings` (e.g. its JSON) for memoisation across scenarios and comparisons. */
  care(asAt: string, settings: CareSettings, means: Means, settingsKey: string): CareAnswer;
  /** Lifetime cap on Support at Home contributions in force at `asAt`, dollars (noWorseOff: its own cap). */
  careLifetimeCap(asAt: string, noWorseOff: boolean): { cap: number; trace: readonly TraceEntry[] };
  /** Age Pension age in force at `asAt`, years. */
  pensionAge(asAt: string): { age: number; trace: readonly TraceEntry[] };
}
