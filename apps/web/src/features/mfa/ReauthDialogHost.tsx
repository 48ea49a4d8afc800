/**
 * The password confirmation dialog of sensitive actions (ADR 0018; reauthGate.ts): 'Confirm your password',
 * a Password field, Cancel and Confirm. A wrong password shows the server's message under the field.
 */
import { useState, useSyncExternalStore } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MFA_TEXT } from '@rlc/shared';
import { reauth } from '../../api/mfa.ts';
import { serverMessage } from '../../api/useApiMutation.ts';
import { PasswordField } from '../../components/PasswordField.tsx';
import { reauthAsked, settleReauth, subscribeReauth } from './reauthGate.ts';

export function ReauthDialogHost() {
  const open = useSyncExternalStore(subscribeReauth, reauthAsked);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = (cancelled: boolean) => {
    setPassword('');
    setError(null);
    settleReauth(cancelled ? new Error('cancelled') : undefined);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await reauth({ password });
      close(false);
    } catch (e) {
      setError(serverMessage(e) ?? MFA_TEXT.reauthFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={() => close(true)} aria-labelledby="reauth-title" maxWidth="xs" fullWidth>
      <DialogTitle id="reauth-title">Confirm your password</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{MFA_TEXT.reauthRequired}</DialogContentText>
        <form
          id="reauth-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          <PasswordField
            label="Password"
            autoComplete="current-password"
            autoFocus
            fullWidth
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={!!error}
            helperText={error ?? ' '}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(true)}>Cancel</Button>
        <Button type="submit" form="reauth-form" variant="contained" disabled={busy || !password}>
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
