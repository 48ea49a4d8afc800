/**
 * One of the customer's options (magic set `property/int-{villageId}`): the village and its
 * contracts. When the adviser allows configuring, the customer picks among the contracts offered to them (the
 * server sends only those), up to the form's limit of contracts per option; otherwise the page only shows them.
 */
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { MODEL_ID, parseVillageKey } from '@rlc/shared';
import { errorMessage, useApiMutation } from '../../api/useApiMutation.ts';
import { configureCustomerOption } from './api.ts';
import { useCustomerForm, useCustomerFormCache } from './queries.ts';

export default function OptionPage() {
  const { formId, form } = useCustomerForm();
  const cache = useCustomerFormCache(formId);
  const key = parseVillageKey(useParams().villageKey);
  const village =
    key?.modelId === MODEL_ID.internal
      ? form.villagesInternal.find((v) => v.id === key.villageId)
      : undefined;
  const save = useApiMutation({
    mutationFn: (selected: number[]) =>
      configureCustomerOption(
        formId,
        village!.id,
        { selectedContracts: selected.map((id) => ({ id, report: true })) },
        cache.version(),
      ),
    errorToast: (e) => errorMessage(e),
    onSuccess: ({ updated, version }) =>
      cache.patch(version, (f) => ({
        villagesInternal: f.villagesInternal.map((v) => (v.id === updated.id ? updated : v)),
      })),
  });

  if (!village) return <Alert severity="warning">This option is no longer on your report.</Alert>;
  const chosen = village.selectedContracts.map((c) => c.id);
  const editable = form.magic.magicIsConfigurable && !form.magic.magicCompletedAt;
  const full = chosen.length >= form.config.maxOptions;

  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        {village.name || form.corporateCommunity.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {form.corporateCommunity.name}, {form.corporateCommunity.state}
      </Typography>
      <FormGroup aria-label="Contracts">
        <Typography variant="h3" component="h2" gutterBottom>
          {editable ? 'Contracts to compare' : 'Contracts compared'}
        </Typography>
        {form.corporateCommunity.contracts.map((c) => {
          const on = chosen.includes(c.id);
          return (
            <FormControlLabel
              key={c.id}
              disabled={!editable || save.isPending || (!on && full)}
              control={
                <Checkbox
                  checked={on}
                  onChange={(_e, v) =>
                    save.mutate(v ? [...chosen, c.id] : chosen.filter((id) => id !== c.id))
                  }
                />
              }
              label={c.name}
            />
          );
        })}
      </FormGroup>
      {editable && full && (
        <Typography variant="body2" color="text.secondary">
          Up to {form.config.maxOptions} contracts per option.
        </Typography>
      )}
    </Box>
  );
}
