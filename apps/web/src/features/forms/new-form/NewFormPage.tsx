/**
 * Create Report (spec §2.1 `newForm`, needs createForm): pick one of the user's communities (GET communities),
 * create the form, and open it on its properties. When the corporate's `magicEnabled` is set it also offers
 * "Customer completes it" with the configure / review switches; that report opens on its Magic Link
 * Status, where the contracts the customer may consider are chosen.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSession } from '../../../session/useSession.ts';
import { fetchCommunities } from '../../../api/auth.ts';
import { useApiMutation } from '../../../api/useApiMutation.ts';
import { SelectInput } from '../../../components/inputs/SelectInput.tsx';
import { createForm } from '../api.ts';
import { magicSettings } from '../magic/api.ts';
import { FORMS_LIST_KEY } from '../queries.ts';

export default function NewFormPage() {
  const communities = useQuery({ queryKey: ['communities'], queryFn: fetchCommunities });
  const [picked, setPicked] = useState<number | null>(null);
  const magicEnabled = useSession()?.corp.magicEnabled === true;
  const [isMagic, setIsMagic] = useState(false);
  const [settings, setSettings] = useState({ magicIsConfigurable: false, magicIsReviewable: false });
  const navigate = useNavigate();
  const client = useQueryClient();
  const list = communities.data?.communities ?? [];
  const communityId = picked ?? (list.length === 1 ? list[0]!.id : null);

  const create = useApiMutation({
    mutationFn: async (id: number) => {
      const created = await createForm(id, magicEnabled && isMagic);
      // The switches ride on the new form at once; its offered contracts are the server's default until changed.
      if (magicEnabled && isMagic && (settings.magicIsConfigurable || settings.magicIsReviewable))
        await magicSettings(created.formId, settings);
      return created;
    },
    errorToast: (e) => (e instanceof Error ? e.message : String(e)),
    onSuccess: ({ formId }) => {
      void client.invalidateQueries({ queryKey: FORMS_LIST_KEY });
      // A magic report opens on its status, where the adviser picks what the customer may consider.
      void navigate(
        magicEnabled && isMagic
          ? `/corporate/magic-form/${formId}/status`
          : `/corporate/form/${formId}/properties`,
      );
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
          {magicEnabled && (
            <RadioGroup
              aria-label="Who completes the report"
              value={isMagic ? 'customer' : 'adviser'}
              onChange={(_e, v) => setIsMagic(v === 'customer')}
              sx={{ mt: 2 }}
            >
              <FormControlLabel value="adviser" control={<Radio />} label="I complete it" />
              <FormControlLabel
                value="customer"
                control={<Radio />}
                label="Customer completes it (magic link)"
              />
            </RadioGroup>
          )}
          {magicEnabled && isMagic && (
            <Box sx={{ pl: 4 }}>
              <FormControlLabel
                control={
                  <Switch
                    checked={settings.magicIsConfigurable}
                    onChange={(_e, on) => setSettings((s) => ({ ...s, magicIsConfigurable: on }))}
                  />
                }
                label="The customer may add and configure options"
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={settings.magicIsReviewable}
                    onChange={(_e, on) => setSettings((s) => ({ ...s, magicIsReviewable: on }))}
                  />
                }
                label="The customer may review the results"
              />
              <Typography variant="body2" color="text.secondary">
                The next screen lists the community&apos;s contracts the customer may consider: all are ticked
                except those whose contract type is not offered by default.
              </Typography>
            </Box>
          )}
          <Button
            variant="contained"
            sx={{ mt: 2, display: 'block' }}
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
