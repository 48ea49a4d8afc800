/**
 * Local draft of one option (village) with autosave: the screen shows the draft at once; each change is sent as
 * a patch with the form version (useVersionedSave). After a 409 the draft stays as typed; `reload()` fetches the
 * latest form and re-sends the kept patch.
 */
import { useState } from 'react';
import type {
  FormResponse,
  ExternalVillage,
  ExternalVillageUpdate,
  InternalVillage,
  InternalVillageUpdate,
  UpdateExternalVillageResponse,
  UpdateInternalVillageResponse,
} from '@rlc/shared';
import { updateExternalVillage, updateInternalVillage } from './api.ts';
import { formKey, useFormCache } from './queries.ts';
import { useVersionedSave } from './useVersionedSave.ts';

type Updated = UpdateInternalVillageResponse | UpdateExternalVillageResponse;

function useApplyUpdated(formId: number) {
  const cache = useFormCache(formId);
  return ({ updated, version }: Updated) =>
    cache.patch(version, (f) => ({
      villagesInternal: f.villagesInternal.map((x) =>
        updated.modelId === 1 && x.id === updated.id ? updated : x,
      ),
      villagesExternal: f.villagesExternal.map((x) =>
        updated.modelId === 2 && x.id === updated.id ? updated : x,
      ),
    }));
}

export function useInternalDraft(formId: number, village: InternalVillage) {
  const [draft, setDraft] = useState(village);
  const cache = useFormCache(formId);
  const apply = useApplyUpdated(formId);
  const saver = useVersionedSave<InternalVillageUpdate, UpdateInternalVillageResponse>(
    formId,
    (patch, version) => updateInternalVillage(formId, village.id, patch, version),
    apply,
  );
  const change = (patch: InternalVillageUpdate) => {
    setDraft((d) => ({ ...d, ...patch }));
    saver.save(patch);
  };
  const reload = async () => {
    const kept = saver.pending() ?? {};
    await saver.reload();
    const latest = cache.client
      .getQueryData<FormResponse>(formKey(formId))
      ?.villagesInternal.find((x) => x.id === village.id);
    if (latest) setDraft({ ...latest, ...kept });
  };
  return { draft, change, saver, reload };
}

export function useExternalDraft(formId: number, village: ExternalVillage) {
  const [draft, setDraft] = useState(village);
  const cache = useFormCache(formId);
  const apply = useApplyUpdated(formId);
  const saver = useVersionedSave<ExternalVillageUpdate, UpdateExternalVillageResponse>(
    formId,
    (patch, version) => updateExternalVillage(formId, village.id, patch, version),
    apply,
  );
  const change = (patch: ExternalVillageUpdate) => {
    setDraft((d) => ({ ...d, ...patch }));
    saver.save(patch);
  };
  const reload = async () => {
    const kept = saver.pending() ?? {};
    await saver.reload();
    const latest = cache.client
      .getQueryData<FormResponse>(formKey(formId))
      ?.villagesExternal.find((x) => x.id === village.id);
    if (latest) setDraft({ ...latest, ...kept });
  };
  return { draft, change, saver, reload };
}
