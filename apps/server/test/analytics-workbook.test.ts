/**
 * writeWorkbook on a hand-made answer: the money format, and texts that a spreadsheet would take for a formula
 * (starting with = + - @) kept as text. The Options Considered file over HTTP is analytics-excel.test.ts.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { AnalyticsQueryResponse } from '@rlc/shared';
import { writeWorkbook } from '../src/modules/analytics/workbook.ts';

const RISKY = ['=1+1', '+61 2 5550 1234', '-2+3', '@SUM(A1:A9)'];

const answer: AnalyticsQueryResponse = {
  name: 'Hand made',
  rows: RISKY.map((name, i) => ({ name, price: 450_000 + i, share: 0.25 })),
  totals: { name: 'Total', price: 1_800_006, share: 0.25 },
  headerRows: [
    [
      { text: '', colSpan: 1 },
      { text: 'Figures', colSpan: 2 },
    ],
  ],
  columns: [
    { value: 'name', text: 'Name', align: 'left', format: 'text' },
    { value: 'price', text: 'Price', align: 'right', format: 'money' },
    { value: 'share', text: 'Share', align: 'right', format: 'percent' },
  ],
  config: { dullZeros: true, sortBy: 'name', sortDesc: false },
  chart: { kind: 'bar', values: ['price'] },
  dateTime: '2026-11-20T00:00:00.000Z',
};

async function written(): Promise<ExcelJS.Worksheet> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  await writeWorkbook(answer, stream);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return book.worksheets[0]!;
}

describe('writeWorkbook', () => {
  it('formats money as whole dollars and fractions as percent, with a wider money column', async () => {
    const sheet = await written();
    // Row 1 the group, row 2 the titles, rows 3–6 the four rows, row 7 the totals.
    expect(sheet.getCell('B3').value).toBe(450_000);
    expect(sheet.getCell('B3').numFmt).toBe('"$"#,##0');
    expect(sheet.getCell('B7').value).toBe(1_800_006);
    expect(sheet.getCell('B7').numFmt).toBe('"$"#,##0');
    expect(sheet.getCell('C3').numFmt).toBe('0.0%');
    expect(sheet.getColumn(2).width).toBe(16);
    expect(sheet.getCell('C1').master.address).toBe('B1');
  });

  it('keeps texts starting with = + - @ as text, never formulas', async () => {
    const sheet = await written();
    RISKY.forEach((text, i) => {
      const cell = sheet.getCell(`A${3 + i}`);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.value).toBe(text);
      expect(cell.formula).toBeUndefined();
    });
  });

  it('takes rows only as fast as the file leaves: a reader that stops holds the rows back', async () => {
    const ROWS = 60_000;
    let taken = 0;
    function* rows() {
      for (let i = 0; i < ROWS; i++) {
        taken++;
        // Figures that vary as real ones do (a counter alone compresses to a few bytes a row).
        yield { name: `Adviser ${i}`, price: (i * 2_654_435_761) % 1_000_003, share: (i % 997) / 997 };
      }
    }
    const stream = new PassThrough(); // nobody reads it yet
    const done = writeWorkbook({ ...answer, rows: rows() }, stream);
    // Wait until the writer stops taking rows (no new one for 300 ms), at most 30 s.
    for (let last = -1, waited = 0; taken !== last && waited < 30_000; waited += 300) {
      last = taken;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    // What may wait unread: 1 MB of row XML (about 200 bytes a row: some 5,000 rows) before the compressor, 256 kB
    // of zip (about 32 bytes a row here: some 8,000 rows) and the stream's 16 kB: about 15,600 when measured.
    // Without the wait, all 60,000 would be taken at once.
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThan(20_000);
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    await done;
    expect(taken).toBe(ROWS);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    // Row 1 the group, row 2 the titles, rows 3 … 60,002 the rows, then the totals.
    expect(sheet.getCell(`A${ROWS + 2}`).value).toBe(`Adviser ${ROWS - 1}`);
    expect(sheet.getCell(`B${ROWS + 2}`).value).toBe(((ROWS - 1) * 2_654_435_761) % 1_000_003);
    expect(sheet.getCell(`A${ROWS + 3}`).value).toBe('Total');
  }, 90_000);
});
