import { describe, expect, it } from 'vitest';
import { foldForSearch } from '../src/search-fold.ts';

describe('foldForSearch', () => {
  it('finds names as people type them without accents, apostrophes or hyphens', () => {
    const name = foldForSearch("Zoë 秀英 O'Brien-Müller");
    // ë → e, ü → u (combining marks removed), the apostrophe dropped, the hyphen a space; 秀英 kept.
    expect(name).toBe('zoe 秀英 obrien muller');
    for (const typed of ['zoe', 'obrien', "O'Brien", 'muller', 'MÜLLER', 'obrien-muller', '秀英'])
      expect(name).toContain(foldForSearch(typed));
  });

  it('spells letters that do not decompose: Đ/đ, ø, ß, æ', () => {
    // Đ has no decomposition in Unicode, so NFKD alone would leave 'đức' unfound by 'duc'.
    expect(foldForSearch('Đức Nguyễn')).toBe('duc nguyen');
    expect(foldForSearch('Søren Strauß')).toBe('soren strauss');
    expect(foldForSearch('Ægir')).toBe('aegir');
  });

  it('makes curly apostrophes and runs of white space alike', () => {
    expect(foldForSearch('  O’Neill \t  Smith ')).toBe('oneill smith');
  });

  it('is idempotent (a folded text folds to itself)', () => {
    for (const s of ['Đức Nguyễn', "Zoë 秀英 O'Brien-Müller", 'ﬁnn'])
      expect(foldForSearch(foldForSearch(s))).toBe(foldForSearch(s));
  });
});
