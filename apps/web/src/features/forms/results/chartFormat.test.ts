import { describe, expect, it } from 'vitest';
import { axisMoney, wholeMoney } from './chartFormat.ts';

const MINUS = '\u2212';

describe('chart axis labels', () => {
  it('abbreviates thousands and millions', () => {
    expect(axisMoney(0)).toBe('$0');
    expect(axisMoney(850)).toBe('$850');
    expect(axisMoney(1500)).toBe('$1.5k'); // 1,500 / 1,000 = 1.5
    expect(axisMoney(2000)).toBe('$2k'); // trailing ".0" dropped
    expect(axisMoney(12_500)).toBe('$12.5k');
    expect(axisMoney(250_000)).toBe('$250k'); // from $100k on, whole thousands
    expect(axisMoney(1_000_000)).toBe('$1m');
    expect(axisMoney(1_250_000)).toBe('$1.25m'); // not "$1.3m": ticks 250k apart must stay distinct
    expect(axisMoney(1_500_000)).toBe('$1.5m');
  });
  it('writes negative amounts with a real minus sign, never a hyphen', () => {
    expect(axisMoney(-2000)).toBe(`${MINUS}$2k`);
    expect(axisMoney(-500)).toBe(`${MINUS}$500`);
    expect(axisMoney(-1_200_000)).toBe(`${MINUS}$1.2m`);
    expect(axisMoney(-2000)).not.toContain('-');
  });
  it('does not show "$1000k" or a signed zero at the rounding edges', () => {
    expect(axisMoney(999_600)).toBe('$1m'); // 999.6k rounds to 1,000k → written as $1m
    expect(axisMoney(999.7)).toBe('$1k');
    expect(axisMoney(-0.4)).toBe('$0');
  });
});

describe('whole-dollar values in tooltips and tables', () => {
  it('groups thousands, rounds to dollars, minus sign for negatives, blank for no figure', () => {
    expect(wholeMoney(1353426.65)).toBe('$1,353,427');
    expect(wholeMoney(-3307.88)).toBe(`${MINUS}$3,308`);
    expect(wholeMoney(null)).toBe('');
  });
});
