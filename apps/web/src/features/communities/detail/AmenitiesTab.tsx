/**
 * The Report Amenities tab (spec §2.1 'amenities', permission updateCommunityReport): the corporate's amenities,
 * ticked when the community's reports show them; at most MAX_AMENITY_ICONS (18) since a report shows no more
 * (Save is held back with the reason; the server refuses more too). Saved with POST
 * community/{id}/amenities/update ('Report Amenities Updated'; 'Error updating report amenities').
 */
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_AMENITY_ICONS, MESSAGES, type CommunityAmenitiesResponse } from '@rlc/shared';
import { CheckboxInput } from '../../../components/inputs/index.ts';
import { communityTabKey, fetchAmenities, saveAmenities } from './api.ts';
import { TabLoader, topVersion, type TabFormProps } from './TabLoader.tsx';
import { TabSaveBar } from './TabSaveBar.tsx';
import { useAssignments } from './useAssignments.ts';
import { useTabSave } from './useTabSave.ts';

export default function AmenitiesTab() {
  return (
    <TabLoader
      tab="amenities"
      load={fetchAmenities}
      loadFailed={MESSAGES.community.amenitiesLoadFailed}
      versionOf={topVersion}
      Form={AmenitiesForm}
    />
  );
}

function AmenitiesForm(props: TabFormProps<CommunityAmenitiesResponse>) {
  const { communityId, initial } = props;
  const client = useQueryClient();
  const edit = useAssignments(initial.amenities);
  const { mutation, stale, issues } = useTabSave({
    save: () => saveAmenities(communityId, { versionId: initial.versionId, amenities: edit.changes }),
    failed: MESSAGES.community.amenitiesUpdateFailed,
    onSaved: (answer) => client.setQueryData(communityTabKey(communityId, 'amenities'), answer.update),
  });
  const tooMany =
    edit.ticked > MAX_AMENITY_ICONS ? MESSAGES.community.tooManyAmenities(MAX_AMENITY_ICONS) : null;
  return (
    <Stack component="section" aria-label="Report Amenities">
      <Typography color={tooMany ? 'error' : 'text.secondary'} gutterBottom role="status">
        {edit.ticked} of at most {MAX_AMENITY_ICONS} amenities chosen
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
        {initial.amenities.map((a) => (
          <CheckboxInput
            key={a.id}
            label={a.name}
            checked={edit.isTicked(a.id)}
            onChange={(v) => edit.set(a.id, v)}
          />
        ))}
      </Box>
      {issues.amenities && <Typography color="error">{issues.amenities}</Typography>}
      <TabSaveBar
        dirty={edit.dirty}
        saving={mutation.isPending}
        stale={stale}
        blocked={tooMany}
        onSave={() => mutation.mutate()}
        onReload={props.onReload}
      />
    </Stack>
  );
}
