/**
 * The Assigned Contracts tab (spec §2.1 'contracts', permission assignContract): the corporate's contract types,
 * ticked when the community has its contract; saved with POST community/{id}/contracts/assign ('Assigned
 * Contracts Updated'; 'Error updating assigned contracts'). An assigned type links to its terms ("Edit terms",
 * community/:communityId/contracts/:contractId). A type that open reports use cannot be unticked (the server
 * refuses it too, with the reason beside the row).
 */
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, type CommunityContractsResponse } from '@rlc/shared';
import { CheckboxInput } from '../../../components/inputs/index.ts';
import { communityTabKey, fetchContracts, saveContracts } from './api.ts';
import { TabLoader, topVersion, type TabFormProps } from './TabLoader.tsx';
import { TabSaveBar } from './TabSaveBar.tsx';
import { issuesById, useAssignments } from './useAssignments.ts';
import { useTabSave } from './useTabSave.ts';

/** The terms editor of a community's contract (another screen's route). */
export const contractTermsPath = (communityId: number, contractId: number) =>
  `/corporate/communities/community/${communityId}/contracts/${contractId}`;

const usedBy = (n: number) =>
  `Used by ${n} open report${n === 1 ? '' : 's'}: it stays assigned while they are open.`;

export default function ContractsTab() {
  return (
    <TabLoader
      tab="contracts"
      load={fetchContracts}
      loadFailed={MESSAGES.community.contractsLoadFailed}
      versionOf={topVersion}
      Form={ContractsForm}
    />
  );
}

function ContractsForm(props: TabFormProps<CommunityContractsResponse>) {
  const { communityId, initial } = props;
  const client = useQueryClient();
  const edit = useAssignments(initial.contractList);
  const { mutation, stale, issues } = useTabSave({
    save: () => saveContracts(communityId, { versionId: initial.versionId, contractList: edit.changes }),
    failed: MESSAGES.community.contractsUpdateFailed,
    onSaved: (answer) => client.setQueryData(communityTabKey(communityId, 'contracts'), answer.update),
  });
  const rowIssues = issuesById(issues, 'contractList', edit.changes);
  if (initial.contractList.length === 0)
    return <Typography color="text.secondary">The corporate has no contract types yet.</Typography>;
  return (
    <Stack component="section" aria-label="Assigned Contracts">
      <Typography color="text.secondary" gutterBottom>
        Tick the contract types this community offers.
      </Typography>
      {initial.contractList.map((t) => (
        <Stack
          key={t.id}
          direction="row"
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2 }}
        >
          <CheckboxInput
            label={t.name}
            checked={edit.isTicked(t.id)}
            disabled={t.assigned && t.openReports > 0}
            onChange={(v) => edit.set(t.id, v)}
            helperText={
              rowIssues[t.id] ? (
                <Typography component="span" variant="caption" color="error">
                  {rowIssues[t.id]}
                </Typography>
              ) : t.assigned && t.openReports > 0 ? (
                usedBy(t.openReports)
              ) : undefined
            }
          />
          {t.contractId !== null && (
            <Link
              component={RouterLink}
              to={contractTermsPath(communityId, t.contractId)}
              aria-label={`Edit terms of ${t.name}`}
              // On a phone the link wraps under its row: in line with the label, not the checkbox.
              sx={{ ml: { xs: 4, sm: 0 } }}
            >
              Edit terms
            </Link>
          )}
        </Stack>
      ))}
      <TabSaveBar
        dirty={edit.dirty}
        saving={mutation.isPending}
        stale={stale}
        onSave={() => mutation.mutate()}
        onReload={props.onReload}
      />
    </Stack>
  );
}
