/**
 * 'Why not' (POST analytics/query/whyNot) on analytics-world.ts: the reports decided not to buy are f2 (North,
 * stay at home), f9 (North, an external property) and f10 (South, unknown); f6 is archived and decided yes,
 * corporate B's report decided yes. Answers worked out from that table.
 */
import { describe, expect, it } from 'vitest';
import type { AnalyticsFiltersInput, AnalyticsRow } from '@rlc/shared';
import { useAnalyticsWorld } from './analytics-world.ts';

const ctx = useAnalyticsWorld('whynot');

const query = (who: Parameters<typeof ctx.query>[0], filters: AnalyticsFiltersInput = {}) =>
  ctx.query(who, 'whyNot', filters);
const figures = (r: AnalyticsRow | null | undefined) =>
  r ? [r.name, r.notBought, r.home, r.ext, r.unk] : null;

describe('Why not', () => {
  it('per community: how many decided not to buy and what they chose instead; totals over both', async () => {
    const r = await query('admin');
    expect(r.name).toBe('Why not');
    expect(r.rows.map(figures)).toEqual([
      ['North Village', 2, 1, 1, 0],
      ['South Village', 1, 0, 0, 1],
    ]);
    expect(figures(r.totals)).toEqual(['Total', 3, 1, 1, 1]);
    expect(r.columns.map((c) => c.text)).toEqual([
      'Community',
      'State',
      'Decided not to buy',
      // The decision menu's words (NO_CHOICE_TEXT), so the table names the choice as the adviser saw it.
      'Staying at home',
      'Another property',
      'Undecided / unknown reason',
    ]);
    expect(r.headerRows).toEqual([
      [
        { text: '', colSpan: 3 },
        { text: 'Chosen instead', colSpan: 3 },
      ],
    ]);
  });

  it("follows access: the North manager's totals are North's alone", async () => {
    const r = await query('manager');
    expect(r.rows.map(figures)).toEqual([['North Village', 2, 1, 1, 0]]);
    expect(figures(r.totals)).toEqual(['Total', 2, 1, 1, 0]);
  });

  it('filters: October (Sydney) holds f2 and f9; f10 was September', async () => {
    const r = await query('admin', { dates: { option: 'range', from: '2026-10-01', to: '2026-10-31' } });
    expect(r.rows.map(figures)).toEqual([['North Village', 2, 1, 1, 0]]);
  });

  it('no rows and no totals when nothing in scope was decided not to buy', async () => {
    const r = await query('admin', { reportStatus: { option: 'selected', selected: ['WAIT'] } });
    expect(r.rows).toEqual([]);
    expect(r.totals).toBeNull();
  });
});
