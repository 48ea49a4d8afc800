/**
 * Binds the comparison's rule calls (rule-calls.ts) to the engine's rules and a parameter set.
 * The projection makes one Age Pension assessment per scenario-year; the inputs are built by the projection
 * (non-negative dollars, valid dates), so it runs the rule's arithmetic (`assessPensionCents`) on the memoised rates
 * of the date (`pensionRates`), with no validation and no per-call trace. Support at Home results
 * depend only on the date and the care settings, so they are memoised per parameter set (bounded) — the same
 * person's contribution is the same in every scenario of a year and across repeated comparisons.
 */
import { getParameter, type ParameterReading, type ParameterSet } from '../parameters/index.ts';
import { computeAgePension, pensionRates } from '../rules/age-pension.ts';
import type { CareMeans } from '../rules/support-at-home-means.ts';
import { SAH_PATHS, supportAtHome } from '../rules/support-at-home.ts';
import { internEntries } from '../trace.ts';
import type { CareSettings } from './input.ts';
import {
  MEANS_SLOT,
  type CareAnswer,
  type CareLookup,
  type Means,
  type PensionAnswer,
  type PensionQuery,
  type Relationship,
  type RuleCalls,
} from './rule-calls.ts';

const MAX_CACHE_ENTRIES = 10_000;
const PENSION_AGE_PATH = 'au.dss.age_pension.pension_age';

interface Caches {
  /** By care settings (their JSON), then date, then means category (`MEANS_SLOT`). */
  care: Map<string, Map<string, CareSlots>>;
  /** By path, then date: no key is built per read. */
  readings: Map<string, Map<string, ParameterReading>>;
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

type CareSlots = (CareAnswer | undefined)[];

/** One person's Support at Home contribution and lifetime cap at `asAt` (the rule, then the cap, as before). */
function careAnswer(
  params: ParameterSet,
  reading: (path: string, asAt: string) => ParameterReading,
  asAt: string,
  settings: CareSettings,
  means: Means,
  careMeans?: CareMeans,
): CareAnswer {
  const result = supportAtHome(
    {
      asAt,
      classification: settings.classification,
      means,
      // The comparison's schema requires a split when a classification is chosen.
      split: settings.split ?? { clinical: 0, independence: 0, everydayLiving: 1 },
      ...(settings.contributionRates ? { contributionRates: settings.contributionRates } : {}),
      noWorseOff: settings.noWorseOff,
      ...(careMeans ? { meansTest: careMeans } : {}),
      ...(settings.supplements ? { supplements: settings.supplements } : {}),
    },
    params,
  );
  const cap = reading(settings.noWorseOff ? SAH_PATHS.noWorseOffLifetimeCap : SAH_PATHS.lifetimeCap, asAt);
  return {
    annualContribution: result.annualContribution,
    estimated: result.estimated,
    // A shared list, so the projection merges a repeat in O(1) (Trace.mergeShared).
    trace: internEntries(result.trace),
    lifetimeCap: cap.value,
    capEntry: cap.entry,
    figures: {
      annualBudget: result.annualBudget,
      servicesBudgetAnnual: result.servicesBudgetAnnual,
      contributionRates: result.contributionRates,
      byServiceType: result.byServiceType,
      annualContribution: result.annualContribution,
      estimated: result.estimated,
      rateBasis: result.rateBasis,
      ...(result.meansTest ? { meansTest: result.meansTest } : {}),
    },
  };
}

export function ruleCallsFor(params: ParameterSet): RuleCalls {
  const c = cachesFor(params);
  const reading = (path: string, asAt: string): ParameterReading =>
    remember(
      remember(c.readings, path, () => new Map<string, ParameterReading>()),
      asAt,
      () => getParameter(params, path, asAt),
    );
  return {
    pension(query: PensionQuery): PensionAnswer {
      return computeAgePension(query, params);
    },
    pensionRates(asAt: string, relationship: Relationship, homeowner: boolean) {
      return pensionRates(params, asAt, relationship, homeowner);
    },
    careFor(settings: CareSettings, settingsKey: string): CareLookup {
      // Resolved once per person and comparison: each lookup then hashes only the short date.
      const byDate = remember(c.care, settingsKey, () => new Map<string, CareSlots>());
      return (asAt: string, means: Means, careMeans?: CareMeans): CareAnswer => {
        // Means-tested rates depend on the year's means, not only the date: computed each time.
        if (careMeans) return careAnswer(params, reading, asAt, settings, means, careMeans);
        let slots = byDate.get(asAt);
        if (!slots) {
          if (byDate.size >= MAX_CACHE_ENTRIES) byDate.clear();
          byDate.set(asAt, (slots = []));
        }
        return (slots[MEANS_SLOT[means]] ??= careAnswer(params, reading, asAt, settings, means));
      };
    },
    pensionAge(asAt: string) {
      const r = reading(PENSION_AGE_PATH, asAt);
      return { age: r.value, trace: [r.entry] };
    },
  };
}
