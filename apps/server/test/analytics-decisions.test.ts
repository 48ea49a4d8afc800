/**
 * 'Decisions over time' (POST analytics/query/decisionsOverTime) on analytics-world.ts plus three open reports
 * added here (created 1 Mar, 1 Aug and 21 Sep 2026). Today is 20 Nov 2026 (00:00 UTC). Months are Sydney's.
 *
 * Decisions (month of the decision, days from creation): Jul f4 buy 5; Sep f10 no 2; Oct f1 buy 10, f9 no 2,
 * f2 no 20; Nov f7 buy 30. Open reports (month created, whole days waited): Mar 264 (180+), Aug 111 (91–180),
 * Sep 60 (31–90), Nov f3 (31 Oct 14:00 UTC = 1 Nov in Sydney) 19, f5 18, f8 15 (all 0–30).
 */
import { describe, expect, it } from 'vitest';
import type { AnalyticsFiltersInput, AnalyticsRow } from '@rlc/shared';
import { forms } from '../src/db/schema/index.ts';
import { useAnalyticsWorld } from './analytics-world.ts';

const ctx = useAnalyticsWorld('decisions', async (t, w) => {
  await t.db.insert(forms).values(
    ['2026-03-01T00:00:00Z', '2026-08-01T00:00:00Z', '2026-09-21T00:00:00Z'].map((at) => ({
      corporateId: w.a.id,
      communityId: w.south.id,
      createdBy: w.users.adviser.id,
      createdAt: new Date(at),
      updatedAt: new Date(at),
    })),
  );
});

const query = (who: Parameters<typeof ctx.query>[0], filters: AnalyticsFiltersInput = {}) =>
  ctx.query(who, 'decisionsOverTime', filters);
/** month, decisions, bought, not bought, average days, open 0–30, 31–90, 91–180, 180+. */
const figures = (r: AnalyticsRow | null | undefined) =>
  r ? [r.name, r.decisions, r.bought, r.notBought, r.averageDays, r.open0, r.open1, r.open2, r.open3] : null;

describe('Decisions over time', () => {
  it('per month: decisions and their average days; open reports by days waiting, in the month created', async () => {
    const r = await query('admin');
    expect(r.rows.map(figures)).toEqual([
      ['2026-03', 0, 0, 0, null, 0, 0, 0, 1],
      ['2026-07', 1, 1, 0, 5, 0, 0, 0, 0],
      ['2026-08', 0, 0, 0, null, 0, 0, 1, 0],
      ['2026-09', 1, 0, 1, 2, 0, 1, 0, 0],
      // (10 + 2 + 20) / 3 = 10.67 → 10.7
      ['2026-10', 3, 1, 2, 10.7, 0, 0, 0, 0],
      ['2026-11', 1, 1, 0, 30, 3, 0, 0, 0],
    ]);
    // Six decisions: (5 + 2 + 10 + 2 + 20 + 30) / 6 = 69 / 6 = 11.5 days.
    expect(figures(r.totals)).toEqual(['Total', 6, 3, 3, 11.5, 3, 1, 1, 1]);
    expect(r.headerRows[0]!.map((h) => [h.text, h.colSpan])).toEqual([
      ['', 1],
      ['Decisions', 4],
      ['Open reports, days waiting', 4],
    ]);
  });

  it('follows access: the North manager sees f1, f2, f4, f9 decided and f3, f5 open', async () => {
    const r = await query('manager');
    // (10 + 20 + 5 + 2) / 4 = 9.25 → 9.3
    expect(figures(r.totals)).toEqual(['Total', 4, 2, 2, 9.3, 2, 0, 0, 0]);
  });

  it('the dates filter is on creation: created in October are f1, f2, f9 (decided that month) and f7 (in November)', async () => {
    const r = await query('admin', { dates: { option: 'range', from: '2026-10-01', to: '2026-10-31' } });
    expect(r.rows.map(figures)).toEqual([
      ['2026-10', 3, 1, 2, 10.7, 0, 0, 0, 0],
      ['2026-11', 1, 1, 0, 30, 0, 0, 0, 0],
    ]);
  });
});
