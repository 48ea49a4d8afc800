/**
 * The second sign-in step (ADR 0018), shown by the Login page after a right password for a user with
 * multi-factor sign-in: 'Authentication code' (or a recovery code) and Verify. A user whose organisation requires
 * MFA and who has none sets it up here first (QR code and key), then sees their recovery codes once.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGES, MFA_TEXT, type LoginResponse, type MfaSetupResponse } from '@rlc/shared';
import { ApiError } from '../../api/client.ts';
import { loginMfa, loginMfaEnrol } from '../../api/mfa.ts';
import { serverMessage } from '../../api/errorText.ts';
import { completeLogin } from '../../session/actions.ts';
import { RecoveryCodesList, TotpSetupPanel } from '../mfa/index.ts';

export function MfaStepCard(props: {
  challenge: string;
  enrol: boolean;
  redirect: string | null;
  onRestart: () => void;
}) {
  const { challenge, enrol, redirect } = props;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [setup, setSetup] = useState<MfaSetupResponse | null>(null);
  const [done, setDone] = useState<(LoginResponse & { recoveryCodes?: string[] }) | null>(null);
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    if (!enrol) return;
    loginMfaEnrol(challenge).then(setSetup, () => setExpired(true));
  }, [enrol, challenge]);

  const verify = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await loginMfa(challenge, code.trim());
      if (res.recoveryCodes?.length) setDone(res);
      else completeLogin(res, redirect);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) setExpired(true);
      else if (e instanceof ApiError && e.seconds) setError(MESSAGES.login.tryAgainIn(e.seconds));
      else setError(serverMessage(e) ?? MFA_TEXT.codeInvalid);
      setBusy(false);
    }
  };

  if (done?.recoveryCodes)
    return (
      <Box>
        <RecoveryCodesList codes={done.recoveryCodes} />
        <Button variant="contained" fullWidth sx={{ mt: 2 }} onClick={() => completeLogin(done, redirect)}>
          Continue
        </Button>
      </Box>
    );

  if (expired)
    return (
      <Box>
        <Alert severity="warning">{MFA_TEXT.challengeExpired}</Alert>
        <Button sx={{ mt: 2 }} onClick={props.onRestart}>
          Back to sign in
        </Button>
      </Box>
    );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void verify();
      }}
    >
      {enrol ? (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            {MFA_TEXT.requiredByPolicy}
          </Alert>
          {setup && <TotpSetupPanel setup={setup} code={code} onCode={setCode} error={error} />}
        </>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{MFA_TEXT.codeHelp}</Typography>
          <TextField
            label={MFA_TEXT.codeLabel}
            autoComplete="one-time-code"
            autoFocus
            fullWidth
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={!!error}
            helperText={error ?? ' '}
          />
        </>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={busy || !code.trim()}
        sx={{ mt: 1 }}
      >
        Verify
      </Button>
      <Box sx={{ mt: 2 }}>
        <Link component="button" type="button" onClick={props.onRestart}>
          Back to sign in
        </Link>
      </Box>
    </Box>
  );
}
