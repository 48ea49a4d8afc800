/**
 * Summary responses kept serialised in memory (issue 4 measurement: summary p95 ≤ 100 ms at 10 concurrent advisers
 * on the embedded database). Reading the stored comparison back (≈ 100 kB of JSON), validating it against the
 * response schema and serialising it again cost most of a reused summary's time; the string depends only on the
 * stored summary row and the ratings, so it is kept per form and used while both are unchanged.
 *
 * Safe with several processes on one PostgreSQL: an entry is used only when the stored row's `createdAt` and
 * `valuationsHash` (read from the database on every request) still match, so another process's regeneration
 * simply misses. Bounded by total size; one cache per database handle.
 */
import { LRUCache } from 'lru-cache';

/** Total UTF-16 length kept, ~32 MB of strings (each summary ≈ 50–150 kB). */
const MAX_CHARS = 16 * 1024 * 1024;

interface Entry {
  /** `form_summaries.created_at` in ms since the epoch. */
  createdAt: number;
  valuationsHash: string;
  /** The `SummaryResponse` of a reuse (`regenerated: false`), as JSON. */
  json: string;
}

const caches = new WeakMap<object, LRUCache<number, Entry>>();

function cacheFor(db: object): LRUCache<number, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<number, Entry>({
      maxSize: MAX_CHARS,
      sizeCalculation: (e) => Math.max(1, e.json.length),
    });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The cached reuse response of `formId` if it was built from the stored row identified by the other two
 * (`valuationsHash`: the ratings' hash, with whatever else the answer depends on, e.g. the corporate's labels).
 */
export function cachedSummary(
  db: object,
  formId: number,
  createdAt: Date,
  valuationsHash: string,
): string | null {
  const entry = cacheFor(db).get(formId);
  if (!entry || entry.createdAt !== createdAt.getTime() || entry.valuationsHash !== valuationsHash)
    return null;
  return entry.json;
}

export function cacheSummary(
  db: object,
  formId: number,
  createdAt: Date,
  valuationsHash: string,
  json: string,
): void {
  cacheFor(db).set(formId, { createdAt: createdAt.getTime(), valuationsHash, json });
}

/** Drops a form's entry (deleted forms; tests). */
export function forgetSummary(db: object, formId: number): void {
  cacheFor(db).delete(formId);
}
