/**
 * Pure helpers of the Communities list: search and sort run in the browser over GET communities
 * (a corporate has at most its licence count of communities), plus the words of the RV/LLC column and of the
 * Create button's disabled reason.
 */
import { foldForSearch, MESSAGES, type CommunityInfo, type CommunityListItem } from '@rlc/shared';

export type CommunitySortKey =
  'name' | 'suburb' | 'state' | 'rvOrLlc' | 'ownerType' | 'contractsCount' | 'usersCount' | 'updated_at';
export type SortDirection = 'asc' | 'desc';

/** 'rv' → 'RV', 'llc' → 'LLC' (the column is titled "RV or LLC"). */
export const rvOrLlcLabel = (v: CommunityListItem['rvOrLlc']) => (v === 'rv' ? 'RV' : 'LLC');

/** Rows whose name, suburb, state or owner type contains every word of `search` (case, accents and apostrophes ignored: @rlc/shared `foldForSearch`). */
export function searchCommunities(rows: readonly CommunityListItem[], search: string): CommunityListItem[] {
  const words = foldForSearch(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((r) => {
    const text = foldForSearch(
      [r.name, r.suburb ?? '', r.state, r.ownerType ?? '', rvOrLlcLabel(r.rvOrLlc)].join(' '),
    );
    return words.every((w) => text.includes(w));
  });
}

const collator = new Intl.Collator('en-AU', { sensitivity: 'base', numeric: true });

/** Sorted copy; ties (and blanks, which sort last either way) fall back to the name. */
export function sortCommunities(
  rows: readonly CommunityListItem[],
  key: CommunitySortKey,
  direction: SortDirection,
): CommunityListItem[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
      if (order !== 0) return sign * order;
    }
    return collator.compare(a.name, b.name);
  });
}

/** Why Create is disabled: null while count < licenses (spec §3.8). */
export const createBlockedReason = (info: CommunityInfo | undefined): string | null =>
  info && info.count >= info.licenses ? MESSAGES.community.licenceLimit(info.licenses) : null;
