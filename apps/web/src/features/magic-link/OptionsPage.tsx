/**
 * The customer's options (magic set `properties`): the homes of the adviser's community on the
 * report and the contracts chosen on each; when the adviser allows configuring, the customer may add one (up to
 * the form's limit of villages) and remove those they added themselves (never the adviser's).
 */
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MODEL_ID, villageKey } from '@rlc/shared';
import { errorMessage, useApiMutation } from '../../api/useApiMutation.ts';
import { addCustomerOption } from './api.ts';
import { STEP_HEADINGS } from './headings.ts';
import { customerFormPath } from './paths.ts';
import { RemoveOptionButton } from './RemoveOptionButton.tsx';
import { useCustomerForm, useCustomerFormCache } from './queries.ts';

export default function OptionsPage() {
  const { formId, form } = useCustomerForm();
  const cache = useCustomerFormCache(formId);
  const navigate = useNavigate();
  const contractName = new Map(form.corporateCommunity.contracts.map((c) => [c.id, c.name]));
  const villages = [...form.villagesInternal].sort((a, b) => a.order - b.order || a.id - b.id);
  const configurable = form.magic.magicIsConfigurable && !form.magic.magicCompletedAt;
  const canAdd = configurable && villages.length < form.config.maxVillages;
  const add = useApiMutation({
    mutationFn: () => addCustomerOption(formId, cache.version()),
    errorToast: (e) => errorMessage(e),
    onSuccess: ({ village, version }) => {
      if (village.modelId !== MODEL_ID.internal) return;
      cache.patch(version, (f) => ({ villagesInternal: [...f.villagesInternal, village] }));
      void navigate(customerFormPath(formId, `property/${villageKey(MODEL_ID.internal, village.id)}`));
    },
  });

  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        {STEP_HEADINGS.properties}
      </Typography>
      <Typography sx={{ mb: 2 }}>Your report compares staying at home with these options.</Typography>
      {villages.length === 0 && <Alert severity="info">Your adviser has not added an option yet.</Alert>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {villages.map((v, i) => (
          <Paper component="li" variant="outlined" key={v.id} sx={{ p: 2 }}>
            <Typography variant="h3" component="h2">
              {v.name || `Option ${i + 1}`}
            </Typography>
            <Typography color="text.secondary">
              {v.selectedContracts.map((c) => contractName.get(c.id) ?? 'Contract').join(', ') ||
                'No contract chosen yet'}
            </Typography>
            <Button
              component={RouterLink}
              to={customerFormPath(formId, `property/${villageKey(MODEL_ID.internal, v.id)}`)}
              size="small"
              sx={{ mt: 1 }}
            >
              {form.magic.magicIsConfigurable ? 'View and change' : 'View'}
            </Button>
            {configurable && v.addedByCustomer && (
              <RemoveOptionButton formId={formId} villageId={v.id} name={v.name || `Option ${i + 1}`} />
            )}
          </Paper>
        ))}
      </Box>
      {canAdd && (
        <Button variant="outlined" sx={{ mt: 2 }} disabled={add.isPending} onClick={() => add.mutate()}>
          Add an option
        </Button>
      )}
    </Box>
  );
}
