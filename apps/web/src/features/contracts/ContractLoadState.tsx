/**
 * What the contract editor screens show until the config items and the contract are loaded: a spinner, or the
 * spec §8 'Could not load Contract' with the reason.
 */
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { MESSAGES } from '@rlc/shared';
import { errorMessage } from '../../api/useApiMutation.ts';

export function ContractLoadState({ error, pending }: { error: unknown; pending: boolean }) {
  if (error) {
    return (
      <Alert severity="error">
        {MESSAGES.contract.loadFailed}: {errorMessage(error)}
      </Alert>
    );
  }
  return pending ? <CircularProgress size={24} aria-label="Loading the contract" /> : null;
}
