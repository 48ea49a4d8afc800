/**
 * POST form/:formId/delete: soft delete (archive; needs archiveForm) or hard delete (`hard`; needs deleteForm),
 * audited with the caller's address. 403 without the permission for the kind asked, or when an adviser's archiving
 * (`archiveReach` 'ownDrafts' in @rlc/shared) meets a report that is not their own draft; 404 outside the scope.
 */
import { archiveReach, can, mayArchive, MESSAGES, type DeleteFormResponse } from '@rlc/shared';
import { ApiError, forbidden } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import { requireForm } from './context.ts';
import type { FormDeps } from './deps.ts';
import { archiveForm, hardDeleteForm, type StaffFormScope } from './repository.ts';

export async function deleteForm(
  deps: FormDeps,
  caller: StaffFormScope,
  formId: number,
  hard: boolean,
  ip: string,
): Promise<DeleteFormResponse> {
  if (hard ? !can(caller, 'deleteForm') : archiveReach(caller) === 'none') throw forbidden();
  const form = await requireForm(deps.db, caller, formId);
  if (!hard && !mayArchive(caller, caller.user.id, { createdById: form.createdBy, status: form.status }))
    throw new ApiError('FORBIDDEN', MESSAGES.form.archiveOwnDraftsOnly);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    if (hard) await hardDeleteForm(tx, formId);
    else await archiveForm(tx, formId, now);
    await audit(tx, {
      action: hard ? 'form.delete' : 'form.archive',
      at: now,
      userId: caller.user.id,
      corporateId: caller.user.corporateId,
      ip,
      details: { formId, communityId: form.communityId },
    });
  });
  return { success: true as const, message: MESSAGES.form.deleted };
}
