/**
 * Reading the Summary's comparison table (aria-label 'Comparison summary') the way a person does: by the
 * row's label (its row header) and the column's heading (the option's name), never by position in the DOM
 * order the test happens to know. Cells show whole dollars ('$31,223', '-$1,200', '–' for "not applicable").
 */
import { expect, type Locator, type Page } from '@playwright/test';

export const summaryTable = (page: Page): Locator => page.getByRole('table', { name: 'Comparison summary' });

/**
 * The text of the cell at (row label, column heading). `column` is matched against each column header's
 * text (a string must match exactly, a RegExp anywhere); exactly one header and one row must match.
 */
export async function cellText(table: Locator, rowLabel: string, column: string | RegExp): Promise<string> {
  const headers = (await table.getByRole('columnheader').allTextContents()).map((t) => t.trim());
  const matches = headers
    .map((h, i) => ({ h, i }))
    .filter(({ h }) => (typeof column === 'string' ? h === column : column.test(h)));
  expect(matches, `one column headed ${String(column)} among ${JSON.stringify(headers)}`).toHaveLength(1);
  const colIndex = matches[0]!.i;
  const row = table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: rowLabel, exact: true }) });
  await expect(row, `one row labelled '${rowLabel}'`).toHaveCount(1);
  // The row's first cell is its header (th scope=row), so the header index lines up with the row's cells.
  const cells = row.locator('th, td');
  return ((await cells.nth(colIndex).textContent()) ?? '').trim();
}

/** '$31,223' → 31223, '-$1,200' → -1200; throws on '–' or anything that is not a dollar amount. */
export function parseDollars(text: string): number {
  const m = /^(-|−)?\$([\d,]+(?:\.\d+)?)$/.exec(text.replace(/\s/g, ''));
  if (!m) throw new Error(`Not a dollar amount: '${text}'`);
  const value = Number(m[2]!.replace(/,/g, ''));
  return m[1] ? -value : value;
}

/** The cell at (row label, column heading) as dollars. */
export async function cellDollars(
  table: Locator,
  rowLabel: string,
  column: string | RegExp,
): Promise<number> {
  return parseDollars(await cellText(table, rowLabel, column));
}
