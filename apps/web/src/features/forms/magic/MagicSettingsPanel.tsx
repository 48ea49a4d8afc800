/**
 * What the magic-link customer may do (spec §3.3): the community contracts they may consider
 * (`magicContractIds`; a new magic form pre-selects every contract whose type is not `noAutoAddMagicLink`, done by
 * the server), whether they may configure options and review results. Each change is saved at once.
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { MagicSettings } from '@rlc/shared';
import { useApiMutation } from '../../../api/useApiMutation.ts';
import { useLoadedForm } from '../queries.ts';
import { magicSettings } from './api.ts';
import { useMagicCache } from './useMagicCache.ts';

export function MagicSettingsPanel() {
  const { formId, form } = useLoadedForm();
  const m = form.magic;
  const applyMagic = useMagicCache(formId);
  const save = useApiMutation({
    mutationFn: (body: MagicSettings) => magicSettings(formId, body),
    errorToast: (e) => (e instanceof Error ? e.message : undefined),
    onSuccess: (r) => applyMagic(r),
  });
  // After the customer has finished nothing of theirs changes any more.
  const locked = save.isPending || m.magicCompletedAt !== null;
  const typeName = new Map(form.contractTypes.map((t) => [t.id, t]));
  const toggleContract = (id: number, on: boolean) =>
    save.mutate({
      magicContractIds: on ? [...m.magicContractIds, id] : m.magicContractIds.filter((c) => c !== id),
    });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="magic-settings-title" sx={{ p: 2 }}>
      <Typography id="magic-settings-title" variant="h3" component="h3" gutterBottom>
        What the customer may do
      </Typography>
      <FormGroup aria-label="Contracts the customer may consider">
        <Typography color="text.secondary">Contracts the customer may consider</Typography>
        {form.corporateCommunity.contracts.map((c) => {
          const type = typeName.get(c.contractTypeId);
          return (
            <FormControlLabel
              key={c.id}
              disabled={locked}
              control={
                <Checkbox
                  checked={m.magicContractIds.includes(c.id)}
                  onChange={(_e, on) => toggleContract(c.id, on)}
                />
              }
              label={
                <Box component="span">
                  {c.name}
                  {type?.noAutoAddMagicLink && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {' '}
                      (not offered by default)
                    </Typography>
                  )}
                </Box>
              }
            />
          );
        })}
      </FormGroup>
      <FormGroup sx={{ mt: 2 }}>
        <FormControlLabel
          disabled={locked}
          control={
            <Switch
              checked={m.magicIsConfigurable}
              onChange={(_e, on) => save.mutate({ magicIsConfigurable: on })}
            />
          }
          label="The customer may add and configure options"
        />
        <FormControlLabel
          disabled={locked}
          control={
            <Switch
              checked={m.magicIsReviewable}
              onChange={(_e, on) => save.mutate({ magicIsReviewable: on })}
            />
          }
          label="The customer may review the results"
        />
      </FormGroup>
    </Paper>
  );
}
