import { describe, expect, it } from 'vitest';
import { FormMagic, noMagicLink } from '../src/index.ts';

describe('noMagicLink (magic-link forms not built yet)', () => {
  it('is a valid magic block: isMagic as given, no user, no dates, no contracts, 0 PDFs, no status', () => {
    const block = noMagicLink(true);
    expect(FormMagic.parse(block)).toEqual(block);
    expect(block.isMagic).toBe(true);
    expect(noMagicLink(false).isMagic).toBe(false);
    // Every other field of the 17 is empty: 12 nulls, two false flags, no contract ids and 0 PDFs.
    const {
      isMagic: _isMagic,
      magicContractIds,
      magicIsConfigurable,
      magicIsReviewable,
      magicPdfs,
      ...rest
    } = block;
    expect(Object.values(rest)).toEqual(Array.from({ length: 12 }, () => null));
    expect([magicContractIds, magicIsConfigurable, magicIsReviewable, magicPdfs]).toEqual([
      [],
      false,
      false,
      0,
    ]);
  });
});
