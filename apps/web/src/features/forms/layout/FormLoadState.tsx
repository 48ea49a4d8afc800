/** The form frame's loading and load-failed states (spec §4 "Form loading"), for both route sets. */
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@rlc/shared';

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
