/**
 * An analytics answer as an Excel workbook, written with exceljs's streaming writer (each row is committed and
 * released as it is written, so memory does not grow with the rows): the header rows with their groups merged, the
 * column titles, the rows and the totals row in bold; counts as whole numbers, conversions as percent, days with one
 * decimal, money as whole dollars; the header frozen, filters on the column titles, widths per kind of column.
 * Values are written as plain strings and numbers, never formulas, so a text starting with = + - @ stays text.
 */
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { AnalyticsColumn, AnalyticsQueryResponse, AnalyticsRow } from '@rlc/shared';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const NUMBER_FORMATS: Record<AnalyticsColumn['format'], string | undefined> = {
  text: undefined,
  count: '#,##0',
  percent: '0.0%',
  days: '0.0',
  money: '"$"#,##0',
};
const WIDTHS: Record<AnalyticsColumn['format'], number> = {
  text: 28,
  count: 12,
  percent: 12,
  days: 14,
  money: 16,
};
/** Rows written between two turns of the event loop. */
const YIELD_EVERY = 500;

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

const cellsOf = (row: AnalyticsRow, columns: readonly AnalyticsColumn[]) =>
  columns.map((c) => row[c.value] ?? null);

export async function writeWorkbook(answer: AnalyticsQueryResponse, stream: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
    // The fastest deflate: at the default level the compressor falls behind the rows on a busy machine and the
    // rows wait in memory (the file is a few per cent bigger).
    zip: { zlib: { level: 1 } },
  });
  const titleRow = answer.headerRows.length + 1;
  const sheet = workbook.addWorksheet(sheetName(answer.name), {
    views: [{ state: 'frozen', ySplit: titleRow, xSplit: 1 }],
  });
  // One style object per column, given to each of its cells as is: exceljs registers a cell's style by object
  // identity first, so shared objects cost a lookup, where a column default (merged into a new object per cell)
  // costs its XML rendered again for each of the 1,000,000 cells of 100,000 rows.
  const styles = answer.columns.map((c): Partial<ExcelJS.Style> => ({
    ...(NUMBER_FORMATS[c.format] ? { numFmt: NUMBER_FORMATS[c.format] } : {}),
    alignment: { horizontal: c.align },
  }));
  sheet.columns = answer.columns.map((c) => ({ key: c.value, width: WIDTHS[c.format] }));
  const boldStyles = styles.map((style) => ({ ...style, font: { bold: true } }));
  const styled = (row: ExcelJS.Row, bold = false) => {
    (bold ? boldStyles : styles).forEach((style, i) => (row.getCell(i + 1).style = style));
    return row;
  };
  for (const cells of answer.headerRows) {
    const values = cells.flatMap((cell) => [cell.text, ...Array<string>(cell.colSpan - 1).fill('')]);
    const row = sheet.addRow(values);
    row.font = { bold: true };
    row.alignment = { horizontal: 'center' };
    // Merge after adding the row: merging first would create the row and push this one below it.
    let first = 1;
    for (const cell of cells) {
      if (cell.colSpan > 1) sheet.mergeCells(row.number, first, row.number, first + cell.colSpan - 1);
      first += cell.colSpan;
    }
    row.commit();
  }
  const titles = sheet.addRow(answer.columns.map((c) => c.text));
  titles.font = { bold: true };
  titles.commit();
  sheet.autoFilter = {
    from: { row: titleRow, column: 1 },
    to: { row: titleRow, column: answer.columns.length },
  };
  for (const [i, row] of answer.rows.entries()) {
    styled(sheet.addRow(cellsOf(row, answer.columns))).commit();
    // exceljs writes committed rows into its zip stream without waiting for it to drain: give the event loop a
    // turn now and then so the compressed bytes leave (memory stays flat however many rows).
    if (i % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((resolve) => setImmediate(resolve));
  }
  if (answer.totals) {
    styled(sheet.addRow(cellsOf(answer.totals, answer.columns)), true).commit();
  }
  sheet.commit();
  await workbook.commit();
}
