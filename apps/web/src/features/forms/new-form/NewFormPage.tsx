/**
 * Create Report (spec §2.1 `newForm`, needs createForm): pick one of the user's communities (GET communities),
 * create the form, and open it on its properties.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { fetchCommunities } from '../../../api/auth.ts';
import { useApiMutation } from '../../../api/useApiMutation.ts';
import { SelectInput } from '../../../components/inputs/index.ts';
import { createForm } from '../api.ts';
import { FORMS_LIST_KEY } from '../queries.ts';

export default function NewFormPage() {
  const communities = useQuery({ queryKey: ['communities'], queryFn: fetchCommunities });
  const [picked, setPicked] = useState<number | null>(null);
  const navigate = useNavigate();
  const client = useQueryClient();
  const list = communities.data?.communities ?? [];
  const communityId = picked ?? (list.length === 1 ? list[0]!.id : null);

  const create = useApiMutation({
    mutationFn: (id: number) => createForm(id),
    errorToast: (e) => (e instanceof Error ? e.message : String(e)),
    onSuccess: ({ formId }) => {
      void client.invalidateQueries({ queryKey: FORMS_LIST_KEY });
      void navigate(`/corporate/form/${formId}/properties`);
    },
  });

  return (
    <Box sx={{ maxWidth: 560 }}>
      <Typography variant="h1" gutterBottom>
        Create Report
      </Typography>
      {communities.isPending && <CircularProgress aria-label="Loading communities" />}
      {communities.isError && (
        <Alert severity="error">Error loading communities: {communities.error.message}</Alert>
      )}
      {communities.data && list.length === 0 && (
        <Alert severity="info">No communities are assigned to you yet.</Alert>
      )}
      {list.length > 0 && (
        <>
          <Typography color="text.secondary">Which community is this report for?</Typography>
          <SelectInput<number>
            label="Community"
            value={communityId ?? 0}
            options={[
              ...(communityId === null ? [{ value: 0, label: 'Choose a community' }] : []),
              ...list.map((c) => ({ value: c.id, label: `${c.name} (${c.state})` })),
            ]}
            onChange={(id) => setPicked(id || null)}
          />
          <Button
            variant="contained"
            sx={{ mt: 2 }}
            // Stays disabled after success while the new form's page loads.
            disabled={communityId === null || create.isPending || create.isSuccess}
            onClick={() => communityId !== null && create.mutate(communityId)}
          >
            Create
          </Button>
        </>
      )}
    </Box>
  );
}
