/** Which rows the chart draws: bars in the table's order up to MAX_BARS; months in order with the gaps as 0. */
import { describe, expect, it } from 'vitest';
import { chartRows, MAX_BARS } from './chartRows.ts';

describe('chartRows', () => {
  it('bars: the table order, at most MAX_BARS rows', () => {
    const rows = Array.from({ length: MAX_BARS + 5 }, (_, i) => ({ name: `C${i}`, n: i }));
    const drawn = chartRows({ kind: 'bar', values: ['n'] }, rows);
    expect(drawn).toHaveLength(MAX_BARS);
    expect(drawn[0]).toBe(rows[0]);
  });

  it('a line over months: time order, every month from the first to the last, gaps as 0 for the drawn values', () => {
    // Nov 2025 to Feb 2026 spans a year's end: Nov, Dec, Jan, Feb; Dec and Jan have no row.
    const rows = [
      { name: '2026-02', bought: 1, notBought: 2 },
      { name: '2025-11', bought: 3, notBought: 0 },
    ];
    expect(chartRows({ kind: 'line', values: ['bought', 'notBought'] }, rows)).toEqual([
      { name: '2025-11', bought: 3, notBought: 0 },
      { name: '2025-12', bought: 0, notBought: 0 },
      { name: '2026-01', bought: 0, notBought: 0 },
      { name: '2026-02', bought: 1, notBought: 2 },
    ]);
  });

  it('a line whose names are not months is only put in order', () => {
    const rows = [{ name: 'b' }, { name: 'a' }];
    expect(chartRows({ kind: 'line', values: ['n'] }, rows).map((r) => r.name)).toEqual(['a', 'b']);
  });
});
