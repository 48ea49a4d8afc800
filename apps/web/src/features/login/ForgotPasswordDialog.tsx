/**
 * Forgot Password (spec §2.4): E-mail with Next / Close, then 'Request sent' whether or not the address
 * exists (the server answers the same either way, so nobody learns which addresses have accounts).
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@rlc/shared';
import { requestPasswordReset } from '../../api/auth.ts';
import { errorMessage } from '../../api/errorText.ts';
import { EmailField } from '../../components/EmailField.tsx';
import { FORGOT_CHECKS, type ForgotForm } from './loginForm.ts';
import { useSignInForm } from './useSignInForm.ts';
import { useCall } from './useCall.ts';

export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [step, setStep] = useState<'ask' | 'sent'>('ask');
  // The login page unmounts this dialog on close, so its steps start afresh next time.
  const close = () => onClose();

  const send = useCall({
    mutationFn: ({ email }: ForgotForm) => requestPasswordReset(email),
    onSuccess: () => setStep('sent'),
  });
  const busy = send.isPending;
  const form = useSignInForm<ForgotForm>(FORGOT_CHECKS, { email: '' });
  const message = send.error ? errorMessage(send.error) : null;

  if (step === 'sent') {
    return (
      <Dialog open={open} onClose={close} aria-labelledby="request-sent-title" maxWidth="xs" fullWidth>
        <DialogTitle id="request-sent-title">{MESSAGES.login.requestSentTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{MESSAGES.login.requestSentText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} autoFocus>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby="forgot-title" maxWidth="xs" fullWidth>
      {busy && <LinearProgress aria-label="Sending request" />}
      <form noValidate onSubmit={form.submit((v) => send.mutate(v))}>
        <DialogTitle id="forgot-title">Forgot Password</DialogTitle>
        <DialogContent>
          <DialogContentText>Enter the e-mail address you sign in with.</DialogContentText>
          <EmailField autoComplete="email" {...form.field('email')} />
          {message && (
            <Typography role="alert" color="error">
              {message}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Close</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Next
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
