/**
 * Login (spec §2.4, §5, §7): Sign in card, E-mail and Password, Log in (disabled while authenticating), a
 * progress bar, the message line and the rate-limit countdown. Success stores the session and reloads.
 */
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@rlc/shared';
import { login } from '../../api/auth.ts';
import { ApiError } from '../../api/client.ts';
import { serverMessage, useApiMutation } from '../../api/useApiMutation.ts';
import { PasswordField } from '../../components/PasswordField.tsx';
import { completeLogin } from '../../session/actions.ts';
import { loginFormSchema, type LoginForm } from './loginForm.ts';
import { useCountdown } from './useCountdown.ts';
import { PublicFrame } from '../../components/PublicFrame.tsx';

const NOTES: Record<string, string> = { inactivity: MESSAGES.inactivityNote };

// Loaded on first use: most sign-ins never open it, and dialogs are a sizeable share of the page's code.
const ForgotPasswordDialog = lazy(() =>
  import('./ForgotPasswordDialog.tsx').then((m) => ({ default: m.ForgotPasswordDialog })),
);

export default function LoginPage() {
  const [params] = useSearchParams();
  const note = NOTES[params.get('note') ?? ''];
  const redirect = params.get('redirect');
  const [waitSeconds, startWait] = useCountdown();
  const [forgotOpen, setForgotOpen] = useState(false);

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const signIn = useApiMutation({
    mutationFn: (values: LoginForm) => login(values),
    onSuccess: (res) => completeLogin(res, redirect),
    onError: (e) => {
      if (e instanceof ApiError && e.seconds) startWait(e.seconds);
    },
  });
  // On success the page reloads; keep the button disabled until it does.
  const busy = signIn.isPending || signIn.isSuccess;
  const message = signIn.error ? (serverMessage(signIn.error) ?? MESSAGES.login.failed) : null;

  return (
    <PublicFrame>
      <Card
        component="section"
        aria-labelledby="sign-in-title"
        sx={{ width: '100%', maxWidth: 420, mx: 'auto' }}
      >
        {busy ? <LinearProgress aria-label="Signing in" /> : <Box sx={{ height: 4 }} />}
        <CardContent sx={{ p: 4 }}>
          <Typography id="sign-in-title" variant="h1" component="h1" gutterBottom>
            Sign in
          </Typography>
          {note && (
            <Alert severity="info" sx={{ mb: 1 }} data-testid="login-note">
              {note}
            </Alert>
          )}
          <Box component="form" noValidate onSubmit={(e) => void handleSubmit((v) => signIn.mutate(v))(e)}>
            <TextField
              label="E-mail"
              // Not type="email": browsers strip a trailing space from those, and spec §5 has a message for it.
              type="text"
              inputMode="email"
              autoComplete="username"
              autoFocus
              {...register('email')}
              error={!!errors.email}
              helperText={errors.email?.message}
            />
            <PasswordField
              label="Password"
              autoComplete="current-password"
              {...register('password')}
              error={!!errors.password}
              helperText={errors.password?.message}
            />
            <Typography role="alert" color="error" data-testid="login-message" sx={{ minHeight: 24, mt: 1 }}>
              {message}
            </Typography>
            {waitSeconds > 0 && (
              <Typography role="status" color="error" data-testid="login-wait">
                {MESSAGES.login.tryAgainIn(waitSeconds)}
              </Typography>
            )}
            <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 2 }}>
              Log in
            </Button>
          </Box>
          <Box sx={{ mt: 2, display: 'flex', justifyContent: 'space-between' }}>
            <Link component="button" type="button" onClick={() => setForgotOpen(true)}>
              Forgot Password
            </Link>
          </Box>
        </CardContent>
      </Card>
      {forgotOpen && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
        </Suspense>
      )}
    </PublicFrame>
  );
}
