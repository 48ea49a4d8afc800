/** Search, sort and the Create button's reason of the Communities list (pure helpers). */
import { describe, expect, it } from 'vitest';
import { MESSAGES, type CommunityListItem } from '@rlc/shared';
import { createBlockedReason, searchCommunities, sortCommunities } from './communityRows.ts';

const row = (over: Partial<CommunityListItem>): CommunityListItem => ({
  id: 1,
  name: 'X',
  suburb: null,
  state: 'QLD',
  rvOrLlc: 'rv',
  ownerType: 'Licence',
  contractsCount: 0,
  usersCount: 0,
  updated_at: '2026-11-01T00:00:00Z',
  ...over,
});

const ROWS = [
  row({ id: 1, name: 'Sunny Grove Village', suburb: 'Buderim', contractsCount: 1, usersCount: 3 }),
  row({ id: 2, name: "Zoë 秀英 O'Brien-Müller Gardens", suburb: 'Toowong', ownerType: 'Leasehold' }),
  row({ id: 3, name: 'Wattle Park', suburb: 'Hervey Bay', rvOrLlc: 'llc', ownerType: null, usersCount: 2 }),
  row({ id: 4, name: 'banksia Terraces', suburb: null, state: 'NSW', contractsCount: 2, usersCount: 1 }),
];
const names = (rows: CommunityListItem[]) => rows.map((r) => r.id);

describe('searchCommunities', () => {
  it('matches every word in name, suburb, state, owner type or RV/LLC, ignoring case and accents', () => {
    expect(names(searchCommunities(ROWS, 'zoe muller'))).toEqual([2]);
    expect(names(searchCommunities(ROWS, '秀英'))).toEqual([2]);
    // The apostrophe is dropped and the hyphen reads as a space, as in the forms list's search.
    expect(names(searchCommunities(ROWS, 'obrien muller'))).toEqual([2]);
    expect(names(searchCommunities(ROWS, 'nsw'))).toEqual([4]);
    expect(names(searchCommunities(ROWS, 'llc'))).toEqual([3]);
    expect(names(searchCommunities(ROWS, 'leasehold toowong'))).toEqual([2]);
    expect(names(searchCommunities(ROWS, '  '))).toEqual([1, 2, 3, 4]);
  });
});

describe('sortCommunities', () => {
  it('sorts names without regard to case, both ways', () => {
    // b(anksia) < S(unny) < W(attle) < Z(oë) when case is ignored.
    expect(names(sortCommunities(ROWS, 'name', 'asc'))).toEqual([4, 1, 3, 2]);
    expect(names(sortCommunities(ROWS, 'name', 'desc'))).toEqual([2, 3, 1, 4]);
  });

  it('sorts counts as numbers, ties by name, and blanks last', () => {
    // users 3, 2, 1, 0 → Sunny, Wattle, banksia, Zoë.
    expect(names(sortCommunities(ROWS, 'usersCount', 'desc'))).toEqual([1, 3, 4, 2]);
    // contracts 0 (Wattle, Zoë by name), 1 Sunny, 2 banksia.
    expect(names(sortCommunities(ROWS, 'contractsCount', 'asc'))).toEqual([3, 2, 1, 4]);
    // banksia has no suburb: last. Buderim < Hervey Bay < Toowong.
    expect(names(sortCommunities(ROWS, 'suburb', 'asc'))).toEqual([1, 3, 2, 4]);
    expect(names(sortCommunities(ROWS, 'suburb', 'desc'))).toEqual([2, 3, 1, 4]);
  });
});

describe('createBlockedReason', () => {
  it('is null while count < licenses, the licence message from count = licenses on', () => {
    expect(createBlockedReason({ count: 9, licenses: 10 })).toBeNull();
    expect(createBlockedReason({ count: 10, licenses: 10 })).toBe(MESSAGES.community.licenceLimit(10));
    expect(createBlockedReason({ count: 11, licenses: 10 })).toBe(MESSAGES.community.licenceLimit(10));
    expect(createBlockedReason(undefined)).toBeNull();
  });
});
