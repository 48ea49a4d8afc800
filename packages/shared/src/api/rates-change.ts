/**
 * A rates change, seen by the adviser: what a report's headline figures were on the rates it was
 * calculated with, and what they are on the rates in force today (or on rates announced for a later date).
 *
 * | Call                                   | Body | Answer               |
 * | -------------------------------------- | ---- | -------------------- |
 * | GET  form/:formId/ratesChange          | –    | RatesChangeResponse  |
 * | POST form/:formId/ratesChange/keep     | –    | RatesChangeResponse  |
 *
 * Re-running a report on today's rates is the summary call with `options.force` (forms.ts SummaryRequest).
 * All amounts are dollars per year (the projection's first year), dates ISO YYYY-MM-DD.
 */
import { z } from 'zod';
import { HOME_OPTION_NAME } from '../option-ids.ts';
import type { ComparisonResult } from './forms.ts';

/** First-year figures of one scenario, dollars per year. */
export const HeadlineFigures = z.object({
  /** Age Pension paid in year 1 (Rent Assistance excluded). */
  agePension: z.number(),
  rentAssistance: z.number(),
  /** Year-1 outgoings (care contributions included) less Age Pension and Rent Assistance. */
  netCost: z.number(),
});
export type HeadlineFigures = z.infer<typeof HeadlineFigures>;

/** One scenario's headline figures before and after a rates change. */
export const ScenarioHeadlineChange = z.object({
  /** 'stay' or the option's column uid. */
  id: z.string(),
  name: z.string(),
  before: HeadlineFigures,
  after: HeadlineFigures,
});
export type ScenarioHeadlineChange = z.infer<typeof ScenarioHeadlineChange>;

const IsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const RatesChangeResponse = z.object({
  /** Comparison date of the stored summary; null when the form has no summary yet (nothing else is then set). */
  calculatedAsAt: IsoDay.nullable(),
  /** Newest effective date of the rates the stored summary's first year used. */
  ratesFrom: IsoDay.nullable(),
  /** True when a rate the stored summary used has another value in force today. */
  changed: z.boolean(),
  /** Newest effective date of the rates in force today (for the same parameters). */
  todayRatesFrom: IsoDay.nullable(),
  /** The adviser chose to keep the stored figures on these rates (a report already given to the client). */
  kept: z.boolean(),
  /** Per scenario: stored figures (before) and on today's rates (after); empty unless `changed`. */
  scenarios: z.array(ScenarioHeadlineChange),
  /**
   * Rates loaded with an effective date after today (DSS publishes September's figures in August): the date and
   * the figures on today's rates (before) and on the announced ones (after). Null when none are loaded.
   */
  announced: z.object({ from: IsoDay, scenarios: z.array(ScenarioHeadlineChange) }).nullable(),
});
export type RatesChangeResponse = z.infer<typeof RatesChangeResponse>;

/**
 * What the headline figures are read from: the engine's comparison (`@rlc/engine` Comparison) or its stored
 * copy (ComparisonResult), structurally.
 */
interface Comparison {
  scenarios: readonly {
    id: string;
    name: string;
    kind: ComparisonResult['scenarios'][number]['kind'];
    ongoing: readonly { year: number; agePension: number; rentAssistance: number; totalOutgoings: number }[];
  }[];
}

/**
 * Year-1 headline figures of each scenario of an engine comparison (dollars per year). A scenario without a
 * first projection year gets zeros.
 */
export function headlineFigures(
  comparison: Comparison,
): { id: string; name: string; figures: HeadlineFigures }[] {
  return comparison.scenarios.map((s) => {
    const y1 = s.ongoing.find((r) => r.year === 1);
    const agePension = y1?.agePension ?? 0;
    const rentAssistance = y1?.rentAssistance ?? 0;
    return {
      id: s.id,
      name: s.kind === 'stay' ? HOME_OPTION_NAME : s.name,
      figures: {
        agePension,
        rentAssistance,
        netCost: round2((y1?.totalOutgoings ?? 0) - agePension - rentAssistance),
      },
    };
  });
}

/** Pairs two comparisons' headline figures by scenario id (scenarios present in both, in `after`'s order). */
export function headlineChanges(before: Comparison, after: Comparison): ScenarioHeadlineChange[] {
  const old = new Map(headlineFigures(before).map((h) => [h.id, h.figures]));
  return headlineFigures(after).flatMap((h) => {
    const was = old.get(h.id);
    return was ? [{ id: h.id, name: h.name, before: was, after: h.figures }] : [];
  });
}

const HEADLINE_KEYS = ['agePension', 'rentAssistance', 'netCost'] as const;

/** The largest absolute change of any headline figure of any scenario, dollars a year, unrounded (0 for none). */
function largestDelta(changes: readonly ScenarioHeadlineChange[]): number {
  let max = 0;
  for (const c of changes)
    for (const k of HEADLINE_KEYS) max = Math.max(max, Math.abs(c.after[k] - c.before[k]));
  return max;
}

/** The largest absolute change of any headline figure of any scenario, dollars a year, to the cent. */
export function largestHeadlineChange(changes: readonly ScenarioHeadlineChange[]): number {
  return round2(largestDelta(changes));
}

/** True when any headline figure of any scenario differs by a cent or more. */
export function headlinesDiffer(changes: readonly ScenarioHeadlineChange[]): boolean {
  return largestDelta(changes) >= 0.005;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
