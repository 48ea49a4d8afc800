/** The form frame's loading and load-failed states (spec §4 "Form loading"), for both route sets. */
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@rlc/shared';
import { ApiError } from '../../../api/client.ts';
import { NotFoundPage } from '../../errors/index.ts';

/**
 * What the form frame shows when it has no form: Page Not Found for an address that names no form (`formId` not a
 * whole number, e.g. /corporate/form/abc) or a form the server does not know for this user (404), like any other bad
 * address; otherwise 'Could not load form'.
 */
export function FormUnavailable({ formId, error }: { formId: number; error: Error | null }) {
  const unknown = !Number.isFinite(formId) || (error instanceof ApiError && error.status === 404);
  return unknown ? <NotFoundPage /> : <FormLoadFailed error={error} />;
}

/** 'Could not load form' with the server's reason when it gave one, and a way back to the reports. */
export function FormLoadFailed({ error }: { error: Error | null }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button component={RouterLink} to="/corporate/home" color="inherit" size="small">
          Back to reports
        </Button>
      }
    >
      <AlertTitle>{MESSAGES.form.loadFailed}</AlertTitle>
      {error?.message && error.message !== MESSAGES.form.loadFailed ? error.message : null}
    </Alert>
  );
}

export function FormLoading() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}>
      <CircularProgress aria-label="Loading form" />
      <Typography>Loading form…</Typography>
    </Box>
  );
}
