/**
 * Pure helpers of the home form list (spec §3.7): the sortable columns, the name cell and the decision words.
 * Search, sort and paging run on the server (POST forms).
 */
import { canAny, NO_CHOICE_TEXT, type FormListItem, type HasPermissions } from '@rlc/shared';

export type SortKey = 'client' | 'community' | 'status' | 'createdAt' | 'updatedAt' | 'undecisionDays';

/** The signed-in user as the list needs them: permissions, and their id (their own reports). */
export type ListUser = HasPermissions & { id: number };

/**
 * Issue 14: the Owner column (who created each report) for users who see others' reports (corporate- or
 * community-wide access); a self-only adviser sees only their own, so the column would only repeat their name.
 */
export const showsOwner = (user: HasPermissions | null | undefined) =>
  canAny(user, ['accessCorporate', 'accessCommunityWide']);

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

/** 'Buying: <option>' ('Buying' without its label) / 'Not buying (Staying at home)' / '' while undecided. */
export function decisionWords(f: Pick<FormListItem, 'clientResponse' | 'noId' | 'decisionLabel'>): string {
  if (f.clientResponse === 'yes')
    return f.decisionLabel?.trim() ? `Buying: ${f.decisionLabel.trim()}` : 'Buying';
  if (f.clientResponse === 'no') {
    const id = f.noId ?? 'unk';
    return `Not buying (${Object.hasOwn(NO_CHOICE_TEXT, id) ? NO_CHOICE_TEXT[id as keyof typeof NO_CHOICE_TEXT] : NO_CHOICE_TEXT.unk})`;
  }
  return '';
}
