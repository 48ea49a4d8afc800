import { describe, expect, it } from 'vitest';
import { pageOf } from './FormListModel.ts';

// 1 … 60 in pages of 25: page 0 = 1–25, page 1 = 26–50, page 2 = 51–60 (ceil(60 / 25) = 3 pages).
const sixty = Array.from({ length: 60 }, (_, i) => i + 1);

describe('pageOf', () => {
  it('cuts the list into pages of the given size', () => {
    expect(pageOf(sixty, 0, 25)).toEqual({ rows: sixty.slice(0, 25), page: 0 });
    expect(pageOf(sixty, 1, 25).rows[0]).toBe(26);
    expect(pageOf(sixty, 2, 25)).toEqual({ rows: [51, 52, 53, 54, 55, 56, 57, 58, 59, 60], page: 2 });
  });

  it('shows the last page instead of one past the end (after a delete or a narrower search)', () => {
    expect(pageOf(sixty, 5, 25)).toEqual({ rows: sixty.slice(50), page: 2 });
    // 50 rows fill exactly 2 pages: page 2 would be empty, so page 1 shows.
    expect(pageOf(sixty.slice(0, 50), 2, 25).page).toBe(1);
  });

  it('is page 0 with no rows for an empty list', () => {
    expect(pageOf([], 3, 25)).toEqual({ rows: [], page: 0 });
  });
});
