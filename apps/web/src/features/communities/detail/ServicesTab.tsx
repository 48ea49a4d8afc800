/**
 * The Additional Services tab (spec §2.1 'services', permission updateCommunityServices): the community's
 * additional services {name, amount, frequency}, added, changed or deleted (soft: reports that chose one keep
 * it), checked with the shared AdditionalServiceInput rules and saved with POST community/{id}/services/update
 * ('Services Updated'; 'Error updating additional services').
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import { z } from 'zod';
import { AdditionalServiceInput, MESSAGES, type CommunityServicesResponse } from '@rlc/shared';
import { communityTabKey, fetchServices, saveServices } from './api.ts';
import { PricedLinesEditor } from './PricedLinesEditor.tsx';
import { editLines, issueMap, sentLines } from './pricedLines.ts';
import { TabLoader, topVersion, type TabFormProps } from './TabLoader.tsx';
import { TabSaveBar } from './TabSaveBar.tsx';
import { issuesUnder, useTabSave } from './useTabSave.ts';

const Services = z.array(AdditionalServiceInput);

export default function ServicesTab() {
  return (
    <TabLoader
      tab="services"
      load={fetchServices}
      loadFailed={MESSAGES.community.servicesLoadFailed}
      versionOf={topVersion}
      Form={ServicesForm}
    />
  );
}

function ServicesForm(props: TabFormProps<CommunityServicesResponse>) {
  const { communityId, initial } = props;
  const client = useQueryClient();
  const [lines, setLines] = useState(() => editLines(initial.services));
  const [dirty, setDirty] = useState(false);
  const [tried, setTried] = useState(false);
  const { mutation, stale, issues } = useTabSave({
    save: () => saveServices(communityId, { versionId: initial.versionId, services: sentLines(lines) }),
    failed: MESSAGES.community.servicesUpdateFailed,
    onSaved: (answer) => client.setQueryData(communityTabKey(communityId, 'services'), answer.update),
  });
  const own = issueMap(Services.safeParse(sentLines(lines)));
  const errors = { ...issuesUnder(issues, 'services'), ...(tried ? own : {}) };
  return (
    <Stack component="section" aria-label="Additional Services" sx={{ maxWidth: 900 }}>
      <PricedLinesEditor
        noun="Service"
        nameRequired
        lines={lines}
        onChange={(next) => {
          setLines(next);
          setDirty(true);
        }}
        errors={errors}
        newFrequency={26}
      />
      <TabSaveBar
        dirty={dirty}
        saving={mutation.isPending}
        stale={stale}
        onSave={() => {
          setTried(true);
          if (Object.keys(own).length === 0) mutation.mutate();
        }}
        onReload={props.onReload}
      />
    </Stack>
  );
}
