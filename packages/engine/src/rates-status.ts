/**
 * Rates status: for an `asAt` date, per program, the latest effective date loaded, its status, and whether a
 * scheduled revision date has passed since without new values (the app's "rates may be out of date" notice), and
 * the first date of values already announced for after `asAt` (the app's "New rates from <date>" notice; DSS
 * publishes the September figures in August, so such values can be loaded before they are in force).
 *
 * Scheduled revision dates per program (rates.md §0, Services Australia Operational Blueprint 108-25043030-05):
 * - Age Pension rates (maximum basic rate, Pension Supplement, Energy Supplement): 20 Mar and 20 Sep.
 * - Deeming rates: set by the Minister; changes have taken effect with the 20 Mar / 20 Sep indexation
 *   (20 Sep 2025, 20 Mar 2026), so both dates are checked.
 * - Age Pension means-test thresholds (income and assets free areas, deeming thresholds) and the retirement-village
 *   extra allowable amount (which follows the free areas): 1 Jul.
 * - Rent Assistance: 20 Mar and 20 Sep.
 * - Support at Home classification budgets and supplements: 1 Jul.
 * - Support at Home lifetime cap: 20 Mar and 20 Sep.
 * - Commonwealth Seniors Health Card income limits: 20 Sep.
 * - 1 Jan: usually no change to any of these (the 1 Jan 2026 pension table was unchanged), so it is scheduled for none.
 * - Home Care Packages (legacy): closed 31 Oct 2025, no further revisions.
 */
import { z } from 'zod';
import { IsoDate } from './iso-date.ts';
import { defaultParameters, entryInForce, type ParameterSet } from './parameters/index.ts';
import { parseInput } from './parse-input.ts';
import type { ParameterStatus } from './trace.ts';

type MonthDay = `${number}-${number}`;

export interface ProgramDefinition {
  program: string;
  /** Parameter paths whose values make up the program. */
  paths: readonly string[];
  /** Scheduled revision dates as `MM-DD`. Empty for a closed program. */
  revisions: readonly MonthDay[];
}

const AP = 'au.dss.age_pension';
const SAH = 'au.health.support_at_home';
const HCP = 'au.health.home_care_package';

export const PROGRAMS: readonly ProgramDefinition[] = [
  {
    program: 'age_pension_rates',
    paths: [
      `${AP}.maximum_basic_rate`,
      `${AP}.pension_supplement.maximum`,
      `${AP}.pension_supplement.minimum`,
      `${AP}.pension_supplement.basic`,
      `${AP}.energy_supplement`,
    ],
    revisions: ['03-20', '09-20'],
  },
  { program: 'deeming_rates', paths: [`${AP}.deeming.rates`], revisions: ['03-20', '09-20'] },
  {
    program: 'age_pension_thresholds',
    paths: [
      `${AP}.income_test.free_area`,
      `${AP}.assets_test.free_area`,
      `${AP}.deeming.thresholds`,
      `${AP}.retirement_village.extra_allowable_amount`,
    ],
    revisions: ['07-01'],
  },
  {
    program: 'rent_assistance',
    paths: ['au.dss.rent_assistance.threshold', 'au.dss.rent_assistance.maximum'],
    revisions: ['03-20', '09-20'],
  },
  {
    program: 'support_at_home_budgets',
    paths: [
      `${SAH}.classification_budget.annual`,
      `${SAH}.classification_budget.quarterly`,
      `${SAH}.supplements.daily_amount`,
    ],
    revisions: ['07-01'],
  },
  { program: 'support_at_home_lifetime_cap', paths: [`${SAH}.lifetime_cap`], revisions: ['03-20', '09-20'] },
  { program: 'cshc_income_limits', paths: ['au.dss.cshc.income_limit'], revisions: ['09-20'] },
  { program: 'home_care_packages_legacy', paths: [`${HCP}.basic_subsidy_annual`], revisions: [] },
];

export const RatesStatusInput = z.strictObject({ asAt: IsoDate });
export type RatesStatusInput = z.infer<typeof RatesStatusInput>;

export interface ProgramStatus {
  program: string;
  /** Latest effective date loaded on or before `asAt` across the program's parameters (null: none in force yet). */
  latestEffectiveDate: string | null;
  /** Weakest status of the program's values in force at `asAt` (derived < secondary < official). */
  status: ParameterStatus | null;
  /** First scheduled revision date after `latestEffectiveDate` (null for a closed program). */
  nextScheduledRevision: string | null;
  /** A scheduled revision date fell on or before `asAt` and no values from it are loaded. */
  revisionPassedWithoutNewValues: boolean;
  outOfDate: boolean;
  /**
   * Earliest effective date after `asAt` of a loaded (announced, future-dated) value of the program's parameters,
   * or null when none is loaded. The engine still uses the values in force at `asAt`.
   */
  announcedEffectiveDate: string | null;
}

export interface RatesStatusResult {
  asAt: string;
  programs: ProgramStatus[];
  anyOutOfDate: boolean;
}

const STATUS_RANK: Record<ParameterStatus, number> = { derived: 0, secondary: 1, official: 2 };

/** The first date strictly after `after` that falls on one of `revisions` (MM-DD). */
export function nextRevisionAfter(after: string, revisions: readonly MonthDay[]): string | null {
  if (revisions.length === 0) return null;
  const year = Number(after.slice(0, 4));
  const candidates = [year, year + 1].flatMap((y) => revisions.map((md) => `${y}-${md}`)).sort();
  return candidates.find((d) => d > after) ?? null;
}

/**
 * Rates status at `asAt` for each program of `PROGRAMS`.
 * @throws EngineError('INVALID_INPUT') for an invalid date.
 */
export function ratesStatus(
  input: RatesStatusInput,
  params: ParameterSet = defaultParameters,
): RatesStatusResult {
  const { asAt } = parseInput(RatesStatusInput, input, 'rates-status');
  const programs = PROGRAMS.map((def): ProgramStatus => {
    let latest: string | null = null;
    let status: ParameterStatus | null = null;
    let announced: string | null = null;
    for (const path of def.paths) {
      const file = params.files[path];
      if (!file) continue;
      for (const v of file.values)
        if (v.effective <= asAt) {
          if (latest === null || v.effective > latest) latest = v.effective;
        } else if (announced === null || v.effective < announced) announced = v.effective;
      const inForce = entryInForce(file, asAt);
      if (inForce && (status === null || STATUS_RANK[inForce.status] < STATUS_RANK[status]))
        status = inForce.status;
    }
    const next = latest === null ? null : nextRevisionAfter(latest, def.revisions);
    const passed = next !== null && next <= asAt;
    return {
      program: def.program,
      latestEffectiveDate: latest,
      status,
      nextScheduledRevision: next,
      revisionPassedWithoutNewValues: passed,
      outOfDate: passed,
      announcedEffectiveDate: announced,
    };
  });
  return { asAt, programs, anyOutOfDate: programs.some((p) => p.outOfDate) };
}
