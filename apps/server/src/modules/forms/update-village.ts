/**
 * POST form/:formId/village/1/:villageId and /village/2/:villageId (spec §3.5): edits an option, internal (1)
 * or external (2). An internal option may pick only its community's contracts, additional services and charge
 * fees; the option columns stay within the limit. 404 unknown option, 409 stale `expected`, 400 otherwise.
 */
import {
  DEFAULT_FORM_CONFIG,
  FORM_LIMIT_MESSAGES,
  type ExternalVillageUpdate,
  type InternalVillageUpdate,
  type UpdateExternalVillageResponse,
  type UpdateInternalVillageResponse,
  MODEL_ID,
} from '@rlc/shared';
import { validationError } from '../../plugins/errors.ts';
import { formCommunity, requireForm, storedVillages } from './context.ts';
import type { FormDeps } from './deps.ts';
import { assertMayWrite } from './magic.ts';
import { villageNotFound } from './errors.ts';
import { optionCount } from './options.ts';
import { bumpVersion, updateVillageRow, villageOfForm, type FormScope } from './repository.ts';
import {
  applyVillageUpdate,
  toExternalVillage,
  toInternalVillage,
  type InternalDetails,
} from './village-details.ts';

/** The patch and answer of each option model. */
export type VillageUpdate =
  | { modelId: typeof MODEL_ID.internal; patch: InternalVillageUpdate }
  | { modelId: typeof MODEL_ID.external; patch: ExternalVillageUpdate };

export async function updateVillage(
  deps: FormDeps,
  caller: FormScope,
  ids: { formId: number; villageId: number },
  update: VillageUpdate,
  expected: number,
): Promise<UpdateInternalVillageResponse | UpdateExternalVillageResponse> {
  const { formId, villageId } = ids;
  const { modelId } = update;
  const form = await requireForm(deps.db, caller, formId);
  const now = deps.clock();
  assertMayWrite(form, caller, now);
  const community = modelId === MODEL_ID.internal ? await formCommunity(deps.db, form.communityId) : null;
  return deps.db.transaction(async (tx) => {
    const row = await villageOfForm(tx, formId, modelId, villageId);
    if (!row) throw villageNotFound();
    const version = await bumpVersion(tx, formId, expected, now, true);
    const { columns, details } = applyVillageUpdate(row, update.patch);
    if (community) {
      const d = details as InternalDetails;
      const known = new Set(community.contractList.map((c) => c.id));
      const bad = d.selectedContracts.find((s) => !known.has(s.id));
      if (bad)
        throw validationError(
          `Contract ${bad.id} is not one of this community's contracts.`,
          'data.selectedContracts',
        );
      const services = new Set(community.additionalServices.map((s) => s.id));
      if (d.selectedAdditionalServices.some((s) => !services.has(s.id)))
        throw validationError('Unknown additional service.', 'data.selectedAdditionalServices');
      if (d.chargeFeeId !== null && !community.feesConfig.chargeFees.some((f) => f.id === d.chargeFeeId)) {
        throw validationError('Unknown charge fee.', 'data.chargeFeeId');
      }
    }
    const others = (await storedVillages(tx, formId)).filter((v) => v.id !== villageId);
    if (optionCount([...others, { modelId, details }]) > DEFAULT_FORM_CONFIG.maxOptions) {
      throw validationError(
        FORM_LIMIT_MESSAGES.options(DEFAULT_FORM_CONFIG.maxOptions),
        'data.selectedContracts',
      );
    }
    const updated = await updateVillageRow(tx, villageId, { ...columns, details }, now);
    const village = modelId === MODEL_ID.internal ? toInternalVillage(updated) : toExternalVillage(updated);
    // The option keeps its model, so the answer is the shape of the model asked for.
    return { updated: village, version } as UpdateInternalVillageResponse | UpdateExternalVillageResponse;
  });
}
