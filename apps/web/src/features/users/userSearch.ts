/** The Users screen's search: a row matches when every word of the query is in its name, e-mail, role or communities. */
import { foldForSearch, type AdminUser } from '@rlc/shared';

export const fullName = (u: Pick<AdminUser, 'firstName' | 'lastName'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ');

export function matchesSearch(u: AdminUser, query: string): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const text = foldForSearch(
    [fullName(u), u.email, u.roleName, u.title ?? '', ...u.communities.map((c) => c.name)].join(' '),
  );
  return words.every((w) => text.includes(w));
}
