// Integer-cents helpers: each rounding mode on exact halves and on floating-point noise.
import { describe, expect, it } from 'vitest';
import {
  divide,
  multiply,
  roundDown,
  roundHalfUp,
  roundUp,
  toCents,
  toDollars,
  wholeSteps,
} from '../src/money.ts';

describe('money', () => {
  it('converts dollars to cents and back without drift', () => {
    expect(toCents(1047.1)).toBe(104710);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(135318.69)).toBe(13531869);
    expect(toDollars(13531869)).toBe(135318.69);
  });

  it('rounds halves away from zero, after removing representation noise', () => {
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(-2.5)).toBe(-3);
    expect(roundHalfUp(2.4999)).toBe(2);
    // 10,620,000 c × 0.0075 is 79,649.99999999999 in binary floating point; the intended value is 79,650.
    expect(roundHalfUp(10620000 * 0.0075)).toBe(79650);
    expect(multiply(10620000, 0.0075)).toBe(79650);
    // 1.005 × 100 = 100.49999999999999 in floating point; snapped to 100.5 → 101.
    expect(toCents(1.005)).toBe(101);
  });

  it('rounds down and up explicitly', () => {
    expect(roundDown(1.9999999999999998)).toBe(2); // noise, not a real fraction
    expect(roundDown(1.99)).toBe(1);
    expect(roundUp(1.01)).toBe(2);
    expect(multiply(1000, 0.1234, 'down')).toBe(123);
    expect(multiply(1000, 0.1231, 'up')).toBe(124);
    expect(divide(2624720, 26)).toBe(100951); // 26,247.20 / 26 = 1,009.5077 → 1,009.51
    expect(divide(1370380, 26, 'up')).toBe(52707); // 13,703.80 / 26 = 527.069 → 527.07 rounded up
    expect(divide(1370380, 26, 'down')).toBe(52706);
    expect(() => divide(1, 0)).toThrow(RangeError);
  });

  it('counts whole steps, rounding the excess down', () => {
    expect(wholeSteps(17850000, 25000)).toBe(714); // 178,500 / 250
    expect(wholeSteps(24999, 25000)).toBe(0);
    expect(wholeSteps(-100, 25000)).toBe(0);
    expect(() => wholeSteps(1, 0)).toThrow(RangeError);
  });
});
