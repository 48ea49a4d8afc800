/**
 * Reading Lighthouse results for lighthouse.bench.ts: the three category scores of a run (0–100), the median run
 * of several, the table row against the targets, and the audits that cost a category the most points.
 *
 * A category's score is the weighted mean of its audits' scores (Lighthouse's scoring.js), so an audit costs
 * `weight × (1 − score) / Σ weight × 100` points; audits without a score (not applicable, manual, informative)
 * take no part, as in Lighthouse. For performance only the metrics carry weight (FCP, LCP, TBT, CLS, Speed Index),
 * so the insights with estimated savings (ms or CLS) are listed too: they say what would move those metrics.
 */
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** Scores 0–100 of one run, by category; NaN when Lighthouse gave none (a runtime error). */
export type Scores = Record<CategoryId, number>;

export function scoresOf(lhr: Result): Scores {
  const score = (id: CategoryId) => {
    const s = lhr.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : NaN;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
  };
}

/**
 * The run with the median performance score (Lighthouse's advice for noisy machines: several runs, report the
 * median one whole rather than mixing categories of different runs). Runs sorted ascending; the lower middle of
 * an even count.
 */
export function medianRun(runs: Result[]): Result {
  const sorted = [...runs].sort((a, b) => scoresOf(a).performance - scoresOf(b).performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse runs');
  return median;
}

export interface AuditCost {
  id: string;
  title: string;
  /** Points of the 0–100 category score this audit costs. */
  points: number;
  /** Lighthouse's display value (e.g. '3.1 s', '2 elements'), or ''. */
  value: string;
}

/** The `n` audits that cost category `id` the most points (at least 0.5), most first. */
export function costliestAudits(lhr: Result, id: CategoryId, n = 3): AuditCost[] {
  const refs = (lhr.categories[id]?.auditRefs ?? []).filter(
    (r) => r.weight > 0 && typeof lhr.audits[r.id]?.score === 'number',
  );
  const total = refs.reduce((sum, r) => sum + r.weight, 0);
  return refs
    .map((r) => {
      const audit = lhr.audits[r.id]!;
      return {
        id: r.id,
        title: audit.title,
        points: (r.weight * (1 - (audit.score ?? 0)) * 100) / total,
        value: audit.displayValue ?? '',
      };
    })
    .filter((c) => c.points >= 0.5)
    .sort((a, b) => b.points - a.points)
    .slice(0, n);
}

export interface Saving {
  id: string;
  title: string;
  /** The estimated savings Lighthouse gives, e.g. 'LCP 1200 ms, FCP 900 ms'. */
  savings: string;
  /** The largest of the savings in ms (CLS counts ×1000 so it sorts with the rest). */
  largest: number;
}

/** The `n` performance audits or insights with the largest estimated savings, not passed, largest first. */
export function largestSavings(lhr: Result, n = 3): Saving[] {
  return Object.values(lhr.audits)
    .filter((a) => a.metricSavings && (a.score ?? 1) < 1)
    .map((a) => {
      const entries = Object.entries(a.metricSavings ?? {}).filter(
        (e): e is [string, number] => typeof e[1] === 'number' && e[1] > 0,
      );
      return {
        id: a.id,
        title: a.title,
        savings: entries
          .map(([k, v]) => (k === 'CLS' ? `CLS ${v.toFixed(3)}` : `${k} ${Math.round(v)} ms`))
          .join(', '),
        largest: Math.max(0, ...entries.map(([k, v]) => (k === 'CLS' ? v * 1000 : v))),
      };
    })
    .filter((s) => s.largest > 0)
    .sort((a, b) => b.largest - a.largest)
    .slice(0, n);
}
