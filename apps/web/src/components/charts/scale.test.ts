import { describe, expect, it } from 'vitest';
import { linear, niceTicks } from './scale.ts';

describe('niceTicks', () => {
  it('spans the data and 0 in nice steps', () => {
    // −1,600 … 13,500: range 15,100 / 5 = 3,020 a step → the next nice step is 5,000 (1, 2, 2.5 × 1,000 are
    // below 3,020); floor(−1,600 / 5,000) = −1 and ceil(13,500 / 5,000) = 3 → −5k … 15k.
    expect(niceTicks(-1600, 13_500)).toEqual({
      min: -5000,
      max: 15_000,
      ticks: [-5000, 0, 5000, 10_000, 15_000],
    });
  });

  it('includes 0 when every value is above it', () => {
    // 800k … 1.6m → 0 … 1.6m: 1.6m / 5 = 320k → step 500k (2.5 × 100k = 250k is too small) → 0 … 2m.
    expect(niceTicks(800_000, 1_600_000).ticks).toEqual([0, 500_000, 1_000_000, 1_500_000, 2_000_000]);
  });

  it('steps counts by whole numbers', () => {
    // 0 … 3 / 5 = 0.6 → nice 1 (0.5 is below 0.6) anyway; 0 … 2 / 5 = 0.4 → 0.5, raised to 1 for counts.
    expect(niceTicks(0, 2, { integer: true }).ticks).toEqual([0, 1, 2]);
    expect(niceTicks(0, 2).ticks).toEqual([0, 0.5, 1, 1.5, 2]);
  });

  it('gives 0 … 1 for no data', () => {
    expect(niceTicks(Infinity, -Infinity).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks(0, 0)).toEqual({ min: 0, max: 1, ticks: [0, 0.2, 0.4, 0.6, 0.8, 1] });
  });
});

describe('linear', () => {
  it('maps the domain onto the pixels, upside down for a y axis', () => {
    // 0 … 100 onto 300 … 0 px: 25 is a quarter of the way up, 300 − 75 = 225.
    const y = linear(0, 100, 300, 0);
    expect(y(25)).toBe(225);
    expect(y(100)).toBe(0);
  });
});
