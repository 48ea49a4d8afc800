/** The explanation trail every result carries: each parameter read, with its dated source. */
export type ParameterStatus = 'official' | 'secondary' | 'derived';

export interface TraceEntry {
  /** Parameter path, e.g. `au.dss.age_pension.assets_test.free_area` plus breakdown keys, e.g. `[single][homeowner]`. */
  path: string;
  /** The value used, in the parameter's unit (dollars, fraction, ...). */
  value: number;
  unit: string;
  period: string;
  /** ISO date the value took effect. */
  effectiveDate: string;
  status: ParameterStatus;
  source: string;
}

/**
 * Dedupe key `path@effectiveDate`, cached per entry object: parameter readings are memoised, so the same entry
 * objects recur in every calculation and their key (with its string hash) is built once, not per add.
 */
const keys = new WeakMap<TraceEntry, string>();
function keyOf(entry: TraceEntry): string {
  let key = keys.get(entry);
  if (key === undefined) keys.set(entry, (key = `${entry.path}@${entry.effectiveDate}`));
  return key;
}

/**
 * Shared, immutable entry lists by content: rules resolved for different dates usually cite the very same
 * values (e.g. every year after the newest loaded rates), so those dates get one list object, which
 * `Trace.mergeShared` then skips in O(1). Bounded (cleared when full); content equality makes sharing invisible.
 */
const INTERN_LIMIT = 2_000;
const interned = new Map<string, readonly TraceEntry[]>();

export function internEntries(list: readonly TraceEntry[]): readonly TraceEntry[] {
  const signature = list
    .map((e) => `${keyOf(e)}=${e.value}|${e.unit}|${e.period}|${e.status}|${e.source}`)
    .join('\n');
  const hit = interned.get(signature);
  if (hit) return hit;
  if (interned.size >= INTERN_LIMIT) interned.clear();
  interned.set(signature, list);
  return list;
}

/** Collects trace entries without duplicates (the same parameter read twice is listed once). */
export class Trace {
  private readonly entries = new Map<string, TraceEntry>();
  /** Lists already merged by `mergeShared` (identity). */
  private readonly sharedLists = new Set<readonly TraceEntry[]>();
  add(entry: TraceEntry): void {
    this.entries.set(keyOf(entry), entry);
  }
  merge(other: readonly TraceEntry[]): void {
    for (const e of other) this.add(e);
  }
  /**
   * `merge` for a memoised list that is never mutated (e.g. from `internEntries`): merging it again adds nothing,
   * so a repeat is skipped without walking it. The comparison merges the same few lists for every scenario-year.
   */
  mergeShared(list: readonly TraceEntry[]): void {
    if (this.sharedLists.has(list)) return;
    this.sharedLists.add(list);
    this.merge(list);
  }
  list(): TraceEntry[] {
    return [...this.entries.values()];
  }
}
