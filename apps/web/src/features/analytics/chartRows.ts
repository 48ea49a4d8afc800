/**
 * The rows a query's chart draws: bars take the table's first MAX_BARS rows in its order; a line over months
 * ('YYYY-MM' names) takes them in time order with every month between the first and the last, a month with no row
 * drawn as 0 (no report was decided or opened then), so the line's spacing is time's.
 */
import type { AnalyticsChart, AnalyticsRow } from '@rlc/shared';

/** More bars than this would be too thin to read on a phone; the table holds every row. */
export const MAX_BARS = 20;

const MONTH = /^(\d{4})-(\d{2})$/;

/** Every 'YYYY-MM' from `first` to `last`, both included. */
function monthsBetween(first: string, last: string): string[] {
  const [, fy, fm] = MONTH.exec(first)!;
  const [, ly, lm] = MONTH.exec(last)!;
  const out: string[] = [];
  for (let i = Number(fy) * 12 + Number(fm) - 1; i <= Number(ly) * 12 + Number(lm) - 1; i++)
    out.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  return out;
}

export function chartRows(chart: AnalyticsChart, rows: readonly AnalyticsRow[]): AnalyticsRow[] {
  if (chart.kind === 'bar') return rows.slice(0, MAX_BARS);
  const sorted = [...rows].sort((a, b) => String(a.name).localeCompare(String(b.name)));
  const names = sorted.map((r) => String(r.name));
  if (sorted.length < 2 || !names.every((n) => MONTH.test(n))) return sorted;
  const byMonth = new Map(sorted.map((r) => [String(r.name), r]));
  const zero = Object.fromEntries(chart.values.map((key) => [key, 0]));
  return monthsBetween(names[0]!, names.at(-1)!).map(
    (month) => byMonth.get(month) ?? { name: month, ...zero },
  );
}
