/**
 * admin/defaultContract/:contractId (spec §2.1 'Editing Default Contract', ability adminContracts): a contract
 * type's default terms in the config-driven editor, every config item, saved with updateDefaultContract (read
 * only without it), with the live exit-entitlement preview. Reached from the Contract types list.
 */
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { can, formatDate } from '@rlc/shared';
import { useSession } from '../../session/useSession.ts';
import { ContractLoadState } from './ContractLoadState.tsx';
import { ContractEditor } from './editor/index.ts';
import {
  fetchPreview,
  previewKey,
  refusalsOf,
  useContractConfig,
  useDefaultContract,
  useSaveContractTerms,
} from './editorApi.ts';

export const DEFAULT_CONTRACT_TITLE = 'Editing Default Contract';

export default function DefaultContractPage() {
  const contractId = Number(useParams().contractId);
  const user = useSession()?.user;
  const config = useContractConfig('default');
  const contract = useDefaultContract(contractId);
  const save = useSaveContractTerms(contractId, () => undefined);
  const failed = config.error ?? contract.error;
  return (
    <Box>
      <Link component={RouterLink} to="/corporate/admin/contracts" variant="body2">
        ‹ Contract types
      </Link>
      <Typography variant="h1" sx={{ mt: 1 }}>
        {DEFAULT_CONTRACT_TITLE}
      </Typography>
      {contract.data && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {contract.data.name} · version {contract.data.versionId}, terms last changed{' '}
          {formatDate(contract.data.versionedAt)}
        </Typography>
      )}
      <ContractLoadState error={failed} pending={config.isPending || contract.isPending} />
      {config.data && contract.data && (
        <ContractEditor
          key={contract.data.versionId}
          items={config.data}
          values={contract.data.settings}
          onSave={(changes) => save.mutate(changes)}
          saving={save.isPending}
          readOnly={!can(user, 'updateDefaultContract')}
          serverErrors={refusalsOf(save.error)}
          fetchPreview={fetchPreview(contractId)}
          previewKey={previewKey(contractId)}
          showDevOnly={user?.developer ?? false}
        />
      )}
    </Box>
  );
}
