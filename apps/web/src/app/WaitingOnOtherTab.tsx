/** Spec §2.3: shown in a tab while another tab, which just re-logged-in, completes a required password change. */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@rlc/shared';

export function WaitingOnOtherTab() {
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 3 }}>
      <Box sx={{ textAlign: 'center' }}>
        <CircularProgress aria-label={MESSAGES.waitingOnOtherTab} />
        <Typography variant="h1" sx={{ mt: 2 }}>
          {MESSAGES.waitingOnOtherTab}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Finish changing your password in the other tab; this page will reload when you are done.
        </Typography>
      </Box>
    </Box>
  );
}
