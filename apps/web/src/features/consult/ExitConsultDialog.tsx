/**
 * Leaving Consult Mode (ADR 0016): the adviser's password, checked by the server (POST consultMode/exit); a wrong
 * one shows the server's message beside the field, a lock shows 'Please try again in N seconds'.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@rlc/shared';
import { ApiError } from '../../api/client.ts';
import { exitConsultMode } from './api.ts';

export function ExitConsultDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setError('Enter your password.');
    setBusy(true);
    try {
      await exitConsultMode(queryClient, password);
      close();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'RATE_LIMITED' && err.seconds)
        setError(MESSAGES.login.tryAgainIn(err.seconds));
      else if (err instanceof ApiError)
        setError(err.issues?.find((i) => i.path === 'password')?.message ?? err.message);
      else setError('Could not reach the server. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="exit-consult-title" maxWidth="xs" fullWidth>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="exit-consult-title">Leave Consult Mode</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Enter the password you sign in with to return to your full view.
          </DialogContentText>
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            autoFocus
            fullWidth
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(null);
            }}
            error={!!error}
            helperText={error ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Leave Consult Mode
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
