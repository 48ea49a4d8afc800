/**
 * POST magic/form/:formId/createVillage: the customer adds an internal option (a village of the form's community)
 * when the adviser allowed configuring (403 otherwise); it starts with none but offered contracts selected.
 */
import { MODEL_ID, type CreateVillageRequest, type CreateVillageResponse } from '@rlc/shared';
import { createVillage, updateVillage } from '../forms/index.ts';
import type { CustomerPrincipal } from './customer-principal.ts';
import { assertConfigurable, requireOwnForm, scopeOf } from './customer-scope.ts';
import type { MagicDeps } from './deps.ts';

export async function addOption(
  deps: Pick<MagicDeps, 'db' | 'clock'>,
  p: CustomerPrincipal,
  formId: number,
  body: CreateVillageRequest,
): Promise<CreateVillageResponse> {
  const form = await requireOwnForm(deps, p, formId);
  assertConfigurable(form);
  const scope = scopeOf(p);
  const created = await createVillage(deps, scope, formId, MODEL_ID.internal, body);
  const village = created.village;
  if (village.modelId !== MODEL_ID.internal) return created;
  const offered = new Set(form.magicContractIds);
  const kept = village.selectedContracts.filter((c) => offered.has(c.id));
  if (kept.length === village.selectedContracts.length) return created;
  // The community's first free contract may not be one the adviser offered: keep only offered ones.
  const fixed = await updateVillage(
    deps,
    scope,
    { formId, villageId: village.id },
    { modelId: MODEL_ID.internal, patch: { selectedContracts: kept } },
    created.version,
  );
  return { village: fixed.updated, version: fixed.version };
}
