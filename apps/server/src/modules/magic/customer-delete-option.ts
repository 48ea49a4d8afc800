/**
 * POST magic/form/:formId/village/:villageId/delete: the customer removes an internal option they added
 * themselves, when the adviser allowed configuring (403 FORBIDDEN otherwise); an option the adviser chose is
 * refused with 403 MAGIC_OPTION_NOT_OWN (forms' deleteVillage checks whose it is), an external one or another
 * form's is 404, and a completed report 409.
 */
import { MODEL_ID, type DeleteVillageResponse } from '@rlc/shared';
import { deleteVillage } from '../forms/index.ts';
import type { CustomerPrincipal } from './customer-principal.ts';
import { assertConfigurable, requireOwnForm, scopeOf } from './customer-scope.ts';
import type { MagicDeps } from './deps.ts';

export async function deleteOption(
  deps: Pick<MagicDeps, 'db' | 'clock'>,
  p: CustomerPrincipal,
  ids: { formId: number; villageId: number },
  version: number | undefined,
): Promise<DeleteVillageResponse> {
  assertConfigurable(await requireOwnForm(deps, p, ids.formId));
  return deleteVillage(deps, scopeOf(p), { ...ids, modelId: MODEL_ID.internal }, version);
}
