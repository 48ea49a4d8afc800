/**
 * Pure helpers of the home form list (spec §3.7): search, sort and the decision words. Sorting and search run in
 * the browser on the loaded list (an adviser sees tens to hundreds of forms), so typing filters at once.
 */
import { FORM_STATUS, NO_CHOICE_IDS, type FormListItem } from '@rlc/shared';

export type SortKey = 'client' | 'community' | 'status' | 'createdAt' | 'updatedAt' | 'undecisionDays';

const NO_TEXT: Record<string, string> = {
  [NO_CHOICE_IDS.home]: 'Home',
  [NO_CHOICE_IDS.ext]: 'Ext Property',
  [NO_CHOICE_IDS.unk]: 'Unknown',
};

/** The client (and partner) as one line: 'Jean Smith & Bob Smith'. */
export const clientLine = (f: Pick<FormListItem, 'clientName' | 'partnerName'>) =>
  [f.clientName, f.partnerName].filter((s) => s.trim()).join(' & ') || 'No client yet';

/**
 * The name cell of a row: the report name once (for a couple it already names both: 'John and Mary Citizen'),
 * with the people under it only when the report name does not name them (an adviser's own report name, e.g.
 * 'Citizen downsizing' → 'John Citizen & Mary Citizen'). No report name → the people as the title.
 */
export function nameLines(f: Pick<FormListItem, 'clientName' | 'partnerName' | 'reportName'>): {
  title: string;
  people: string | null;
} {
  const people = clientLine(f);
  const title = f.reportName.trim();
  if (!title) return { title: people, people: null };
  const firstNames = [f.clientName, f.partnerName].map((n) => n.trim().split(/\s+/)[0] ?? '').filter(Boolean);
  if (firstNames.length === 0) return { title, people: null };
  const named = firstNames.every((n) => title.toLowerCase().includes(n.toLowerCase()));
  return { title, people: named ? null : people };
}

/** 'Buying: <option>' ('Buying' without its label) / 'Not buying (Home)' / '' while undecided. */
export function decisionWords(f: Pick<FormListItem, 'clientResponse' | 'noId' | 'decisionLabel'>): string {
  if (f.clientResponse === 'yes')
    return f.decisionLabel?.trim() ? `Buying: ${f.decisionLabel.trim()}` : 'Buying';
  if (f.clientResponse === 'no') return `Not buying (${NO_TEXT[f.noId ?? ''] ?? 'Unknown'})`;
  return '';
}

export function matchesSearch(f: FormListItem, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [
    f.clientName,
    f.partnerName,
    f.reportName,
    f.communityName,
    FORM_STATUS[f.status],
    String(f.id),
  ].some((s) => s.toLowerCase().includes(q));
}

function keyOf(f: FormListItem, key: SortKey): string | number {
  switch (key) {
    case 'client':
      return nameLines(f).title.toLowerCase();
    case 'community':
      return f.communityName.toLowerCase();
    case 'status':
      return FORM_STATUS[f.status];
    case 'createdAt':
      return f.createdAt;
    case 'updatedAt':
      return f.updatedAt;
    case 'undecisionDays':
      return f.undecisionDays ?? -1;
  }
}

export function sortForms(list: readonly FormListItem[], key: SortKey, desc: boolean): FormListItem[] {
  const dir = desc ? -1 : 1;
  return [...list].sort((a, b) => {
    const x = keyOf(a, key);
    const y = keyOf(b, key);
    return (x < y ? -1 : x > y ? 1 : 0) * dir || b.id - a.id;
  });
}

/**
 * Page `page` (0-based) of `size` rows of `list`, with the page number actually shown: a page past the end
 * (after a delete or a narrower search) becomes the last page; an empty list is page 0 with no rows.
 * E.g. 60 rows, size 25: page 2 → rows 51–60; page 5 → page 2.
 */
export function pageOf<T>(list: readonly T[], page: number, size: number): { rows: T[]; page: number } {
  const last = Math.max(0, Math.ceil(list.length / size) - 1);
  const shown = Math.min(Math.max(0, page), last);
  return { rows: list.slice(shown * size, (shown + 1) * size), page: shown };
}
