/**
 * POST form/:formId/createVillage/:modelId (spec §3.5): adds an option, internal (modelId 1: a village of the
 * form's community, its first free contract selected) or external (2). Limits (DEFAULT_FORM_CONFIG): villages in
 * total, internal, external, and option columns; over a limit → 400 with the message to show.
 */
import {
  DEFAULT_FORM_CONFIG,
  FORM_LIMIT_MESSAGES,
  type CreateVillageRequest,
  type CreateVillageResponse,
  MODEL_ID,
  type ModelId,
} from '@rlc/shared';
import { validationError } from '../../plugins/errors.ts';
import { formCommunity, requireForm, storedVillages } from './context.ts';
import type { FormDeps } from './deps.ts';
import { assertMayWrite } from './magic.ts';
import { optionCount } from './options.ts';
import { bumpVersion, insertVillage, type FormScope } from './repository.ts';
import {
  newExternalDetails,
  newInternalDetails,
  toExternalVillage,
  toInternalVillage,
  type InternalDetails,
} from './village-details.ts';

export async function createVillage(
  deps: FormDeps,
  caller: FormScope,
  formId: number,
  modelId: ModelId,
  body: CreateVillageRequest,
): Promise<CreateVillageResponse> {
  const form = await requireForm(deps.db, caller, formId);
  const community = modelId === MODEL_ID.internal ? await formCommunity(deps.db, form.communityId) : null;
  const now = deps.clock();
  assertMayWrite(form, caller, now);
  return deps.db.transaction(async (tx) => {
    // Bump first: the row lock serialises concurrent creates on this form, so the limits below hold.
    const version = await bumpVersion(tx, formId, body.version, now, true);
    const existing = await storedVillages(tx, formId);
    const cfg = DEFAULT_FORM_CONFIG;
    if (existing.length >= cfg.maxVillagesTotal)
      throw validationError(FORM_LIMIT_MESSAGES.total(cfg.maxVillagesTotal));
    const sameModel = existing.filter((v) => v.modelId === modelId).length;
    if (modelId === MODEL_ID.internal && sameModel >= cfg.maxVillages)
      throw validationError(FORM_LIMIT_MESSAGES.internal(cfg.maxVillages));
    if (modelId === MODEL_ID.external && sameModel >= cfg.maxExternal)
      throw validationError(FORM_LIMIT_MESSAGES.external(cfg.maxExternal));
    // A second village of the community starts on another contract and a numbered name, so the two differ.
    const internal = existing.filter((v) => v.modelId === MODEL_ID.internal);
    const taken = new Set(
      internal.flatMap((v) => (v.details as InternalDetails).selectedContracts.map((c) => c.id)),
    );
    const details = community ? newInternalDetails(community, taken) : newExternalDetails();
    if (optionCount([...existing, { modelId, details }]) > cfg.maxOptions) {
      // Adding the village with its default contract would exceed the options: add it with none selected.
      if (modelId === MODEL_ID.internal) (details as InternalDetails).selectedContracts = [];
      else throw validationError(FORM_LIMIT_MESSAGES.options(cfg.maxOptions));
    }
    const order = existing.reduce((m, v) => Math.max(m, v.order + 1), 0);
    const name =
      body.name?.trim() ||
      (community
        ? internal.length > 0
          ? `${community.name} (${internal.length + 1})`
          : community.name
        : 'External property');
    // The customer's own options are marked theirs: the only ones they may delete (magic customer-delete-option).
    const addedByMagicUserId = caller.kind === 'customer' ? caller.magicUserId : null;
    const row = await insertVillage(tx, { formId, modelId, order, name, details, addedByMagicUserId }, now);
    return {
      village: modelId === MODEL_ID.internal ? toInternalVillage(row) : toExternalVillage(row),
      version,
    };
  });
}
