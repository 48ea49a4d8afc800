/**
 * POST form/:formId/village/:modelId/:villageId/delete (staff) and magic/form/:formId/village/:villageId/delete
 * (the magic-link customer, through the magic module): removes an option and marks the summary stale; the audit
 * log records who (form.option.delete).
 */
import { MESSAGES, type DeleteVillageResponse } from '@rlc/shared';
import { ApiError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import { auditActor } from './audit-actor.ts';
import { requireForm } from './context.ts';
import type { FormDeps } from './deps.ts';
import { assertMayWrite } from './magic.ts';
import { villageNotFound } from './errors.ts';
import { bumpVersion, deleteVillageRow, villageOfForm, type FormScope } from './repository.ts';

/**
 * 404 when the form or the option (of that model) is not the caller's; 409 when `expected` is stale; for a
 * customer, 403 MAGIC_OPTION_NOT_OWN when the option is not one they added themselves (the adviser's choices
 * stay), checked in the transaction that deletes.
 */
export async function deleteVillage(
  deps: FormDeps,
  caller: FormScope,
  ids: { formId: number; modelId: number; villageId: number },
  expected: number | undefined,
): Promise<DeleteVillageResponse> {
  const form = await requireForm(deps.db, caller, ids.formId);
  const now = deps.clock();
  assertMayWrite(form, caller, now);
  return deps.db.transaction(async (tx) => {
    const village = await villageOfForm(tx, ids.formId, ids.modelId, ids.villageId);
    if (!village) throw villageNotFound();
    if (caller.kind === 'customer' && village.addedByMagicUserId !== caller.magicUserId)
      throw new ApiError('MAGIC_OPTION_NOT_OWN', MESSAGES.magic.notOwnOption);
    const version = await bumpVersion(tx, ids.formId, expected, now, true);
    await deleteVillageRow(tx, ids.villageId);
    const { userId, corporateId, actor } = auditActor(caller, form.corporateId);
    await audit(tx, {
      action: 'form.option.delete',
      at: now,
      userId,
      corporateId,
      details: { formId: ids.formId, modelId: ids.modelId, villageId: ids.villageId, ...actor },
    });
    return { deleted: true as const, version };
  });
}
