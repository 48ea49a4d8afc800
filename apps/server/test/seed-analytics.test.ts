/**
 * The analytics sample of the demo seed (demo-analytics.ts): the demo admin's Options Considered &
 * Decided over the seeded demo, worked out by hand from the table in demo-analytics.ts plus the two worked reports
 * of demo-forms.ts (both undecided: Margaret Walsh considered Sunny Grove's licence, the Citizens both Harbour View
 * contracts). Conversion = bought / considered, rounded to 4 places; median of whole days to decision.
 */
import { describe, expect, it } from 'vitest';
import type { AnalyticsQueryResponse, AnalyticsRow } from '@rlc/shared';
import { ANALYTICS_SAMPLE, seedAnalyticsSample } from '../src/modules/seed/demo-analytics.ts';
import { useFormsApp, type FormsTestApp } from './forms-helpers.ts';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

/** name, considered, bought, not bought, undecided, conversion, median days (all contract types). */
const figures = (r: AnalyticsRow | null) =>
  r && [
    r.name,
    r.allConsidered,
    r.allBought,
    r.allNotBought,
    r.allUndecided,
    r.allConversion,
    r.allMedianDays,
  ];

async function options(token: string, body: object = {}) {
  const res = await f.call('POST', '/analytics/query/analyticsOptions', token, body);
  expect(res.status).toBe(200);
  return res.body.data as AnalyticsQueryResponse;
}

describe('the analytics sample of the demo', () => {
  it("gives the demo admin's Options Considered & Decided a row per community", async () => {
    const r = await options(f.jwt.admin);
    expect(r.rows.map(figures)).toEqual([
      // #15 bought (21 d); #16, #17 open.
      ['Banksia Terraces', 3, 1, 0, 2, 0.3333, 21],
      // #7 LH, #9 CS, #10 LH bought; #8, #11 not; the Citizens open. Days 28, 28, 21, 14, 28 → median 28.
      ['Harbour View Retirement Village', 6, 3, 2, 1, 0.5, 28],
      // #1, #3, #5 bought; #2, #4, #6 not; Margaret Walsh open. Days 21, 28, 21, 14, 14, 14 → (14 + 21) / 2.
      ['Sunny Grove Village', 7, 3, 3, 1, 0.4286, 17.5],
      // #12, #14 bought, #13 not. Days 21, 28, 14 → 21.
      ['Wattle Park Lifestyle Community', 3, 2, 1, 0, 0.6667, 21],
    ]);
    // 19 considered, 9 bought, 15 decided; the 15 days are five each of 14, 21 and 28 → median 21.
    expect(figures(r.totals)).toEqual(['Total', 19, 9, 6, 4, 0.4737, 21]);
  });

  it('filters: Harbour View in the 2025–26 financial year holds #7–#10', async () => {
    const harbour = f.communityId.harbour;
    const r = await options(f.jwt.admin, {
      communities: { option: 'selected', selected: [harbour] },
      dates: { option: 'range', from: '2025-07-01', to: '2026-06-30' },
    });
    // #7, #9, #10 bought, #8 not; days 28, 28, 21, 14 → (21 + 28) / 2.
    expect(r.rows.map(figures)).toEqual([['Harbour View Retirement Village', 4, 3, 1, 0, 0.75, 24.5]]);
  });

  it('is written once: another run writes nothing', async () => {
    expect(ANALYTICS_SAMPLE).toHaveLength(17);
    expect(await seedAnalyticsSample(f.t.db)).toBe(0);
  });
});
