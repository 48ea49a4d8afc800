/**
 * An analytics answer as an Excel workbook, written with exceljs's streaming writer (each row is committed and
 * released as it is written, and taken from `rows` only when the compressor has room for it, so memory does not
 * grow with the rows nor wait on a slow reader): the header rows with their groups merged, the
 * column titles, the rows and the totals row in bold; counts as whole numbers, conversions as percent, days with one
 * decimal, money as whole dollars; the header frozen, filters on the column titles, widths per kind of column.
 * Values are written as plain strings and numbers, never formulas, so a text starting with = + - @ stays text.
 */
import type { Writable } from 'node:stream';
// Types only here: exceljs is loaded by the first export (`writeWorkbook`), not at start — it is ~8 MB of heap
// and ~25 MB resident that a server which never exports would carry (docs/performance.md, "Server memory").
import type ExcelJS from 'exceljs';
import type { AnalyticsColumn, AnalyticsQueryResponse, AnalyticsRow } from '@rlc/shared';

/**
 * An answer whose rows may be produced one at a time (an array, or a generator reading them from the database in
 * batches), and whose totals may be known only once they are all read (a function called after the last row).
 */
export type WorkbookAnswer = Omit<AnalyticsQueryResponse, 'rows' | 'totals'> & {
  rows: Iterable<AnalyticsRow> | AsyncIterable<AnalyticsRow>;
  totals: AnalyticsQueryResponse['totals'] | (() => AnalyticsQueryResponse['totals']);
};

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
/** Rows written between two looks at the compressor's queue. */
const CHECK_EVERY = 200;
/** Bytes of row XML allowed to wait for the compressor, and of zip for the reader, before the next row is taken. */
const MAX_QUEUED = { xml: 1024 * 1024, zip: 256 * 1024 };

type Buffered = { _writableState?: { length: number }; _readableState?: { length: number } };
const buffered = (s: Buffered | undefined) =>
  (s?._writableState?.length ?? 0) + (s?._readableState?.length ?? 0);

/**
 * Bytes of committed rows not yet gone to `stream`: their XML waiting for the compressor, and the compressed zip
 * waiting for the reader. exceljs hands each row's XML to the zip entry's stream without waiting for it (its
 * `write` is not awaited) and archiver keeps pushing zip bytes while the reader holds back, so a compressor behind
 * (a busy machine) or a slow reader would otherwise keep every row in memory. Read from exceljs 4 / archiver
 * internals (the worksheet writer's `stream.pipes`, the workbook writer's `zip`); 0 for what is not there.
 */
function queuedBytes(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  sheet: ExcelJS.Worksheet,
): { xml: number; zip: number } {
  const pipes = (sheet as unknown as { stream?: { pipes?: Buffered[] } }).stream?.pipes ?? [];
  return {
    xml: pipes.reduce((sum, p) => sum + buffered(p), 0),
    zip: buffered((workbook as unknown as { zip?: Buffered }).zip),
  };
}

/** Waits (a few ms at a time, leaving the compressor its turns) until both queues are under MAX_QUEUED. */
async function roomFor(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  sheet: ExcelJS.Worksheet,
): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  for (;;) {
    const queued = queuedBytes(workbook, sheet);
    if (queued.xml <= MAX_QUEUED.xml && queued.zip <= MAX_QUEUED.zip) return;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

const cellsOf = (row: AnalyticsRow, columns: readonly AnalyticsColumn[]) =>
  columns.map((c) => row[c.value] ?? null);

export async function writeWorkbook(answer: WorkbookAnswer, stream: Writable): Promise<void> {
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({
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
  let written = 0;
  for await (const row of answer.rows) {
    styled(sheet.addRow(cellsOf(row, answer.columns))).commit();
    if (++written % CHECK_EVERY === 0) await roomFor(workbook, sheet);
  }
  const totals = typeof answer.totals === 'function' ? answer.totals() : answer.totals;
  if (totals) {
    styled(sheet.addRow(cellsOf(totals, answer.columns)), true).commit();
  }
  sheet.commit();
  await workbook.commit();
}
