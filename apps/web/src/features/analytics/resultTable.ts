/**
 * The result table's rules (spec §3.11 "Query": columns with value, text and alignment; config dullZeros, sortBy,
 * sortDesc): how a cell reads for its column's format, which cells are dull (zeros and empty figures, when the
 * query asks for dull zeros), and sorting by any column. The totals row is not sorted: it stays last.
 */
import { formatAud, type AnalyticsColumn, type AnalyticsRow } from '@rlc/shared';

export interface SortState {
  by: string;
  desc: boolean;
}

const count = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A figure that is empty (no value: e.g. no decision to take a median of). */
export const EMPTY = '—';

/** The text of a cell: counts with thousands separators, fractions as percent with one decimal, days with one
 * decimal, money in whole dollars; no value reads '—'. */
export function cellText(value: AnalyticsRow[string] | undefined, format: AnalyticsColumn['format']): string {
  if (value === null || value === undefined || value === '') return format === 'text' ? '' : EMPTY;
  if (typeof value === 'string') return value;
  switch (format) {
    case 'count':
      return count.format(value);
    case 'percent':
      return `${oneDecimal.format(value * 100)}%`;
    case 'days':
      return oneDecimal.format(value);
    case 'money':
      return formatAud(value, { whole: true });
    default:
      return String(value);
  }
}

/** Whether a cell is drawn dull: a zero or an empty figure, when the query asks for dull zeros. */
export function isDull(value: AnalyticsRow[string] | undefined, column: AnalyticsColumn, dullZeros: boolean) {
  return dullZeros && column.format !== 'text' && (value === 0 || value === null || value === undefined);
}

/** Compares two cells: numbers by value, texts alphabetically (digits as numbers); empty cells always last. */
function compare(a: AnalyticsRow[string] | undefined, b: AnalyticsRow[string] | undefined, desc: boolean) {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  const order =
    typeof a === 'number' && typeof b === 'number'
      ? a - b
      : String(a).localeCompare(String(b), 'en-AU', { numeric: true });
  return desc ? -order : order;
}

/** The rows sorted by one column (ties keep the server's order, which is by name). */
export function sortRows(rows: readonly AnalyticsRow[], sort: SortState): AnalyticsRow[] {
  return rows
    .map((row, i) => ({ row, i }))
    .sort((x, y) => compare(x.row[sort.by], y.row[sort.by], sort.desc) || x.i - y.i)
    .map(({ row }) => row);
}

/** The sort after clicking a column's title: the same column turns around; another starts ascending. */
export const nextSort = (sort: SortState, by: string): SortState =>
  sort.by === by ? { by, desc: !sort.desc } : { by, desc: false };
