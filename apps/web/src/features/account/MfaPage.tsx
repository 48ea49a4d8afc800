/**
 * account/mfa, 'Multi-factor sign-in' (ADR 0018): whether it is on, and Set up (QR code and key, a code
 * to confirm, then the ten recovery codes shown once) or Turn off (password and a code; not offered while the
 * organisation requires MFA of the user). While on, 'New recovery codes' replaces all the recovery codes with ten
 * new ones, shown once (the server may ask for the password first: withReauth; ADR 0025).
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MFA_TEXT, type MfaSetupResponse } from '@rlc/shared';
import { confirmMfa, disableMfa, fetchMfaStatus, renewRecoveryCodes, setupMfa } from '../../api/mfa.ts';
import { serverMessage } from '../../api/useApiMutation.ts';
import { PasswordField } from '../../components/PasswordField.tsx';
import { RecoveryCodesList, TotpSetupPanel, withReauth } from '../mfa/index.ts';
import { AccountTabs } from './AccountTabs.tsx';

const STATUS_KEY = ['account', 'mfa'] as const;

export default function MfaPage() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: fetchMfaStatus });
  const [setup, setSetup] = useState<MfaSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  /** The codes shown are new ones replacing earlier ones (not those of a new enrolment). */
  const [renewed, setRenewed] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await task();
      await queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    } catch (e) {
      setError(serverMessage(e) ?? MFA_TEXT.codeInvalid);
    } finally {
      setBusy(false);
    }
  };
  const start = () => run(async () => setSetup(await setupMfa()));
  const confirm = () =>
    run(async () => {
      setCodes((await confirmMfa(code.trim())).recoveryCodes);
      setSetup(null);
      setCode('');
    });
  const renew = () =>
    run(async () => {
      setCodes((await withReauth(renewRecoveryCodes)).recoveryCodes);
      setRenewed(true);
    });
  const turnOff = () =>
    run(async () => {
      await disableMfa(password, code.trim());
      setTurningOff(false);
      setPassword('');
      setCode('');
    });

  const s = status.data;
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Account
      </Typography>
      <AccountTabs />
      <Paper sx={{ mt: 2, maxWidth: 560, p: 3 }}>
        <Typography variant="h2" gutterBottom>
          Multi-factor sign-in
        </Typography>
        {codes ? (
          <>
            <Alert severity="success" sx={{ mb: 2 }}>
              {renewed
                ? 'You have ten new recovery codes. Your old ones no longer work.'
                : 'Multi-factor sign-in is on.'}
            </Alert>
            <RecoveryCodesList codes={codes} />
            <Button
              sx={{ mt: 2 }}
              variant="contained"
              onClick={() => {
                setCodes(null);
                setRenewed(false);
              }}
            >
              I have saved my recovery codes
            </Button>
          </>
        ) : !s ? null : s.enabled ? (
          <>
            <Typography data-testid="mfa-state" sx={{ mb: 1 }}>
              On. You have {s.recoveryCodesLeft} unused recovery code{s.recoveryCodesLeft === 1 ? '' : 's'}.
            </Typography>
            {!turningOff && (
              <Box sx={{ mb: 2 }}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  Lost your recovery codes, or used most of them? New ones replace them all: your current
                  codes stop working.
                </Typography>
                <Button variant="outlined" onClick={() => void renew()} disabled={busy}>
                  New recovery codes
                </Button>
                {error && (
                  <Typography color="error" sx={{ mt: 1 }}>
                    {error}
                  </Typography>
                )}
              </Box>
            )}
            {s.required ? (
              <Alert severity="info">Your organisation requires multi-factor sign-in.</Alert>
            ) : turningOff ? (
              <Box
                component="form"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void turnOff();
                }}
              >
                <PasswordField
                  label="Password"
                  autoComplete="current-password"
                  fullWidth
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  sx={{ mb: 2 }}
                />
                <TextField
                  label={MFA_TEXT.codeLabel}
                  autoComplete="one-time-code"
                  fullWidth
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  error={!!error}
                  helperText={error ?? MFA_TEXT.codeHelp}
                />
                <Box sx={{ mt: 2, display: 'flex', gap: 1 }}>
                  <Button
                    type="submit"
                    variant="contained"
                    color="error"
                    disabled={busy || !password || !code}
                  >
                    Turn off
                  </Button>
                  <Button onClick={() => setTurningOff(false)}>Cancel</Button>
                </Box>
              </Box>
            ) : (
              <Button variant="outlined" color="error" onClick={() => setTurningOff(true)}>
                Turn off multi-factor sign-in
              </Button>
            )}
          </>
        ) : setup ? (
          <Box
            component="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void confirm();
            }}
          >
            <TotpSetupPanel setup={setup} code={code} onCode={setCode} error={error} />
            <Button type="submit" variant="contained" disabled={busy || !code.trim()}>
              Turn on
            </Button>
          </Box>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>
              Off. With multi-factor sign-in, signing in also asks for a code from an authenticator app on
              your phone, so a stolen password alone is not enough.
            </Typography>
            {s.required && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {MFA_TEXT.requiredByPolicy}
              </Alert>
            )}
            <Button variant="contained" onClick={() => void start()} disabled={busy}>
              Set up multi-factor sign-in
            </Button>
            {error && (
              <Typography color="error" sx={{ mt: 1 }}>
                {error}
              </Typography>
            )}
          </>
        )}
      </Paper>
    </Box>
  );
}
