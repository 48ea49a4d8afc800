/**
 * 'Reports by status' (POST analytics/query/reportsByStatus) on analytics-world.ts. Corporate A's live reports by
 * creator: Max (manager) f1 BUY, f3 WAIT, f5 NO_PDF, f9 NOTBUY; Sol (self-only) f2 NOTBUY, f4 BUY; Ava (South)
 * f7 BUY, f8 WAIT, f10 NOTBUY. f6 is archived. Here f1 gets a finished PDF and f3 a failed one and is made magic.
 * North (NSW) holds f1–f5 and f9, South (QLD) f7, f8 and f10. Months of creation in Sydney (UTC+10 until
 * 4 October, +11 after): f4 2026-07; f10 2026-09; f1, f2, f7, f9 2026-10; f3 (31 Oct 14:00 UTC = 1 Nov 01:00
 * there), f5, f8 2026-11.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AnalyticsFiltersInput, AnalyticsRow } from '@rlc/shared';
import { formPdfs, forms } from '../src/db/schema/index.ts';
import { useAnalyticsWorld } from './analytics-world.ts';

const ctx = useAnalyticsWorld('status', async (t, w) => {
  await t.db.insert(formPdfs).values([
    { formId: w.forms.f1, kind: 'summary', status: 'done', bytes: Buffer.from('%PDF') },
    { formId: w.forms.f1, kind: 'results', status: 'done', bytes: Buffer.from('%PDF') },
    { formId: w.forms.f3, kind: 'summary', status: 'failed' },
  ]);
  await t.db.update(forms).set({ isMagic: true }).where(eq(forms.id, w.forms.f3));
});

const query = (who: Parameters<typeof ctx.query>[0], filters: AnalyticsFiltersInput = {}) =>
  ctx.query(who, 'reportsByStatus', filters);
/** name, created, with PDFs, NO_PDF, WAIT, BUY, NOTBUY, MISSING, magic. */
const figures = (r: AnalyticsRow | null | undefined) =>
  r ? [r.name, r.created, r.withPdf, r.NO_PDF, r.WAIT, r.BUY, r.NOTBUY, r.MISSING, r.magic] : null;

describe('Reports by status', () => {
  it('per adviser: created, with a finished PDF (two PDFs of f1 count once; a failed one not), by status, magic', async () => {
    const r = await query('admin');
    expect(r.name).toBe('Reports by status');
    expect(r.rows.map(figures)).toEqual([
      ['Ava Tester', 3, 0, 0, 1, 1, 1, 0, 0],
      ['Max Tester', 4, 1, 1, 1, 1, 1, 0, 1],
      ['Sol Tester', 2, 0, 0, 0, 1, 1, 0, 0],
    ]);
    expect(figures(r.totals)).toEqual(['Total', 9, 1, 1, 2, 3, 3, 0, 1]);
    expect(r.columns.map((c) => c.text)).toEqual([
      'Adviser',
      'Reports created',
      'With PDFs',
      'No PDF Generated',
      'Awaiting Decision',
      'Decided To Buy',
      'Decided Not To Buy',
      'Unknown',
      'Magic reports',
    ]);
  });

  it('follows access: the South adviser sees only their own three', async () => {
    const r = await query('adviser');
    expect(r.rows.map(figures)).toEqual([['Ava Tester', 3, 0, 0, 1, 1, 1, 0, 0]]);
    expect(figures(r.totals)).toEqual(['Total', 3, 0, 0, 1, 1, 1, 0, 0]);
  });

  it('the North manager sees North: their own four and the self-only adviser’s two written there', async () => {
    const r = await query('manager');
    expect(r.rows.map((x) => x.name)).toEqual(['Max Tester', 'Sol Tester']);
    expect(figures(r.totals)).toEqual(['Total', 6, 1, 1, 1, 2, 2, 0, 1]);
  });

  it('filters: November in Sydney holds f3 (1 Nov there), f5, f8', async () => {
    const r = await query('admin', { dates: { option: 'preset', preset: 'thisMonth' } });
    expect(figures(r.totals)).toEqual(['Total', 3, 0, 1, 2, 0, 0, 0, 1]);
  });
});

describe('Reports by status, grouped (groupBy)', () => {
  // North: f1 BUY+PDF, f2 NOTBUY, f3 WAIT magic, f4 BUY, f5 NO_PDF, f9 NOTBUY; South: f7 BUY, f8 WAIT, f10 NOTBUY.
  const north = [6, 1, 1, 1, 2, 2, 0, 1];
  const south = [3, 0, 0, 1, 1, 1, 0, 0];
  const total = ['Total', 9, 1, 1, 2, 3, 3, 0, 1];

  it('by community: one row per community, named, with its id', async () => {
    const r = await query('admin', { groupBy: 'community' });
    expect(r.columns[0]!.text).toBe('Community');
    expect(r.rows.map(figures)).toEqual([
      ['North Village', ...north],
      ['South Village', ...south],
    ]);
    expect(r.rows.map((x) => x.id)).toEqual([ctx.w.north.id, ctx.w.south.id]);
    expect(figures(r.totals)).toEqual(total);
    expect(r.chart).toEqual({ kind: 'bar', values: ['created'] });
  });

  it("by state: the communities' states", async () => {
    const r = await query('admin', { groupBy: 'state' });
    expect(r.columns[0]!.text).toBe('State');
    expect(r.rows.map(figures)).toEqual([
      ['NSW', ...north],
      ['QLD', ...south],
    ]);
    expect(figures(r.totals)).toEqual(total);
  });

  it('by month of creation in Sydney: f3 (31 Oct in UTC) counts in November; a line chart', async () => {
    const r = await query('admin', { groupBy: 'month' });
    expect(r.columns[0]!.text).toBe('Month');
    expect(r.rows.map(figures)).toEqual([
      ['2026-07', 1, 0, 0, 0, 1, 0, 0, 0], // f4 BUY
      ['2026-09', 1, 0, 0, 0, 0, 1, 0, 0], // f10 NOTBUY
      ['2026-10', 4, 1, 0, 0, 2, 2, 0, 0], // f1 BUY+PDF, f7 BUY, f2 and f9 NOTBUY
      ['2026-11', 3, 0, 1, 2, 0, 0, 0, 1], // f5 NO_PDF, f3 WAIT magic, f8 WAIT
    ]);
    expect(figures(r.totals)).toEqual(total);
    expect(r.chart).toEqual({ kind: 'line', values: ['created'] });
  });

  it('follows access in every grouping: the South adviser gets QLD only, in rows and totals', async () => {
    const r = await query('adviser', { groupBy: 'state' });
    expect(r.rows.map(figures)).toEqual([['QLD', ...south]]);
    expect(figures(r.totals)).toEqual(['Total', ...south]);
  });

  it('combines with filters: communities = South, by month', async () => {
    const r = await query('admin', {
      groupBy: 'month',
      communities: { option: 'selected', selected: [ctx.w.south.id] },
    });
    expect(r.rows.map((x) => [x.name, x.created])).toEqual([
      ['2026-09', 1],
      ['2026-10', 1],
      ['2026-11', 1],
    ]);
  });
});
