/**
 * The arithmetic bench:lighthouse prints (bench/lighthouse-scores.ts), on hand-made Lighthouse results: points an
 * audit costs, the median run, the savings list. Runs no browser.
 */
import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { costliestAudits, largestSavings, medianRun, scoresOf } from '../bench/lighthouse-scores.ts';

type Audit = { score: number | null; title?: string; displayValue?: string; metricSavings?: object };

/** A result with only what the helpers read: categories (score, audit weights) and audits. */
function lhr(perf: number, refs: [string, number][], audits: Record<string, Audit>): Result {
  const full = Object.fromEntries(
    Object.entries(audits).map(([id, a]) => [id, { id, title: a.title ?? id, ...a }]),
  );
  return {
    categories: {
      performance: { score: perf, auditRefs: refs.map(([id, weight]) => ({ id, weight })) },
      accessibility: { score: 1, auditRefs: [] },
      'best-practices': { score: null, auditRefs: [] },
    },
    audits: full,
  } as unknown as Result;
}

describe('bench:lighthouse scores', () => {
  it('costs an audit weight × (1 − score) / Σ weights of the scored audits, in points', () => {
    // Weights 10 (LCP), 30 (TBT), 25 (CLS, not applicable: no score, so left out), 10 (FCP) → Σ = 50.
    // LCP score 0.5 → 10 × 0.5 / 50 × 100 = 10 points; TBT 0.9 → 30 × 0.1 / 50 × 100 = 6 points;
    // FCP 0.99 → 10 × 0.01 / 50 × 100 = 0.2 points, under the 0.5 floor, so not listed.
    const result = lhr(
      0.7,
      [
        ['lcp', 10],
        ['tbt', 30],
        ['cls', 25],
        ['fcp', 10],
      ],
      {
        lcp: { score: 0.5, displayValue: '4.2 s' },
        tbt: { score: 0.9 },
        cls: { score: null },
        fcp: { score: 0.99 },
      },
    );
    const costs = costliestAudits(result, 'performance');
    expect(costs.map((c) => [c.id, Number(c.points.toFixed(6)), c.value])).toEqual([
      ['lcp', 10, '4.2 s'],
      ['tbt', 6, ''],
    ]);
  });

  it('reports the run with the median performance score; scores are rounded percentages', () => {
    const runs = [0.61, 0.9, 0.744].map((p) => lhr(p, [], {}));
    // Ascending 61, 74, 90 → the middle one; 0.744 rounds to 74; no best-practices score → NaN.
    const scores = scoresOf(medianRun(runs));
    expect(scores.performance).toBe(74);
    expect(scores.accessibility).toBe(100);
    expect(scores['best-practices']).toBeNaN();
  });

  it('lists savings of failing audits, largest first, CLS counted ×1000', () => {
    const result = lhr(0.5, [], {
      js: { score: 0, metricSavings: { FCP: 250, LCP: 300.4 } },
      shift: { score: 0.5, metricSavings: { CLS: 0.122 } },
      passed: { score: 1, metricSavings: { LCP: 5000 } },
      none: { score: 0, metricSavings: { TBT: 0 } },
    });
    // shift: 0.122 × 1000 = 122 < js: 300.4; the passed audit and the zero saving are left out.
    expect(largestSavings(result).map((s) => [s.id, s.savings])).toEqual([
      ['js', 'FCP 250 ms, LCP 300 ms'],
      ['shift', 'CLS 0.122'],
    ]);
  });
});
