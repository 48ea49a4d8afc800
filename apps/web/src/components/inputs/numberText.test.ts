import { describe, expect, it } from 'vitest';
import { MONEY_MAX } from '@rlc/shared';
import {
  editableText,
  fractionToPercent,
  notANumberMessage,
  percentToFraction,
  readNumberText,
  TWO_POINTS_MESSAGE,
  WHOLE_NUMBER_MESSAGE,
  type ReadNumberOptions,
} from './numberText.ts';

const dollars: ReadNumberOptions = { kind: 'currency', decimals: 2, max: MONEY_MAX };
const percent: ReadNumberOptions = { kind: 'percent', decimals: 2 };
const whole: ReadNumberOptions = { kind: 'number', decimals: 0 };

// ADR 0017: the issue's rule over spec §5's literal "strip all but digits and the point, cap at max".
describe('readNumberText: what is typed is used exactly', () => {
  it.each([
    ['$1,200,000', 1_200_000],
    ['1200000', 1_200_000],
    ['1.2m', 1_200_000], // 1.2 × 1,000,000
    ['$1.2M', 1_200_000],
    ['350k', 350_000], // 350 × 1,000
    ['1,200.50', 1200.5],
    ['1 200', 1200], // spaces between groups of three, as commas
    [' 450 000 ', 450_000],
    ['$1 200 000.50', 1_200_000.5],
    ['1\u00a0200\u00a0000', 1_200_000], // no-break spaces, as a figure pasted from a document brings
    ['1\u202f200', 1200], // a narrow no-break space
    ['  42 ', 42],
    ['.5', 0.5],
    ['7.', 7],
    ['', 0], // spec §5: an empty field is 0
  ])('dollars: %j → %d', (text, value) => {
    expect(readNumberText(text, dollars)).toEqual({ value });
  });

  it('rounds dollars to cents in decimal arithmetic, half away from zero (spec §5 2 decimals)', () => {
    // 1.005 is 1.00499999… in binary floating point; the typed digits say 1.005 → 1.01.
    expect(readNumberText('1.005', dollars)).toEqual({ value: 1.01 });
    expect(readNumberText('1234.567', dollars)).toEqual({ value: 1234.57 });
  });

  it('percent: "5%" and "5.25" are percent points; 12.345 rounds to 12.35', () => {
    expect(readNumberText('5%', percent)).toEqual({ value: 5 });
    expect(readNumberText('5.25 %', percent)).toEqual({ value: 5.25 });
    expect(readNumberText('12.345', percent)).toEqual({ value: 12.35 });
  });

  it('keeps a leading minus where negatives are allowed: "-$500" and "$-500" are both −500', () => {
    expect(readNumberText('-$500', { ...dollars, allowNegative: true })).toEqual({ value: -500 });
    expect(readNumberText('$-500', { ...dollars, allowNegative: true })).toEqual({ value: -500 });
    expect(readNumberText('-2.5', { ...percent, allowNegative: true })).toEqual({ value: -2.5 });
  });

  it('number fields keep the decimals asked for: 12.75 to 1 decimal is 12.8', () => {
    expect(readNumberText('12.75', { kind: 'number', decimals: 1 })).toEqual({ value: 12.8 });
    expect(readNumberText('12.0', whole)).toEqual({ value: 12 });
  });
});

describe('readNumberText: what cannot be used is refused with a message', () => {
  const moneyMessage = notANumberMessage('currency', 2);
  it.each([
    ['1e12', moneyMessage], // spec §5 literally: 112
    ['abc', moneyMessage],
    ['12a34', moneyMessage], // spec §5 literally: 1234
    ['1,20,000', moneyMessage], // commas only between groups of three
    ['1 20 000', moneyMessage], // spaces too
    ['1,200 000', moneyMessage], // one separator throughout
    ['12 34', moneyMessage],
    ['--5', moneyMessage],
    ['5k m', moneyMessage],
    ['.', moneyMessage],
    ['$', moneyMessage],
    ['1.2.3', TWO_POINTS_MESSAGE], // spec §5 literally: 1.23
    ['-500', 'Must be 0 or more.'], // spec §5 literally: 500
    ['100,000,001', 'Must be $100,000,000 or less.'], // MONEY_MAX + 1; never capped to the max
    ['101m', 'Must be $100,000,000 or less.'],
  ])('dollars: %j → %j', (text, message) => {
    expect(readNumberText(text, dollars)).toEqual({ message });
  });

  it('refuses letters, a "%" elsewhere than at the end and a "k" in a percent field', () => {
    const message = notANumberMessage('percent', 2);
    expect(readNumberText('abc', percent)).toEqual({ message }); // spec §5 literally: 0.00 %
    expect(readNumberText('%5', percent)).toEqual({ message });
    expect(readNumberText('5k', percent)).toEqual({ message });
    expect(readNumberText('$5', percent)).toEqual({ message });
  });

  it('refuses a "%" in a dollar field', () => {
    expect(readNumberText('5%', dollars)).toEqual({ message: moneyMessage });
  });

  it('names the max in the unit of the field', () => {
    expect(readNumberText('50', { ...percent, max: 36 })).toEqual({ message: 'Must be 36% or less.' });
    expect(readNumberText('5000', { ...dollars, max: 1000 })).toEqual({
      message: 'Must be $1,000 or less.',
    });
    expect(readNumberText('121', { ...whole, max: 120 })).toEqual({ message: 'Must be 120 or less.' });
    expect(readNumberText('120', { ...whole, max: 120 })).toEqual({ value: 120 }); // the max itself is fine
  });

  it('names the min: -51 % where the least is -50 %', () => {
    expect(readNumberText('-51', { ...percent, allowNegative: true, min: -50 })).toEqual({
      message: 'Must be -50% or more.',
    });
  });

  it('refuses decimals in a whole-number field instead of rounding 12.7 months to 13', () => {
    expect(readNumberText('12.7', whole)).toEqual({ message: WHOLE_NUMBER_MESSAGE });
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
