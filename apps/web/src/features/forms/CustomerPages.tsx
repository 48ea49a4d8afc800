/**
 * Customer Details (`customer`) and Current Details (`current`), spec §3.4 / issue 4: the inputs helper's
 * controlled forms, autosaved as patches of the changed fields with the form version. A 409 keeps every typed
 * value on screen and offers Reload (which re-sends the kept edits on the latest version).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CustomerPatch, CustomerRecord, FormResponse, UpdateCustomerResponse } from '@rlc/shared';
import { CurrentDetailsForm, CustomerDetailsForm } from '../customer/index.ts';
import { updateCurrent, updateCustomer } from './api.ts';
import { ConflictAlert, SaveStatus } from './ConflictAlert.tsx';
import { formKey, useFormCache, useLoadedForm } from './queries.ts';
import { useVersionedSave } from './useVersionedSave.ts';

/** The fields of `next` that differ from `prev` (arrays and objects compared by value). */
export function changedFields(prev: CustomerRecord, next: CustomerRecord): CustomerPatch {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof CustomerRecord)[]) {
    if (JSON.stringify(prev[key]) !== JSON.stringify(next[key])) patch[key] = next[key];
  }
  return patch;
}

function useCustomerDraft(kind: 'customer' | 'current') {
  const { formId, form } = useLoadedForm();
  const cache = useFormCache(formId);
  const [draft, setDraft] = useState<CustomerRecord>(form.formConsumer.customer);
  const saver = useVersionedSave<CustomerPatch, UpdateCustomerResponse>(
    formId,
    (patch, version) =>
      kind === 'customer' ? updateCustomer(formId, patch, version) : updateCurrent(formId, patch, version),
    ({ updated, version }) =>
      cache.patch(version, (f) => ({ formConsumer: { ...f.formConsumer, customer: updated } })),
  );
  const onChange = (next: CustomerRecord) => {
    const patch = changedFields(draft, next);
    setDraft(next);
    if (Object.keys(patch).length > 0) saver.save(patch);
  };
  const reload = async () => {
    const kept = saver.pending() ?? {};
    await saver.reload();
    const latest = cache.client.getQueryData<FormResponse>(formKey(formId))?.formConsumer.customer;
    if (latest) setDraft({ ...latest, ...kept });
  };
  return { draft, onChange, saver, reload };
}

export function CustomerPage() {
  const { draft, onChange, saver, reload } = useCustomerDraft('customer');
  return (
    <Box sx={{ maxWidth: 1048 }}>
      <Typography variant="h2">Customer Details</Typography>
      <SaveStatus state={saver.state} error={saver.error} />
      {saver.state === 'conflict' && <ConflictAlert onReload={() => void reload()} />}
      <CustomerDetailsForm value={draft} onChange={onChange} />
    </Box>
  );
}

export function CurrentPage() {
  const { draft, onChange, saver, reload } = useCustomerDraft('current');
  return (
    <Box sx={{ maxWidth: 1048 }}>
      <Typography variant="h2">Current Details</Typography>
      <Typography color="text.secondary">The household's situation if it stays at home.</Typography>
      <SaveStatus state={saver.state} error={saver.error} />
      {saver.state === 'conflict' && <ConflictAlert onReload={() => void reload()} />}
      <CurrentDetailsForm value={draft} onChange={onChange} />
    </Box>
  );
}

export default CustomerPage;
