/**
 * Who may archive (soft-delete) a report (spec §6 `archiveForm`;
 * docs/adr/0021-advisers-archive-own-drafts.md). Server (POST form/:id/delete) and web (the list's Delete button)
 * both ask here.
 *
 * - Without `archiveForm`: nothing.
 * - With it, a user who oversees other people's reports (any rung of the role ladder above the advisers:
 *   `createCorporate`, `createUser`, `updateCommunity`, or `accessCorporate`) archives any report they can see.
 * - Any other holder (the adviser roles) archives only their own drafts: reports they created that have no PDF
 *   yet (status NO_PDF), so nothing a client was given disappears from the list.
 */
import type { FormStatusCode } from './api/forms.ts';
import { canAny, can, type HasPermissions, type Permission } from './permissions.ts';

/** The permissions that, with `archiveForm`, reach every report the user sees. */
export const ARCHIVE_ANY_PERMISSIONS: readonly Permission[] = [
  'createCorporate',
  'createUser',
  'updateCommunity',
  'accessCorporate',
];

/** How far a user's archiving reaches: every visible report, their own drafts, or none. */
export type ArchiveReach = 'any' | 'ownDrafts' | 'none';

export function archiveReach(user: HasPermissions | null | undefined): ArchiveReach {
  if (!can(user, 'archiveForm')) return 'none';
  return canAny(user, ARCHIVE_ANY_PERMISSIONS) ? 'any' : 'ownDrafts';
}

/** A draft: no PDF has been made of it yet, so no client has seen it. */
export const isDraft = (form: { status: FormStatusCode }) => form.status === 'NO_PDF';

/**
 * Whether `user` (id `userId`) may archive `form` (a report they can see; `createdById` its creator, null once that
 * account is deleted).
 */
export function mayArchive(
  user: HasPermissions | null | undefined,
  userId: number | null | undefined,
  form: { createdById: number | null; status: FormStatusCode },
): boolean {
  const reach = archiveReach(user);
  if (reach === 'any') return true;
  return reach === 'ownDrafts' && userId != null && form.createdById === userId && isDraft(form);
}
