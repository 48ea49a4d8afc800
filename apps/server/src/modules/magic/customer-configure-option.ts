/**
 * POST magic/form/:formId/village/:villageId: the customer configures an internal option when the adviser allowed
 * it (403 otherwise); contracts only among those offered (400). External options are the adviser's (404 here).
 */
import { MODEL_ID, type InternalVillageUpdate, type UpdateInternalVillageResponse } from '@rlc/shared';
import { updateVillage } from '../forms/index.ts';
import type { CustomerPrincipal } from './customer-principal.ts';
import { assertConfigurable, assertOffered, requireOwnForm, scopeOf } from './customer-scope.ts';
import type { MagicDeps } from './deps.ts';

export async function configureOption(
  deps: Pick<MagicDeps, 'db' | 'clock'>,
  p: CustomerPrincipal,
  ids: { formId: number; villageId: number },
  patch: InternalVillageUpdate,
  version: number,
): Promise<UpdateInternalVillageResponse> {
  const form = await requireOwnForm(deps, p, ids.formId);
  assertConfigurable(form);
  if (patch.selectedContracts)
    assertOffered(
      form,
      patch.selectedContracts.map((c) => c.id),
    );
  const answer = await updateVillage(deps, scopeOf(p), ids, { modelId: MODEL_ID.internal, patch }, version);
  return answer as UpdateInternalVillageResponse;
}
