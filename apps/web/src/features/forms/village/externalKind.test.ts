import { describe, expect, it } from 'vitest';
import { switchKindPatch } from './externalKind.ts';

describe('switching an external property between a village and land lease', () => {
  it('a new licence village (owner type Licence, 0 % gain) becomes a land lease home with 100 % of the gain', () => {
    expect(switchKindPatch({ rvOrLlc: 'rv', ownerType: 'Licence', capitalGain: 0 }, 'llc')).toEqual({
      rvOrLlc: 'llc',
      ownerType: null,
      capitalGain: 1,
    });
  });

  it('keeps what the adviser already changed: a 50 % gain share and a Leasehold owner type stay', () => {
    expect(switchKindPatch({ rvOrLlc: 'rv', ownerType: 'Licence', capitalGain: 0.5 }, 'llc')).toEqual({
      rvOrLlc: 'llc',
      ownerType: null,
    });
    expect(switchKindPatch({ rvOrLlc: 'rv', ownerType: 'Leasehold', capitalGain: 0 }, 'llc')).toEqual({
      rvOrLlc: 'llc',
      capitalGain: 1,
    });
  });

  it('switching back restores the village defaults, and choosing the same kind changes nothing else', () => {
    expect(switchKindPatch({ rvOrLlc: 'llc', ownerType: null, capitalGain: 1 }, 'rv')).toEqual({
      rvOrLlc: 'rv',
      ownerType: 'Licence',
      capitalGain: 0,
    });
    expect(switchKindPatch({ rvOrLlc: 'rv', ownerType: 'Licence', capitalGain: 0 }, 'rv')).toEqual({
      rvOrLlc: 'rv',
    });
  });
});
