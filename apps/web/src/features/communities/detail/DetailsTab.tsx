/**
 * The Main Details tab (spec §2.1 'details', permission updateCommunity): Create Community's fields and rules
 * (shared CommunityForm, messages beside the fields), saved with POST community/{id}/update ('Main Details
 * Updated'; 'Error updating community details'). The page heading follows a saved name.
 */
import { useQueryClient } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import { CommunityForm, MESSAGES, type CommunityMainDetails } from '@rlc/shared';
import { useZodForm } from '../../../components/useZodForm.ts';
import { CommunityFields } from '../CommunityFields.tsx';
import { communityTabKey, fetchDetails, saveDetails } from './api.ts';
import { TabLoader, type TabFormProps } from './TabLoader.tsx';
import { TabSaveBar } from './TabSaveBar.tsx';
import { useTabSave } from './useTabSave.ts';

const formOf = (d: CommunityMainDetails): CommunityForm => ({
  name: d.name,
  streetAddress: d.streetAddress ?? '',
  suburb: d.suburb ?? '',
  postcode: d.postcode ?? '',
  state: d.state,
  rvOrLlc: d.rvOrLlc,
  ownerType: d.ownerType,
});

export default function DetailsTab() {
  return (
    <TabLoader
      tab="details"
      load={fetchDetails}
      loadFailed={MESSAGES.community.detailsLoadFailed}
      versionOf={(data) => data.details.versionId}
      Form={DetailsForm}
    />
  );
}

function DetailsForm(props: TabFormProps<{ details: CommunityMainDetails }>) {
  const initial = props.initial.details;
  const client = useQueryClient();
  const form = useZodForm(CommunityForm, formOf(initial));
  const { mutation, stale } = useTabSave({
    save: (community: CommunityForm) =>
      saveDetails(props.communityId, { versionId: initial.versionId, community }),
    failed: MESSAGES.community.detailsUpdateFailed,
    // The new version remounts the form (its key) with what was saved, no longer dirty.
    onSaved: (answer) => {
      for (const tab of ['title', 'details'] as const)
        client.setQueryData(communityTabKey(props.communityId, tab), { details: answer.update });
    },
  });
  const save = form.handleSubmit((values) => mutation.mutate(values));
  return (
    <Stack
      component="form"
      noValidate
      aria-label="Main Details"
      spacing={2}
      sx={{ maxWidth: 560 }}
      onSubmit={(e) => void save(e)}
    >
      <CommunityFields form={form} />
      <TabSaveBar
        dirty={form.formState.isDirty}
        saving={mutation.isPending}
        stale={stale}
        onSave={() => void save()}
        onReload={props.onReload}
      />
    </Stack>
  );
}
