/**
 * Customer Details (`customer`) and Current Details (`current`), spec §3.4 / issue 4: the inputs helper's
 * controlled forms, autosaved as patches of the changed fields with the form version through the form's save
 * queue. Both screens edit the one customer record and share its channel, so each shows the other's unsaved edits.
 *
 * The screen shows the cached record with the unsaved edits on top, so nothing typed disappears:
 * - a field that breaks its rule (spec §5, e.g. 'Invalid e-mail.') is not sent; it stays with its message beside
 *   it, and the fields typed after it still save;
 * - a 409 keeps every typed value on screen and offers Reload (which re-sends the kept edits on the latest
 *   version);
 * - changing step and coming back shows what was typed, saved or not.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  CURRENT_DETAILS_FIELDS,
  type CustomerPatch,
  type CustomerRecord,
  type UpdateCustomerResponse,
} from '@rlc/shared';
import {
  changedFields,
  CurrentDetailsForm,
  CustomerDetailsForm,
  customerFieldErrors,
  splitByRules,
} from '../../customer/index.ts';
import { updateCurrent, updateCustomer } from '../api.ts';
import { ConflictAlert, SaveStatus } from '../save/ConflictAlert.tsx';
import { useFormCache, useLoadedForm } from '../queries.ts';
import { useVersionedSave } from '../save/useVersionedSave.ts';

const CURRENT_KEYS: readonly string[] = CURRENT_DETAILS_FIELDS;

/** Current Details' endpoint takes only its own fields (a strict schema); anything else goes to Customer's. */
function sendCustomer(formId: number, patch: CustomerPatch, version: number) {
  return Object.keys(patch).every((k) => CURRENT_KEYS.includes(k))
    ? updateCurrent(formId, patch, version)
    : updateCustomer(formId, patch, version);
}

function useCustomerDraft() {
  const { formId, form } = useLoadedForm();
  const cache = useFormCache(formId);
  const saver = useVersionedSave<CustomerPatch, UpdateCustomerResponse>(
    formId,
    'customer',
    (patch, version) => sendCustomer(formId, patch, version),
    ({ updated, version }) =>
      cache.patch(version, (f) => ({ formConsumer: { ...f.formConsumer, customer: updated } })),
  );
  const unsaved = saver.unsaved();
  const draft: CustomerRecord = { ...form.formConsumer.customer, ...unsaved };
  const onChange = (next: CustomerRecord) => {
    const { valid, invalid } = splitByRules(changedFields(draft, next));
    if (Object.keys(valid).length > 0) saver.save(valid);
    if (invalid) saver.hold(invalid.fields, invalid.message);
  };
  // Only what the adviser typed can break a rule (the stored record passed the server's).
  return { draft, errors: customerFieldErrors(unsaved), onChange, saver };
}

export function CustomerPage() {
  const { draft, errors, onChange, saver } = useCustomerDraft();
  return (
    <Box sx={{ maxWidth: 1048 }}>
      <Typography variant="h2">Customer Details</Typography>
      <SaveStatus state={saver.state} error={saver.error} />
      {saver.state === 'conflict' && <ConflictAlert onReload={() => void saver.reload()} />}
      <CustomerDetailsForm value={draft} errors={errors} onChange={onChange} />
    </Box>
  );
}

export function CurrentPage() {
  const { draft, errors, onChange, saver } = useCustomerDraft();
  return (
    <Box sx={{ maxWidth: 1048 }}>
      <Typography variant="h2">Current Details</Typography>
      <Typography color="text.secondary">The household's situation if it stays at home.</Typography>
      <SaveStatus state={saver.state} error={saver.error} />
      {saver.state === 'conflict' && <ConflictAlert onReload={() => void saver.reload()} />}
      <CurrentDetailsForm value={draft} errors={errors} onChange={onChange} />
    </Box>
  );
}

export default CustomerPage;
