/**
 * communities/community/:communityId/contracts/:contractId (issue 10 §1 contracts tab, §2; permission
 * updateContract): a community's contract of a type in the same editor as default contracts, limited to the
 * terms a community may override (communities/configs). Each field says whether the community overrides it or
 * inherits the default contract's value, with Reset to go back to the default. `contractId` is the community's
 * own contract, or the default contract of the type (the server answers the community's contract of it).
 */
import { Link as RouterLink, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ContractView } from '@rlc/shared';
import { useSession } from '../../session/useSession.ts';
import { ContractLoadState } from './ContractLoadState.tsx';
import { ContractEditor } from './editor/index.ts';
import {
  fetchPreview,
  previewKey,
  refusalsOf,
  useCommunityContract,
  useContractConfig,
  useSaveContractTerms,
} from './editorApi.ts';

export default function CommunityContractPage() {
  const params = useParams();
  const communityId = Number(params.communityId);
  const contractId = Number(params.contractId);
  const config = useContractConfig('community');
  const contract = useCommunityContract(communityId, contractId);
  const failed = config.error ?? contract.error;
  return (
    <Box>
      <Link
        component={RouterLink}
        to={`/corporate/communities/community/${communityId}/contracts`}
        variant="body2"
      >
        ‹ Assigned Contracts
      </Link>
      <Typography variant="h1" sx={{ mt: 1 }}>
        {contract.data?.name ?? 'Contract'}
      </Typography>
      {contract.data && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {contract.data.communityName} · version {contract.data.versionId}. Terms not overridden here follow
          the default contract of the type.
        </Typography>
      )}
      <ContractLoadState error={failed} pending={config.isPending || contract.isPending} />
      {config.data && contract.data && (
        <CommunityEditor
          key={contract.data.versionId}
          items={config.data}
          contract={contract.data}
          cacheKey={['communityContract', communityId, contractId]}
        />
      )}
    </Box>
  );
}

function CommunityEditor({
  items,
  contract,
  cacheKey,
}: {
  items: Parameters<typeof ContractEditor>[0]['items'];
  contract: ContractView;
  cacheKey: readonly unknown[];
}) {
  const client = useQueryClient();
  const user = useSession()?.user;
  const save = useSaveContractTerms(contract.id, (answer) => client.setQueryData(cacheKey, answer.contract));
  return (
    <ContractEditor
      items={items}
      values={contract.settings}
      defaults={contract.defaults}
      onSave={(changes) => save.mutate(changes)}
      saving={save.isPending}
      serverErrors={refusalsOf(save.error)}
      fetchPreview={fetchPreview(contract.id)}
      previewKey={previewKey(contract.id)}
      showDevOnly={user?.developer ?? false}
    />
  );
}
