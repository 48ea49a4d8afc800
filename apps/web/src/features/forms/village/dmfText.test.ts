import { describe, expect, it } from 'vitest';
import { cappedRateYearList, flatYearList, yearList } from '@rlc/shared';
import { dmfText } from './dmfText.ts';

describe('the DMF in a contract line', () => {
  it('names the year the fee reaches its cap, not year 10', () => {
    // 6 % a year capped at 36 %: 6, 12, 18, 24, 30, 36 → first at 36 % in year 6 (6 × 6 = 36).
    expect(dmfText(cappedRateYearList(0.06, 0.36))).toBe('DMF reaches 36% after 6 years');
    // 4 % a year capped at 20 % (Lifestyle Communities style): 20 % first in year 5.
    expect(dmfText(cappedRateYearList(0.04, 0.2))).toBe('DMF reaches 20% after 5 years');
  });

  it('says year 15 when the fee still rises after year 10', () => {
    // 3 % a year capped at 45 %: 30 % at year 10, 45 % at year 15 (the last listed year).
    expect(dmfText(cappedRateYearList(0.03, 0.45))).toBe('DMF reaches 45% after 15 years');
  });

  it('a flat fee applies from the first year; a zero schedule is no DMF; odd caps keep 2 decimals', () => {
    expect(dmfText(flatYearList(0.3))).toBe('DMF 30% from the first year');
    expect(dmfText(flatYearList(0))).toBe('no DMF');
    expect(dmfText(yearList([0.1, 0.2, 0.275, 0.275, 0.275, 0.275, 0.275, 0.275, 0.275, 0.275, 0.275]))).toBe(
      'DMF reaches 27.50% after 3 years',
    );
  });
});
