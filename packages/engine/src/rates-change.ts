/**
 * Rates change since a stored comparison: would any parameter the comparison used for its first year have a
 * different value in force at a new as-at date? The app's "Rates have changed since this report was calculated"
 * notice asks this before re-running a stored report.
 *
 * A comparison's `trace` cites every parameter it read, with the breakdown keys (`…free_area[single][homeowner]`)
 * and the effective date of the value used. The projection reads later years at later dates, so one path can be
 * cited with several dates; the entry in force at the comparison's `asAt` (the newest effective date on or before
 * it) is the one year 1 used, and that is compared with the value in force at `newAsAt` in the parameter set.
 * Only a different value counts: a new dated entry repeating the same amount (e.g. the Energy Supplement, which is
 * not indexed) changes no figure.
 */
import { z } from 'zod';
import { ParameterNotInForceError } from './errors.ts';
import { IsoDate } from './iso-date.ts';
import { defaultParameters, getParameter, type ParameterSet } from './parameters/index.ts';
import { parseInput } from './parse-input.ts';

/**
 * `asAt`: the stored comparison's as-at date; `trace`: its trace entries (only `path`, `value` and
 * `effectiveDate` are read, so a comparison stored as JSON can be passed as it is); `newAsAt`: the date to check.
 */
export const RatesChangeInput = z.strictObject({
  asAt: IsoDate,
  trace: z.array(z.object({ path: z.string().min(1), value: z.number(), effectiveDate: IsoDate })),
  newAsAt: IsoDate,
});
export type RatesChangeInput = z.input<typeof RatesChangeInput>;

export interface ParameterChange {
  /** Trace path with breakdown keys, e.g. `au.dss.age_pension.deeming.rates[lower]`. */
  path: string;
  /** The parameter (file) path without keys, e.g. `au.dss.age_pension.deeming.rates`. */
  parameter: string;
  /** Value and effective date the comparison used at its `asAt` (parameter's unit, e.g. dollars, fraction). */
  oldValue: number;
  oldEffectiveDate: string;
  /** Value and effective date in force at `newAsAt`; null when no value is in force then. */
  newValue: number | null;
  newEffectiveDate: string | null;
}

export interface RatesChangeResult {
  asAt: string;
  newAsAt: string;
  /** True when at least one parameter used has a different value (or none) in force at `newAsAt`. */
  changed: boolean;
  /** The changed parameters, sorted by path. */
  changes: ParameterChange[];
}

/** `a.b.c[single][homeowner]` → `{ parameter: 'a.b.c', keys: ['single', 'homeowner'] }`. */
export function splitTracePath(path: string): { parameter: string; keys: string[] } {
  const bracket = path.indexOf('[');
  if (bracket < 0) return { parameter: path, keys: [] };
  const keys = [...path.slice(bracket).matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!);
  return { parameter: path.slice(0, bracket), keys };
}

/**
 * The values a comparison's first year used: per trace path, the entry in force at `asAt` (the newest effective
 * date on or before it). The trace also cites values read for later projection years; those are left out.
 */
export function ratesInForceAt<E extends { path: string; value: number; effectiveDate: string }>(
  asAt: string,
  trace: readonly E[],
): Map<string, E> {
  const used = new Map<string, E>();
  for (const e of trace) {
    if (e.effectiveDate > asAt) continue;
    const seen = used.get(e.path);
    if (!seen || e.effectiveDate > seen.effectiveDate) used.set(e.path, e);
  }
  return used;
}

/**
 * Which parameters a stored comparison used would have a different value in force at `newAsAt`.
 * @returns `changed` and the list of changes (old and new value and effective date per trace path).
 * @throws EngineError('INVALID_INPUT') for an invalid input (dates not ISO, trace entries without path/value/date).
 */
export function ratesChangedSince(
  input: RatesChangeInput,
  params: ParameterSet = defaultParameters,
): RatesChangeResult {
  const { asAt, trace, newAsAt } = parseInput(RatesChangeInput, input, 'rates-change');
  const used = ratesInForceAt(asAt, trace);
  const changes: ParameterChange[] = [];
  for (const [path, old] of [...used].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const { parameter, keys } = splitTracePath(path);
    let now: { value: number; effectiveDate: string } | null = null;
    try {
      const reading = getParameter(params, parameter, newAsAt, ...keys);
      now = { value: reading.value, effectiveDate: reading.entry.effectiveDate };
    } catch (e) {
      // No value in force at the new date (or the parameter is gone): the comparison cannot be re-run as it was.
      if (!(e instanceof ParameterNotInForceError)) throw e;
    }
    if (now !== null && now.value === old.value) continue;
    changes.push({
      path,
      parameter,
      oldValue: old.value,
      oldEffectiveDate: old.effectiveDate,
      newValue: now?.value ?? null,
      newEffectiveDate: now?.effectiveDate ?? null,
    });
  }
  return { asAt, newAsAt, changed: changes.length > 0, changes };
}
