/**
 * POST form/:formId/delete: soft delete (archive; needs archiveForm) or hard delete (`hard`; needs deleteForm),
 * audited with the caller's address. 403 without the permission for the kind asked, 404 outside the scope.
 */
import { can, MESSAGES, type DeleteFormResponse } from '@rlc/shared';
import { forbidden } from '../../plugins/errors.ts';
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
  if (!can(caller, hard ? 'deleteForm' : 'archiveForm')) throw forbidden();
  const form = await requireForm(deps.db, caller, formId);
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
