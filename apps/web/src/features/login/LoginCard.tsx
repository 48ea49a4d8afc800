/**
 * Login (spec §2.4, §5, §7): Sign in card, E-mail and Password, Log in (disabled while authenticating), a
 * progress bar, the message line and the rate-limit countdown. Success stores the session and reloads.
 * `search` is the page address's query: `note` (the inactivity note) and `redirect` (where to go after sign-in).
 * No router, no query client: the log-in page's own entry (login.html, ADR 0026) draws it as the staff app's
 * /log-in route does (LoginPage.tsx). Once a password is typed, the staff app's files are fetched ahead
 * (prefetchApp.ts), so the page load after sign-in finds them cached.
 */
import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@rlc/shared';
import { login } from '../../api/auth.ts';
import { ApiError } from '../../api/client.ts';
import { serverMessage } from '../../api/errorText.ts';
import { BusyBar } from '../../components/BusyBar.tsx';
import { EmailField } from '../../components/EmailField.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { useSignInForm } from './useSignInForm.ts';
import { completeLogin } from '../../session/actions.ts';
import { LOGIN_CHECKS, type LoginForm } from './loginForm.ts';
import { useCountdown } from './useCountdown.ts';
import { useCall } from './useCall.ts';
import { prefetchApp } from './prefetchApp.ts';

const NOTES: Record<string, string> = { inactivity: MESSAGES.inactivityNote };

// Loaded on first use: most sign-ins never open it, and dialogs are a sizeable share of the page's code.
const ForgotPasswordDialog = lazy(() =>
  import('./ForgotPasswordDialog.tsx').then((m) => ({ default: m.ForgotPasswordDialog })),
);
// Only users with multi-factor sign-in reach the code step; its panels (key, recovery codes) load then.
const MfaStepCard = lazy(() => import('./MfaStepCard.tsx').then((m) => ({ default: m.MfaStepCard })));

export function LoginCard({ search: params }: { search: URLSearchParams }) {
  const note = NOTES[params.get('note') ?? ''];
  const redirect = params.get('redirect');
  const [waitSeconds, startWait] = useCountdown();
  const [forgotOpen, setForgotOpen] = useState(false);
  // After a right password, a user with multi-factor sign-in gets the code step (ADR 0018).
  const [mfa, setMfa] = useState<{ challenge: string; enrol: boolean } | null>(null);

  const signIn = useCall({
    mutationFn: (values: LoginForm) => login(values),
    onSuccess: (res) => {
      if ('mfa' in res) setMfa(res.mfa);
      else completeLogin(res, redirect);
    },
    onError: (e: unknown) => {
      if (e instanceof ApiError && e.seconds) startWait(e.seconds);
    },
  });
  // On success the page reloads; keep the button disabled until it does.
  const busy = signIn.isPending || (signIn.isSuccess && !mfa);
  const form = useSignInForm<LoginForm>(LOGIN_CHECKS, { email: '', password: '' });
  const message = signIn.error ? (serverMessage(signIn.error) ?? MESSAGES.login.failed) : null;

  return (
    <>
      <Card
        component="section"
        aria-labelledby="sign-in-title"
        sx={{ width: '100%', maxWidth: 420, mx: 'auto' }}
      >
        <BusyBar busy={busy} label="Signing in" />
        <CardContent sx={{ p: 4 }}>
          <Typography id="sign-in-title" variant="h1" component="h1" gutterBottom>
            Sign in
          </Typography>
          {note && (
            <Alert severity="info" sx={{ mb: 1 }} data-testid="login-note">
              {note}
            </Alert>
          )}
          {mfa ? (
            <Suspense fallback={null}>
              <MfaStepCard
                challenge={mfa.challenge}
                enrol={mfa.enrol}
                redirect={redirect}
                onRestart={() => {
                  setMfa(null);
                  signIn.reset();
                }}
              />
            </Suspense>
          ) : (
            <>
              <Box component="form" noValidate onSubmit={form.submit((v) => signIn.mutate(v))}>
                <EmailField autoComplete="username" {...form.field('email')} />
                <PasswordField
                  label="Password"
                  autoComplete="current-password"
                  {...form.field('password')}
                  onInput={prefetchApp}
                />
                <Typography
                  role="alert"
                  color="error"
                  data-testid="login-message"
                  sx={{ minHeight: 24, mt: 1 }}
                >
                  {message}
                </Typography>
                {waitSeconds > 0 && (
                  <Typography role="status" color="error" data-testid="login-wait">
                    {MESSAGES.login.tryAgainIn(waitSeconds)}
                  </Typography>
                )}
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  fullWidth
                  disabled={busy}
                  sx={{ mt: 2 }}
                >
                  Log in
                </Button>
              </Box>
              <Box sx={{ mt: 2, display: 'flex', justifyContent: 'space-between' }}>
                <Link component="button" type="button" onClick={() => setForgotOpen(true)}>
                  Forgot Password
                </Link>
              </Box>
            </>
          )}
        </CardContent>
      </Card>
      {forgotOpen && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
