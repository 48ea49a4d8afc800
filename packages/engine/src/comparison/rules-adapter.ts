/**
 * Binds the comparison's rule calls (rule-calls.ts) to the engine's rules and a parameter set.
 * The projection makes one Age Pension assessment per scenario-year; the inputs are built by the projection
 * (non-negative dollars, valid dates), so the unvalidated `computeAgePension` is used. Support at Home results
 * depend only on the date and the care settings, so they are memoised per parameter set (bounded) — the same
 * person's contribution is the same in every scenario of a year and across repeated comparisons.
 */
import { getParameter, type ParameterSet } from '../parameters/index.ts';
import { computeAgePension } from '../rules/age-pension.ts';
import { SAH_PATHS, supportAtHome, type SupportAtHomeResult } from '../rules/support-at-home.ts';
import type { CareSettings } from './input.ts';
import type { CareAnswer, Means, PensionAnswer, PensionQuery, RuleCalls } from './rule-calls.ts';

const MAX_CACHE_ENTRIES = 10_000;
const PENSION_AGE_PATH = 'au.dss.age_pension.pension_age';

interface Caches {
  care: Map<string, SupportAtHomeResult>;
  readings: Map<string, ReturnType<typeof getParameter>>;
}
const caches = new WeakMap<ParameterSet, Caches>();

function cachesFor(params: ParameterSet): Caches {
  let c = caches.get(params);
  if (!c) caches.set(params, (c = { care: new Map(), readings: new Map() }));
  return c;
}

/** Bounded memo: cleared when full, so repeated use never grows memory without limit. */
function remember<V>(map: Map<string, V>, key: string, make: () => V): V {
  const hit = map.get(key);
  if (hit !== undefined) return hit;
  if (map.size >= MAX_CACHE_ENTRIES) map.clear();
  const value = make();
  map.set(key, value);
  return value;
}

export function ruleCallsFor(params: ParameterSet): RuleCalls {
  const c = cachesFor(params);
  const reading = (path: string, asAt: string) => remember(c.readings, `${path}@${asAt}`, () => getParameter(params, path, asAt));
  return {
    pension(query: PensionQuery): PensionAnswer {
      return computeAgePension(query, params);
    },
    care(asAt: string, settings: CareSettings, means: Means, settingsKey: string): CareAnswer {
      const key = `${asAt}|${means}|${settingsKey}`;
      const r = remember(c.care, key, () =>
        supportAtHome(
          {
            asAt,
            classification: settings.classification,
            means,
            // The comparison's schema requires a split when a classification is chosen.
            split: settings.split ?? { clinical: 0, independence: 0, everydayLiving: 1 },
            ...(settings.contributionRates ? { contributionRates: settings.contributionRates } : {}),
            noWorseOff: settings.noWorseOff,
            ...(settings.supplements ? { supplements: settings.supplements } : {}),
          },
          params,
        ),
      );
      return { annualContribution: r.annualContribution, estimated: r.estimated, trace: r.trace };
    },
    careLifetimeCap(asAt: string, noWorseOff: boolean) {
      const r = reading(noWorseOff ? SAH_PATHS.noWorseOffLifetimeCap : SAH_PATHS.lifetimeCap, asAt);
      return { cap: r.value, trace: [r.entry] };
    },
    pensionAge(asAt: string) {
      const r = reading(PENSION_AGE_PATH, asAt);
      return { age: r.value, trace: [r.entry] };
    },
  };
}
