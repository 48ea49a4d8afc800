/**
 * Projection beyond the last loaded rates (design §4: "beyond the last loaded value it applies the scenario's
 * indexation and marks the figures projected"). Each projected year reads the parameters in force at its own
 * date (the newest loaded), and scales them by the indexation since the later of the asAt date and the newest
 * loaded effective date. Scaling every dollar parameter by f is done by deflating the dollar inputs by f and
 * inflating the dollar results by f: the Age Pension, Rent Assistance and Support at Home rules are
 * proportional in dollars (rates and tapers are fractions), so both give the same figure.
 */
import type { ParameterSet } from '../parameters/set.ts';
import { yearsBetween } from '../iso-date.ts';

const cache = new WeakMap<ParameterSet, Map<string, string>>();

/** The newest effective date of any value under `prefix` (e.g. `au.dss.`), or '' when none. */
export function newestEffectiveDate(params: ParameterSet, prefix: string): string {
  let perSet = cache.get(params);
  if (!perSet) cache.set(params, (perSet = new Map<string, string>()));
  const hit = perSet.get(prefix);
  if (hit !== undefined) return hit;
  let newest = '';
  for (const [path, file] of Object.entries(params.files)) {
    if (!path.startsWith(prefix)) continue;
    for (const v of file.values) if (v.effective > newest) newest = v.effective;
  }
  perSet.set(prefix, newest);
  return newest;
}

/** `{ factor, projected }` for a year starting on `date`: 1 / false while loaded rates cover it. */
export function indexationFactor(
  date: string,
  asAt: string,
  newestLoaded: string,
  yearlyRate: number,
): { factor: number; projected: boolean } {
  const from = asAt > newestLoaded ? asAt : newestLoaded;
  if (date <= from) return { factor: 1, projected: false };
  return { factor: Math.pow(1 + yearlyRate, yearsBetween(from, date)), projected: true };
}
