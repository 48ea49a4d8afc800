import { describe, expect, it } from 'vitest';
import {
  editableText,
  fractionToPercent,
  parseNumberText,
  percentToFraction,
  sanitiseNumberText,
} from './numberText.ts';

describe('sanitiseNumberText (spec §5: digits and the point only)', () => {
  it('strips letters, commas, spaces and currency signs', () => {
    expect(sanitiseNumberText('$1,234.50 AUD')).toBe('1234.50');
    expect(sanitiseNumberText('12a34')).toBe('1234');
  });
  it('keeps only the first point', () => {
    expect(sanitiseNumberText('1.2.3')).toBe('1.23');
  });
  it('drops every point for integers', () => {
    expect(sanitiseNumberText('1.5', { allowDecimal: false })).toBe('15');
  });
  it('keeps a leading minus only when negatives are allowed', () => {
    expect(sanitiseNumberText('-50')).toBe('50');
    expect(sanitiseNumberText('-50', { allowNegative: true })).toBe('-50');
    // A minus that is not leading is never kept.
    expect(sanitiseNumberText('5-0', { allowNegative: true })).toBe('50');
  });
  it('cuts to maxLength', () => {
    expect(sanitiseNumberText('123456', { maxLength: 4 })).toBe('1234');
  });
});

describe('parseNumberText', () => {
  it('defaults empty or unreadable text to 0', () => {
    expect(parseNumberText('', { decimals: 2 })).toBe(0);
    expect(parseNumberText('.', { decimals: 2 })).toBe(0);
    expect(parseNumberText('-', { decimals: 2 })).toBe(0);
  });
  it('rounds to the decimals in decimal arithmetic, half away from zero', () => {
    // 1.005 is 1.00499999… in binary; the typed digits say 1.005 → 1.01.
    expect(parseNumberText('1.005', { decimals: 2 })).toBe(1.01);
    expect(parseNumberText('1234.567', { decimals: 2 })).toBe(1234.57);
    expect(parseNumberText('-2.5', { decimals: 0 })).toBe(-3);
    expect(parseNumberText('12.4', { decimals: 0 })).toBe(12);
  });
  it('caps at max', () => {
    expect(parseNumberText('5000', { decimals: 2, max: 1000 })).toBe(1000);
    expect(parseNumberText('999.99', { decimals: 2, max: 1000 })).toBe(999.99);
  });
});

describe('percent scale (spec §9: percent scale 100)', () => {
  it('converts without floating-point noise', () => {
    expect(fractionToPercent(0.07)).toBe(7); // 0.07 × 100 is 7.000000000000001 in floating point
    expect(fractionToPercent(0.1234)).toBe(12.34);
    expect(percentToFraction(12.34)).toBe(0.1234);
    expect(percentToFraction(6)).toBe(0.06);
  });
  it('edits 0 as an empty field', () => {
    expect(editableText(0)).toBe('');
    expect(editableText(12.5)).toBe('12.5');
  });
});
