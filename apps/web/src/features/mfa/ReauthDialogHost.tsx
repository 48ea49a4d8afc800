/**
 * The password confirmation dialog of sensitive actions (ADR 0018; reauthGate.ts): 'Confirm your password',
 * a Password field, Cancel and Confirm. A wrong password shows the server's message under the field. A user with
 * multi-factor sign-in on may confirm with an authentication code instead (ADR 0025; POST reauth takes either).
 */
import { useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { MFA_TEXT } from '@rlc/shared';
import { fetchMfaStatus, reauth } from '../../api/mfa.ts';
import { serverMessage } from '../../api/useApiMutation.ts';
import { PasswordField } from '../../components/PasswordField.tsx';
import { reauthAsked, settleReauth, subscribeReauth } from './reauthGate.ts';

export function ReauthDialogHost() {
  const open = useSyncExternalStore(subscribeReauth, reauthAsked);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [byCode, setByCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Read when the dialog opens (the same query as Account › Multi-factor sign-in): a code is offered only with MFA on.
  const mfa = useQuery({ queryKey: ['account', 'mfa'], queryFn: fetchMfaStatus, enabled: open });
  const mayUseCode = mfa.data?.enabled === true;

  const close = (cancelled: boolean) => {
    setPassword('');
    setCode('');
    setByCode(false);
    setError(null);
    settleReauth(cancelled ? new Error('cancelled') : undefined);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await reauth(byCode ? { code: code.trim() } : { password });
      close(false);
    } catch (e) {
      setError(serverMessage(e) ?? MFA_TEXT.reauthFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={() => close(true)} aria-labelledby="reauth-title" maxWidth="xs" fullWidth>
      <DialogTitle id="reauth-title">{byCode ? 'Confirm with a code' : 'Confirm your password'}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {byCode ? 'Please confirm with a code to continue.' : MFA_TEXT.reauthRequired}
        </DialogContentText>
        <form
          id="reauth-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          {byCode ? (
            <TextField
              label={MFA_TEXT.codeLabel}
              autoComplete="one-time-code"
              autoFocus
              fullWidth
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={!!error}
              helperText={error ?? MFA_TEXT.codeHelp}
            />
          ) : (
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
          )}
        </form>
        {mayUseCode && (
          <Button
            size="small"
            onClick={() => {
              setByCode(!byCode);
              setError(null);
            }}
          >
            {byCode ? 'Use your password instead' : 'Use an authentication code instead'}
          </Button>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(true)}>Cancel</Button>
        <Button
          type="submit"
          form="reauth-form"
          variant="contained"
          disabled={busy || !(byCode ? code.trim() : password)}
        >
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
