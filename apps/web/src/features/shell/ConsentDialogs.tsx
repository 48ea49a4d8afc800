/**
 * Consent (spec §2.4): 'Terms of Use (1 of 2)' then 'Disclaimer (2 of 2)', each Agree / Disagree; agreeing to
 * both records consent server-side (`POST consent`); disagreeing logs out. Max width 1024, height up to 580
 * with the text scrolling inside.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { recordConsent } from '../../api/auth.ts';
import { errorMessage, useApiMutation } from '../../api/useApiMutation.ts';
import { logout } from '../../session/actions.ts';
import { updateSession, getSession } from '../../session/storage.ts';
import { DisclaimerText, TermsOfUseText } from '../legal/index.ts';

const STEPS = [
  { title: 'Terms of Use (1 of 2)', Body: TermsOfUseText },
  { title: 'Disclaimer (2 of 2)', Body: DisclaimerText },
] as const;

export function ConsentDialogs() {
  const [step, setStep] = useState(0);
  const current = STEPS[step] ?? STEPS[0];

  const save = useApiMutation({
    mutationFn: () => recordConsent(),
    onSuccess: ({ consentedAt }) => {
      const session = getSession();
      if (session) updateSession({ user: { ...session.user, consentedAt } });
    },
  });
  // Recorded: the dialogs close as the session updates; nothing to press meanwhile.
  const busy = save.isPending || save.isSuccess;
  const error = save.error ? errorMessage(save.error) : null;

  const agree = () => (step < STEPS.length - 1 ? setStep(step + 1) : save.mutate());

  return (
    <Dialog
      open
      maxWidth={false}
      aria-labelledby="consent-title"
      aria-describedby="consent-body"
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 1024, maxHeight: 580 } } }}
    >
      {busy && <LinearProgress aria-label="Saving consent" />}
      <DialogTitle id="consent-title">{current.title}</DialogTitle>
      <DialogContent dividers id="consent-body" tabIndex={0}>
        <current.Body />
        {error && (
          <Typography role="alert" color="error">
            {error}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void logout()} disabled={busy}>
          Disagree
        </Button>
        <Button variant="contained" onClick={agree} disabled={busy} autoFocus>
          Agree
        </Button>
      </DialogActions>
    </Dialog>
  );
}
