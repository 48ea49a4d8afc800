/** POST form/:formId/village/:modelId/:villageId/delete: removes an option and marks the summary stale. */
import type { DeleteVillageResponse } from '@rlc/shared';
import { requireForm } from './context.ts';
import type { FormDeps } from './deps.ts';
import { assertMayWrite } from './magic.ts';
import { villageNotFound } from './errors.ts';
import { bumpVersion, deleteVillageRow, villageOfForm, type FormScope } from './repository.ts';

/** 404 when the form or the option (of that model) is not the caller's; 409 when `expected` is stale. */
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
    if (!(await villageOfForm(tx, ids.formId, ids.modelId, ids.villageId))) throw villageNotFound();
    const version = await bumpVersion(tx, ids.formId, expected, now, true);
    await deleteVillageRow(tx, ids.villageId);
    return { deleted: true as const, version };
  });
}
