import { describe, expect, it } from 'vitest';
import { clampRating, NOT_RATED, ratingLabel } from '../src/index.ts';

describe('rating words (spec §3.6)', () => {
  it('labels 1 Very Poor … 5 Excellent; between 0 and 1 Very Poor; a fraction reads the whole score reached', () => {
    expect([1, 2, 3, 4, 5].map(ratingLabel)).toEqual(['Very Poor', 'Poor', 'Good', 'Very Good', 'Excellent']);
    expect(ratingLabel(0.4)).toBe('Very Poor');
    expect(ratingLabel(3.5)).toBe('Good');
  });
  it('reads 0 and invalid values as not rated, and clamps above 5', () => {
    expect(ratingLabel(0)).toBe('');
    expect(ratingLabel(Number.NaN)).toBe('');
    expect(NOT_RATED).toBe('Not rated');
    expect(ratingLabel(9)).toBe('Excellent');
    expect([clampRating(-1), clampRating('4'), clampRating('abc'), clampRating(7)]).toEqual([0, 4, 0, 5]);
  });
});
