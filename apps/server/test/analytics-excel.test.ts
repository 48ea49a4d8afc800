/**
 * POST analytics/query/analyticsOptions/excel: the Options Considered & Decided answer (analytics-options.test.ts
 * works out its figures) as an .xlsx file, opened again with exceljs and checked cell by cell.
 */
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities } from '../src/db/schema/index.ts';
import { analyticsWorld, ANALYTICS_NOW } from './analytics-world.ts';
import { bearer, createTestApp, type TestApp } from './helpers/app.ts';
import { DEFAULT_PASSWORD } from './helpers/fixtures.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof analyticsWorld>>;
const URL = '/api/app/v1/analytics/query/analyticsOptions/excel';
// A community name that a spreadsheet would run as a formula if it were written as one.
const FORMULA_NAME = '=HYPERLINK("http://evil.test","North")';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(ANALYTICS_NOW);
  w = await analyticsWorld(t.db, 'excel');
  await t.db.update(communities).set({ name: FORMULA_NAME }).where(eq(communities.id, w.north.id));
}, 60_000);
afterAll(() => t.close());

async function download(email: string, payload: object = {}) {
  const jwt = await t.login(email, DEFAULT_PASSWORD);
  return t.app.inject({ method: 'POST', url: URL, headers: bearer(jwt), payload });
}

describe('the Excel export of Options Considered & Decided', () => {
  it('is an .xlsx attachment named after the query and the day in Sydney, with the same numbers as the query', async () => {
    const res = await download(w.users.admin.email);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    // 2026-11-20T00:00Z is 11 am on 20 November in Sydney.
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="options-considered-2026-11-20.xlsx"',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Options Considered & Decided');
    // Row 1: the groups, merged over their six columns (C–H all types, I–N Licence, O–T Strata).
    expect(sheet.getCell('C1').value).toBe('All contract types');
    expect(sheet.getCell('I1').value).toBe('Licence');
    expect(sheet.getCell('O1').value).toBe('Strata');
    expect(sheet.getCell('H1').isMerged).toBe(true);
    expect(sheet.getCell('H1').master.address).toBe('C1');
    // Row 2: the column titles, with filters on them and the rows above frozen.
    expect(sheet.getRow(2).values).toEqual(
      expect.arrayContaining([
        'Community',
        'State',
        'Considered',
        'Decided to buy',
        'Median days to decision',
      ]),
    );
    expect(sheet.autoFilter).toBe('A2:T2');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
    // Rows 3–4 the communities by name ('=…' sorts before 'S'), row 5 the totals (figures worked out in
    // analytics-options.test.ts: North 4 considered, 2 bought, 1 not, 1 open, 50 %, median 10 days).
    const values = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1, 9);
    expect(values(3)).toEqual([FORMULA_NAME, 'NSW', 4, 2, 1, 1, 0.5, 10]);
    expect(values(4)).toEqual(['South Village', 'QLD', 2, 1, 0, 1, 0.5, 30]);
    expect(values(5)).toEqual(['Total', undefined, 6, 3, 1, 2, 0.5, 15]);
    expect(sheet.getCell('G3').numFmt).toBe('0.0%');
    expect(sheet.getCell('A5').font?.bold).toBe(true);
    // Text columns wide enough for a community's name, figures narrower.
    expect([sheet.getColumn(1).width, sheet.getColumn(3).width]).toEqual([28, 12]);
  });

  it('keeps a text starting with = as text, never a formula', async () => {
    const res = await download(w.users.admin.email);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cell = book.worksheets[0]!.getCell('A3');
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.formula).toBeUndefined();
  });

  it('follows the same access and refusals as the query: the South adviser gets South only; a foreign id is 400', async () => {
    const res = await download(w.users.adviser.email);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getCell('A3').value).toBe('South Village');
    expect(sheet.getCell('A4').value).toBe('Total');
    expect(sheet.rowCount).toBe(4);
    const refused = await download(w.users.adviser.email, {
      communities: { option: 'selected', selected: [w.north.id] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('VALIDATION');
  });
});
