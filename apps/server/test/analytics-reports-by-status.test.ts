/**
 * 'Reports by status' (POST analytics/query/reportsByStatus) on analytics-world.ts. Corporate A's live reports by
 * creator: Max (manager) f1 BUY, f3 WAIT, f5 NO_PDF, f9 NOTBUY; Sol (self-only) f2 NOTBUY, f4 BUY; Ava (South)
 * f7 BUY, f8 WAIT, f10 NOTBUY. f6 is archived. Here f1 gets a finished PDF and f3 a failed one and is made magic.
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
