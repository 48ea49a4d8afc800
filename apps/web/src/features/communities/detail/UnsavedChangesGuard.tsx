/**
 * While a tab has unsaved changes, leaving it (another tab, another screen) asks first, and so does closing or
 * reloading the browser tab (the browser's own prompt). Signing out (a path outside /corporate) is never held.
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      nextLocation.pathname !== currentLocation.pathname &&
      nextLocation.pathname.startsWith('/corporate/'),
  );
  useEffect(() => {
    if (!when) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      aria-labelledby="unsaved-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="unsaved-title">Leave without saving?</DialogTitle>
      <DialogContent>
        <DialogContentText>This tab has changes that are not saved. Leaving discards them.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>Stay</Button>
        <Button color="error" variant="contained" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
}
