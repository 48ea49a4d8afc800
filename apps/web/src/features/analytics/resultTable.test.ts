/** The result table's rules: cell texts per format, dull zeros, sorting with empty cells last, header clicks. */
import { describe, expect, it } from 'vitest';
import type { AnalyticsColumn } from '@rlc/shared';
import { cellText, EMPTY, isDull, nextSort, sortRows } from './resultTable.ts';

const col = (format: AnalyticsColumn['format']): AnalyticsColumn => ({
  value: 'v',
  text: 'V',
  align: format === 'text' ? 'left' : 'right',
  format,
});

describe('cellText', () => {
  it('writes counts with separators, fractions as one-decimal percent, days with one decimal, whole dollars', () => {
    expect(cellText(12345, 'count')).toBe('12,345');
    // 2 of 3 = 0.6667 → 66.7 %.
    expect(cellText(0.6667, 'percent')).toBe('66.7%');
    expect(cellText(0.5, 'percent')).toBe('50.0%');
    expect(cellText(15, 'days')).toBe('15.0');
    expect(cellText(450000.4, 'money')).toBe('$450,000');
    expect(cellText('North Village', 'text')).toBe('North Village');
  });
  it('writes no value as a dash for figures and nothing for text', () => {
    expect(cellText(null, 'percent')).toBe(EMPTY);
    expect(cellText(undefined, 'count')).toBe(EMPTY);
    expect(cellText(null, 'text')).toBe('');
  });
});

describe('isDull', () => {
  it('dulls zeros and empty figures only when the query asks, never text', () => {
    expect(isDull(0, col('count'), true)).toBe(true);
    expect(isDull(null, col('days'), true)).toBe(true);
    expect(isDull(3, col('count'), true)).toBe(false);
    expect(isDull(0, col('count'), false)).toBe(false);
    expect(isDull('', col('text'), true)).toBe(false);
  });
});

describe('sortRows', () => {
  const rows = [
    { name: 'Banksia', n: 2, p: null },
    { name: 'harbour', n: 10, p: 0.5 },
    { name: 'Acacia', n: 2, p: 0.25 },
    { name: 'Wattle 10', n: 0, p: 1 },
    { name: 'Wattle 9', n: 1, p: 0 },
  ];
  const names = (by: string, desc = false) => sortRows(rows, { by, desc }).map((r) => r.name);

  it('sorts numbers by value (10 after 2), ties keeping the given order', () => {
    expect(names('n')).toEqual(['Wattle 10', 'Wattle 9', 'Banksia', 'Acacia', 'harbour']);
    expect(names('n', true)).toEqual(['harbour', 'Banksia', 'Acacia', 'Wattle 9', 'Wattle 10']);
  });
  it('sorts text ignoring case, numbers within it as numbers', () => {
    expect(names('name')).toEqual(['Acacia', 'Banksia', 'harbour', 'Wattle 9', 'Wattle 10']);
  });
  it('puts empty cells last whichever way', () => {
    expect(names('p')).toEqual(['Wattle 9', 'Acacia', 'harbour', 'Wattle 10', 'Banksia']);
    expect(names('p', true)).toEqual(['Wattle 10', 'harbour', 'Acacia', 'Wattle 9', 'Banksia']);
  });
});

describe('nextSort', () => {
  it('turns the same column around and starts another ascending', () => {
    expect(nextSort({ by: 'name', desc: false }, 'name')).toEqual({ by: 'name', desc: true });
    expect(nextSort({ by: 'name', desc: true }, 'n')).toEqual({ by: 'n', desc: false });
  });
});
