/**
 * The customer's Details form and its saving (DetailsPage.tsx draws the heading): the staff Customer Details form,
 * its sections drawn one per task, saved as the customer types through the customer call, one save at a time with
 * the newest form version. A field that breaks its rule stays on screen with its message and is not sent. Read-only
 * once the customer has finished. A lazy chunk of its own, preloaded from customer.html (preloadDetails.ts).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CustomerDetailsForm } from '../customer/index.ts';
import { useCustomerForm } from './queries.ts';
import { useDetailsSave } from './useDetailsSave.ts';

const STATE_TEXT = { idle: '', saving: 'Saving…', saved: 'All changes saved', error: '' } as const;

export default function DetailsForm() {
  const { formId, form } = useCustomerForm();
  const save = useDetailsSave(formId, form.formConsumer.customer);
  return (
    <>
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ minHeight: '1.5em' }}>
        {STATE_TEXT[save.state]}
      </Typography>
      {save.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {save.error}
        </Alert>
      )}
      {form.magic.magicCompletedAt && (
        <Alert severity="info" sx={{ mb: 2 }}>
          You have finished: your details can no longer be changed.
        </Alert>
      )}
      {/* A disabled fieldset disables every input in it: read-only once finished. */}
      <Box
        component="fieldset"
        disabled={Boolean(form.magic.magicCompletedAt)}
        sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
      >
        <CustomerDetailsForm staged value={save.draft} errors={save.errors} onChange={save.onChange} />
      </Box>
    </>
  );
}
