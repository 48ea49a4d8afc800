/**
 * The customer's details (magic set `customer`; issue 11 §4): the staff Customer Details form (client, partner,
 * address, home and assets, income, expenses, care), saved as the customer types through the customer call, one
 * save at a time with the newest form version. A field that breaks its rule stays on screen with its message and
 * is not sent.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CustomerDetailsForm } from '../customer/index.ts';
import { useCustomerForm } from './queries.ts';
import { useDetailsSave } from './useDetailsSave.ts';

const STATE_TEXT = { idle: '', saving: 'Saving…', saved: 'All changes saved', error: '' } as const;

export default function DetailsPage() {
  const { formId, form } = useCustomerForm();
  const save = useDetailsSave(formId, form.formConsumer.customer);
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Your details
      </Typography>
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
    </Box>
  );
}
