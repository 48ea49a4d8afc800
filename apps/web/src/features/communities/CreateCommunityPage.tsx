/**
 * communities/create, "Create Community" (spec §2.1, ability createCommunity): name, street address,
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
import Typography from '@mui/material/Typography';
import { CommunityForm, MESSAGES } from '@rlc/shared';
import { serverMessage, useApiMutation } from '../../api/useApiMutation.ts';
import { useZodForm } from '../../components/useZodForm.ts';
import { COMMUNITIES_KEY, createCommunity, fetchCommunities } from './api.ts';
import { CommunityFields } from './CommunityFields.tsx';
import { createBlockedReason } from './communityRows.ts';

const LIST = '/corporate/communities/list';

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
        <CommunityFields form={form} />
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
