import { describe, expect, it } from 'vitest';
import { applyCells, cellKey } from './ratingCells.ts';

describe('rating cells', () => {
  const stored = [{ uid: 'int-11-101', location: 1, amenities: 5, careSupport: 0, lifestyle: 2 }];

  it('sets only the scores edited, keeping the rest of the row and the list as given', () => {
    const next = applyCells(stored, { [cellKey('int-11-101', 'location')]: 4 });
    expect(next).toEqual([{ uid: 'int-11-101', location: 4, amenities: 5, careSupport: 0, lifestyle: 2 }]);
    expect(stored[0]!.location).toBe(1); // not changed in place
  });

  it('adds a row (other scores 0) for an option not rated yet', () => {
    expect(applyCells(stored, { [cellKey('ext-21', 'lifestyle')]: 3 })).toEqual([
      stored[0],
      { uid: 'ext-21', location: 0, amenities: 0, careSupport: 0, lifestyle: 3 },
    ]);
  });

  it('ignores a cell that names no score', () => {
    expect(applyCells(stored, { 'int-11-101|view': 5, nonsense: 2 })).toEqual(stored);
  });
});
