/**
 * communities/create, "Create Community" (spec §2.1, ability createCommunity; issue 10 §1): name, street address,
 * suburb, postcode, state, retirement village or land-lease community, and owner type (a land-lease community has
 * none, design §4). The fields are checked with the shared CommunityForm schema, its messages beside them; the
 * server checks the same. On success: the toast 'Community created' (the server's message) and back to the list
 * (community/:communityId does not exist yet). Refused, with the reason, once the licences are used.
 */
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CommunityForm, MESSAGES, OWNER_TYPES, STATES } from '@rlc/shared';
import { serverMessage, useApiMutation } from '../../api/useApiMutation.ts';
import { SelectInput } from '../../components/inputs/index.ts';
import { useZodForm } from '../../components/useZodForm.ts';
import { COMMUNITIES_KEY, createCommunity, fetchCommunities } from './api.ts';
import { createBlockedReason } from './communityRows.ts';

const LIST = '/corporate/communities/list';

const KIND_OPTIONS = [
  { value: 'rv', label: 'Retirement village (RV)' },
  { value: 'llc', label: 'Land-lease community (LLC)' },
] as const;

export default function CreateCommunityPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const communities = useQuery({ queryKey: COMMUNITIES_KEY, queryFn: fetchCommunities });
  const blocked = createBlockedReason(communities.data?.info);
  const form = useZodForm(CommunityForm, {
    name: '',
    streetAddress: '',
    suburb: '',
    postcode: '',
    rvOrLlc: 'rv',
    ownerType: null,
  });
  const { errors } = form.formState;
  const [state, rvOrLlc, ownerType] = form.watch(['state', 'rvOrLlc', 'ownerType']);
  // Selects set their value directly; after a first submit they re-check at once, as the text fields do.
  const revalidate = () => ({ shouldValidate: form.formState.isSubmitted });

  const create = useApiMutation({
    mutationFn: createCommunity,
    successToast: (answer) => answer.message || MESSAGES.community.created,
    errorToast: (e) => serverMessage(e) ?? MESSAGES.community.createFailed,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: COMMUNITIES_KEY });
      void navigate(LIST);
    },
  });

  return (
    <Box sx={{ maxWidth: 560 }}>
      <Typography variant="h1" gutterBottom>
        Create Community
      </Typography>
      {blocked && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {blocked}
        </Alert>
      )}
      <Stack
        component="form"
        noValidate
        aria-label="Create Community"
        spacing={2}
        onSubmit={form.submit((values) => create.mutate(values))}
      >
        <TextField label="Name" required {...form.field('name')} />
        <TextField label="Street Address" required {...form.field('streetAddress')} />
        <TextField label="Suburb" required {...form.field('suburb')} />
        <TextField
          label="Postcode"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          {...form.field('postcode')}
        />
        <SelectInput<string>
          label="State"
          required
          value={state ?? ''}
          options={[{ value: '', label: 'Choose a state' }, ...STATES.map((s) => ({ value: s, label: s }))]}
          onChange={(v) => form.setValue('state', v as CommunityForm['state'], revalidate())}
          error={errors.state?.message}
        />
        <SelectInput<string>
          label="RV or LLC"
          required
          value={rvOrLlc}
          options={KIND_OPTIONS}
          onChange={(v) => {
            form.setValue('rvOrLlc', v as CommunityForm['rvOrLlc'], revalidate());
            // A land-lease community has no owner type (design §4).
            if (v === 'llc') form.setValue('ownerType', null, revalidate());
          }}
        />
        {rvOrLlc === 'rv' && (
          <SelectInput<string>
            label="Owner Type"
            required
            value={ownerType ?? ''}
            options={[
              { value: '', label: 'Choose an owner type' },
              ...OWNER_TYPES.map((t) => ({ value: t, label: t })),
            ]}
            onChange={(v) =>
              form.setValue('ownerType', v === '' ? null : (v as CommunityForm['ownerType']), revalidate())
            }
            error={errors.ownerType?.message}
          />
        )}
        <Stack direction="row" spacing={2}>
          <Button
            type="submit"
            variant="contained"
            // Stays disabled after success while the list loads.
            disabled={blocked !== null || create.isPending || create.isSuccess}
          >
            Create
          </Button>
          <Button onClick={() => void navigate(LIST)}>Cancel</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
