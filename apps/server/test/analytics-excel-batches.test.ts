/**
 * The Excel export of 'Reports by status' by adviser reads its rows from the database in batches of advisers
 * (adviser-batches.ts), in the screen's default order: with one adviser per batch (so every row is its own page)
 * and with the default batch, the file's cells are those of the screen's query (`runQuery`), totals included, from
 * the pre-aggregates and from the reports (a custom date range).
 */
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { AnalyticsFiltersInput } from '@rlc/shared';
import type { Db } from '../src/db/client.ts';
import { exportExcel, runQuery } from '../src/modules/analytics/index.ts';
import { ANALYTICS_NOW, useAnalyticsWorld } from './analytics-world.ts';

// Names whose order tells collations apart: the screen's (ICU root: case and accents second) puts adam, Émile,
// No adviser, Zoe; a byte order would put 'No adviser' and 'Zoe' first, then 'adam', then 'Émile'.
const ctx = useAnalyticsWorld('batches', async (t, w) => {
  const rename = (id: number, name: string) =>
    t.db.execute(sql`update users set first_name = ${name} where id = ${id}`);
  await rename(w.users.self.id, 'adam');
  await rename(w.users.manager.id, 'Émile');
  await rename(w.users.adviser.id, 'Zoe');
  // One of Zoe's reports (f8) now has a removed creator: the 'No adviser' row.
  await t.db.execute(sql`update forms set created_by = null where id = ${w.forms.f8}`);
});

/** The cells of the exported sheet below its header rows and column titles (row 3 on), by column. */
async function exportedCells(db: Db, body: AnalyticsFiltersInput, batch: number) {
  const deps = { db, clock: () => ANALYTICS_NOW };
  const { write } = await exportExcel(deps, ctx.as.admin, 'reportsByStatus', body, undefined, { batch });
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  await write(stream);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const width = sheet.getRow(2).cellCount;
  const rows: unknown[][] = [];
  for (let r = 3; r <= sheet.rowCount; r++)
    rows.push(Array.from({ length: width }, (_, i) => sheet.getRow(r).getCell(i + 1).value ?? null));
  return rows;
}

/** The screen's answer as the same cells: its rows, then its totals. */
async function screenCells(db: Db, body: AnalyticsFiltersInput) {
  const answer = await runQuery({ db, clock: () => ANALYTICS_NOW }, ctx.as.admin, 'reportsByStatus', body);
  const rows = answer.totals ? [...answer.rows, answer.totals] : answer.rows;
  // A cell of empty text is an empty cell in the file (read back as null).
  return rows.map((row) => answer.columns.map((c) => (row[c.value] === '' ? null : (row[c.value] ?? null))));
}

describe('the Excel export of Reports by status by adviser, read in batches', () => {
  const bodies: [string, AnalyticsFiltersInput][] = [
    ['no filter (the pre-aggregates)', {}],
    // 2 September to 19 November: not whole months, so read from the reports.
    ['a custom range (the reports)', { dates: { option: 'range', from: '2026-09-02', to: '2026-11-19' } }],
  ];
  for (const [label, body] of bodies)
    it(`gives the screen's cells one adviser per batch and in one batch: ${label}`, async () => {
      const db = ctx.t.db;
      const screen = await screenCells(db, body);
      expect(screen.length).toBeGreaterThan(2);
      expect(await exportedCells(db, body, 1)).toEqual(screen);
      expect(await exportedCells(db, body, 2000)).toEqual(screen);
    });

  it('orders the advisers as the screen does, the removed creator among them', async () => {
    const names = (await exportedCells(ctx.t.db, {}, 1)).map((row) => row[0]);
    expect(names).toEqual(['adam Tester', 'Émile Tester', 'No adviser', 'Zoe Tester', 'Total']);
  });

  it('names a hidden user’s row as the screen does (empty) and puts it first', async () => {
    class RolledBack extends Error {}
    await ctx.t.db
      .transaction(async (tx) => {
        // Zoe hidden (a demo user): the sources leave her out, so her row is named '' and sorts first (an empty
        // cell in the file).
        await tx.execute(sql`update users set silent_user = true where id = ${ctx.w.users.adviser.id}`);
        const cells = await exportedCells(tx, {}, 1);
        expect(cells.map((row) => row[0])).toEqual([
          null,
          'adam Tester',
          'Émile Tester',
          'No adviser',
          'Total',
        ]);
        expect(cells).toEqual(await screenCells(tx, {}));
        throw new RolledBack();
      })
      .catch((err: unknown) => {
        if (!(err instanceof RolledBack)) throw err;
      });
  });
});
