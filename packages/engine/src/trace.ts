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

/** Collects trace entries without duplicates (the same parameter read twice is listed once). */
export class Trace {
  private readonly entries = new Map<string, TraceEntry>();
  add(entry: TraceEntry): void {
    this.entries.set(keyOf(entry), entry);
  }
  merge(other: readonly TraceEntry[]): void {
    for (const e of other) this.add(e);
  }
  list(): TraceEntry[] {
    return [...this.entries.values()];
  }
}
