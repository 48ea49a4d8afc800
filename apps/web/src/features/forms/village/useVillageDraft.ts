/**
 * One option (village) as the screen shows it: the cached village with this channel's unsaved edits on top
 * (useVersionedSave), so a change shows at once, survives a 409 and a change of step, and shows the latest form
 * after Reload. Each change is sent as a patch with the form version through the form's save queue, one request
 * at a time with the ratings and every other part of the form.
 */
import {
  MODEL_ID,
  type ExternalVillage,
  type ExternalVillageUpdate,
  type InternalVillage,
  type InternalVillageUpdate,
  type ModelId,
  type UpdateExternalVillageResponse,
  type UpdateInternalVillageResponse,
} from '@rlc/shared';
import { updateExternalVillage, updateInternalVillage } from '../api.ts';
import { useFormCache, useFormQuery } from '../queries.ts';
import { useVersionedSave } from '../save/useVersionedSave.ts';
import { withUpdatedVillage } from '../villageLists.ts';

type Updated = UpdateInternalVillageResponse | UpdateExternalVillageResponse;

function useApplyUpdated(formId: number) {
  const cache = useFormCache(formId);
  return ({ updated, version }: Updated) => cache.patch(version, (f) => withUpdatedVillage(f, updated));
}

/** The save channel of one village: shared by every screen part that writes it. */
export const villageChannel = (modelId: ModelId, villageId: number) => `village/${modelId}/${villageId}`;

export function useInternalDraft(formId: number, village: InternalVillage) {
  // Read from the cache here (not only the prop) so a save's answer and the cleared unsaved edit show together.
  const cached = useFormQuery(formId).data?.villagesInternal.find((x) => x.id === village.id) ?? village;
  const saver = useVersionedSave<InternalVillageUpdate, UpdateInternalVillageResponse>(
    formId,
    villageChannel(MODEL_ID.internal, village.id),
    (patch, version) => updateInternalVillage(formId, village.id, patch, version),
    useApplyUpdated(formId),
  );
  const draft: InternalVillage = { ...cached, ...saver.unsaved() };
  const change = (patch: InternalVillageUpdate) => saver.save(patch);
  return { draft, change, saver, reload: () => saver.reload() };
}

export function useExternalDraft(formId: number, village: ExternalVillage) {
  const cached = useFormQuery(formId).data?.villagesExternal.find((x) => x.id === village.id) ?? village;
  const saver = useVersionedSave<ExternalVillageUpdate, UpdateExternalVillageResponse>(
    formId,
    villageChannel(MODEL_ID.external, village.id),
    (patch, version) => updateExternalVillage(formId, village.id, patch, version),
    useApplyUpdated(formId),
  );
  const draft: ExternalVillage = { ...cached, ...saver.unsaved() };
  const change = (patch: ExternalVillageUpdate) => saver.save(patch);
  return { draft, change, saver, reload: () => saver.reload() };
}
