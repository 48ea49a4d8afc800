/**
 * Cumulative deferred-management-fee (DMF) schedules, and the second scheduled exit charge (`ltmf`) which
 * uses the same mechanics (design.md §9).
 *
 * A schedule is 11 cumulative fractions of its base: the charge accrued at the END of years 1–10 and of year 15
 * (spec §3.9 "Year-values ... 11 entries, for years 1 to 10 and then 15"). Between those points the charge
 * accrues linearly by day (NSW RV Act s156(3) "A departure fee must be calculated on a daily basis";
 * WA RV Regulations r7K), it is 0 at t = 0, and it is held at the year-15 value afterwards.
 * Source: ../../shared/reference/villages.md §2 (http://www.austlii.edu.au/au/legis/nsw/consol_act/rva1999217/s156.html).
 */
import { z } from 'zod';

/** The years the 11 schedule values belong to. */
export const SCHEDULE_YEARS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15];

/** Days per year used to turn a number of days into years (villages.md §3: t = days / 365.25). */
export const DAYS_PER_YEAR = 365.25;

/** Adds an issue at `path`/i for each year whose cumulative fraction is lower than the year before's. */
function growing(schedule: readonly number[], ctx: z.RefinementCtx, path: (string | number)[]): void {
  for (let i = 1; i < schedule.length; i++) {
    // A cumulative schedule can only grow; a decreasing one is a data-entry error, not a contract term.
    if ((schedule[i] ?? 0) < (schedule[i - 1] ?? 0)) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, i],
        message: `Cumulative fraction for year ${SCHEDULE_YEARS[i]} is lower than for year ${SCHEDULE_YEARS[i - 1]}`,
      });
    }
  }
}

/** 11 cumulative fractions (0–1, never decreasing) for the end of years 1..10 and 15, e.g. an amortisation. */
export const CumulativeFractions = z
  .array(z.number().min(0).max(1))
  .length(11)
  .superRefine((schedule, ctx) => growing(schedule, ctx, []));

/**
 * `{ basis, schedule, dollars? }`: the base the fractions apply to, the 11 cumulative fractions (0–1, never
 * decreasing) and, optionally, 11 cumulative dollar amounts charged on top (a contract's fixed-dollar part, spec §3.9
 * `dmfCurr` / `ltmfCurr`), which accrue the same way (e.g. LDK's $195,000 exit fee pro-rated over 5 years,
 * villages.md §2.1).
 */
export const DmfSchedule = z
  .object({
    /** `entry`: the ingoing contribution / purchase price; `resale`: the resale price at exit. */
    basis: z.enum(['entry', 'resale']),
    /** Cumulative fractions of the base at the end of years 1..10 and 15. */
    schedule: z.array(z.number().min(0).max(1)).length(11),
    /** Cumulative dollars at the end of years 1..10 and 15, added to the fraction of the base (default none). */
    dollars: z.array(z.number().finite().min(0).max(100_000_000)).length(11).optional(),
  })
  .strict()
  .superRefine((value, ctx) => growing(value.schedule, ctx, ['schedule']));
export type DmfSchedule = z.infer<typeof DmfSchedule>;

/**
 * The cumulative fraction accrued after `years` of residence (fractions allowed; days / 365.25).
 * 0 at t ≤ 0; linear from 0 to the year-1 value during the first year; linear between consecutive points
 * (years 10 → 15 included); held at the year-15 value afterwards.
 */
export function cumulativeFraction(schedule: readonly number[], years: number): number {
  if (!(years > 0)) return 0;
  const last = SCHEDULE_YEARS.length - 1;
  if (years >= (SCHEDULE_YEARS[last] as number)) return schedule[last] ?? 0;
  let prevYear = 0;
  let prevValue = 0;
  for (let i = 0; i <= last; i++) {
    const year = SCHEDULE_YEARS[i] as number;
    const value = schedule[i] ?? 0;
    if (years <= year) return prevValue + ((value - prevValue) * (years - prevYear)) / (year - prevYear);
    prevYear = year;
    prevValue = value;
  }
  /* c8 ignore next */
  return prevValue;
}

/**
 * The charge of `s` after `years` of residence, dollars: its cumulative fraction of `base` (the entry or resale
 * price, per `s.basis`) plus its cumulative dollars, both accrued by `cumulativeFraction`.
 */
export function scheduledCharge(s: DmfSchedule, years: number, entry: number, resale: number): number {
  const base = s.basis === 'entry' ? entry : resale;
  return (
    cumulativeFraction(s.schedule, years) * base + (s.dollars ? cumulativeFraction(s.dollars, years) : 0)
  );
}

/** A schedule of `ratePerYear` each year up to `cap` (e.g. 0.06, 0.36): the common "x%/yr to y%" contract shape. */
export function flatRateSchedule(ratePerYear: number, cap: number): number[] {
  return SCHEDULE_YEARS.map((year) => Math.min(ratePerYear * year, cap));
}
