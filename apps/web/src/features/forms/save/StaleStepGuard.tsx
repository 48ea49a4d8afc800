/**
 * While a form shows the 409 notice, moving to another screen would show the form as this tab last read it, and
 * nothing would say so. So leaving asks first (React Router's blocker): Reload and continue (fetch the latest
 * form, send the kept entries on it, then go), or Stay. Signing out (a path outside /corporate) is never held.
 */
import { useBlocker } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export function StaleStepGuard({ onReload }: { onReload: () => void }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      nextLocation.pathname !== currentLocation.pathname && nextLocation.pathname.startsWith('/corporate/'),
  );
  const open = blocker.state === 'blocked';
  return (
    <Dialog
      open={open}
      onClose={() => blocker.reset?.()}
      aria-labelledby="stale-step-title"
      aria-describedby="stale-step-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="stale-step-title">This report was changed elsewhere</DialogTitle>
      <DialogContent>
        <DialogContentText id="stale-step-text">
          Reload before you move on, so the next screen shows the latest. Your entries are kept and saved on
          the latest version.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>Stay</Button>
        <Button
          variant="contained"
          onClick={() => {
            // The save queue outlives this screen: the reload and the re-send finish after the move.
            onReload();
            blocker.proceed?.();
          }}
        >
          Reload and continue
        </Button>
      </DialogActions>
    </Dialog>
  );
}
