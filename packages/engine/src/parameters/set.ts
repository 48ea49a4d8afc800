/**
 * Parameter sets: validated parameter files keyed by dotted path, and the dated look-up every rule uses.
 * A value is in force from its `effective` date until the next value's date (or its own `until`);
 * outside that, the look-up throws `ParameterNotInForceError`. Nothing reads as 0 or "latest".
 */
import { EngineError, ParameterNotInForceError, type InputIssue } from '../errors.ts';
import type { ParameterStatus, TraceEntry } from '../trace.ts';
import { ParameterFileSchema, type ParameterFile, type ParameterValueEntry } from './schema.ts';

/** All parameters of one run, keyed by dotted path (`au.dss.age_pension.assets_test.free_area`). */
export interface ParameterSet {
  readonly files: Readonly<Record<string, ParameterFile>>;
}

/** One value read from a set, with the trace entry that cites it. */
export interface ParameterReading {
  value: number;
  entry: TraceEntry;
}

/** `parameters/au/dss/x.yaml`, `au/dss/x` or `au.dss.x` → `au.dss.x`. */
export function normaliseParameterPath(path: string): string {
  return path
    .replace(/\\/g, '/')
    .replace(/^(.*\/)?parameters\//, '')
    .replace(/\.ya?ml$/, '')
    .replace(/\//g, '.');
}

/**
 * Validates parsed parameter files (keyed by file path or dotted path) into a set.
 * Tests use it to run worked examples on their own dated rates.
 * @throws EngineError('INVALID_INPUT') listing every schema problem, prefixed by the parameter path.
 */
export function buildParameterSet(files: Readonly<Record<string, unknown>>): ParameterSet {
  const out: Record<string, ParameterFile> = {};
  const issues: InputIssue[] = [];
  for (const [rawPath, content] of Object.entries(files)) {
    const path = normaliseParameterPath(rawPath);
    const parsed = ParameterFileSchema.safeParse(content);
    if (parsed.success) out[path] = parsed.data;
    else
      for (const i of parsed.error.issues)
        issues.push({ path: [path, ...i.path.map(String)].join('.'), message: i.message });
  }
  if (issues.length > 0)
    throw new EngineError('INVALID_INPUT', `Invalid parameter files (${issues.length} problems)`, issues);
  return { files: out };
}

/** The value entry in force at `asAt`, or undefined (before the first value, or after an `until`). */
export function entryInForce(file: ParameterFile, asAt: string): ParameterValueEntry | undefined {
  let found: ParameterValueEntry | undefined;
  for (const entry of file.values) {
    if (entry.effective > asAt) break;
    found = entry;
  }
  if (found?.until !== undefined && found.until < asAt) return undefined;
  return found;
}

/**
 * Reads parameter `path` in force at `asAt` (ISO date), walking the breakdown table by `keys`
 * (e.g. `getParameter(set, 'au.dss.age_pension.assets_test.free_area', asAt, 'single', 'homeowner')`).
 * @returns the number in the parameter's unit/period and its trace entry.
 * @throws ParameterNotInForceError when the path is unknown or no value is in force at `asAt`.
 * @throws Error when the keys do not match the table (a programming error, not a data gap).
 */
export function getParameter(
  set: ParameterSet,
  path: string,
  asAt: string,
  ...keys: string[]
): ParameterReading {
  const file = set.files[path];
  const entry = file && entryInForce(file, asAt);
  if (!file || !entry) throw new ParameterNotInForceError(path, asAt);
  let node: unknown = entry.table ?? entry.value;
  for (const key of keys) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
    if (node === undefined) {
      // A key missing from one dated table (e.g. a figure not published that time) is a data gap.
      throw new ParameterNotInForceError(`${path}[${keys.join('][')}]`, asAt);
    }
  }
  if (typeof node !== 'number')
    throw new Error(`Parameter ${path} needs breakdown keys [${(file.breakdown ?? []).join(', ')}]`);
  const suffix = keys.map((k) => `[${k}]`).join('');
  return {
    value: node,
    entry: {
      path: `${path}${suffix}`,
      value: node,
      unit: file.unit,
      period: file.period,
      effectiveDate: entry.effective,
      status: entry.status satisfies ParameterStatus,
      source: entry.source,
    },
  };
}

/** A look-up bound to one set and date that records every value it reads into `trace`. */
export type ParameterReader = (path: string, ...keys: string[]) => number;

export function parameterReader(
  set: ParameterSet,
  asAt: string,
  trace: { add(entry: TraceEntry): void },
): ParameterReader {
  return (path, ...keys) => {
    const reading = cachedReading(set, path, asAt, keys);
    trace.add(reading.entry);
    return reading.value;
  };
}

/**
 * Readings memoised per set, date, path and keys: the comparison reads the same few parameters for thousands of
 * scenario-years. Nested maps keyed by the caller's own strings avoid building (and re-hashing) a combined key on
 * every read. Sets are immutable once built, so a reading never goes stale; each set's memo is bounded (cleared
 * when full) and dies with the set (WeakMap). Errors are not cached (they are thrown again).
 */
interface MemoNode {
  reading?: ParameterReading;
  next?: Map<string, MemoNode>;
}
interface SetMemo {
  size: number;
  byDate: Map<string, Map<string, MemoNode>>;
}
const MEMO_LIMIT = 20_000;
const memo = new WeakMap<ParameterSet, SetMemo>();

function cachedReading(set: ParameterSet, path: string, asAt: string, keys: string[]): ParameterReading {
  let m = memo.get(set);
  if (!m || m.size >= MEMO_LIMIT) memo.set(set, (m = { size: 0, byDate: new Map() }));
  let byPath = m.byDate.get(asAt);
  if (!byPath) m.byDate.set(asAt, (byPath = new Map<string, MemoNode>()));
  let node = byPath.get(path);
  if (!node) byPath.set(path, (node = {}));
  for (const key of keys) {
    node.next ??= new Map<string, MemoNode>();
    let child = node.next.get(key);
    if (!child) node.next.set(key, (child = {}));
    node = child;
  }
  if (!node.reading) {
    node.reading = getParameter(set, path, asAt, ...keys);
    m.size += 1;
  }
  return node.reading;
}
