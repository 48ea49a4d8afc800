/** The Users screen's search: a row matches when every word of the query is in its name, e-mail, role or communities. */
import type { AdminUser } from '@rlc/shared';

export const fullName = (u: Pick<AdminUser, 'firstName' | 'lastName'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ');

/** Lower-cased text without accents, so 'duc nguyen' finds 'Đức Nguyễn'. */
export const foldText = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();

export function matchesSearch(u: AdminUser, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const text = foldText(
    [fullName(u), u.email, u.roleName, u.title ?? '', ...u.communities.map((c) => c.name)].join(' '),
  );
  return words.every((w) => text.includes(w));
}
