/**
 * /reset-password?token=… — completes a forgot-password reset from the e-mailed link (single use, expiring;
 * the server checks both). New password rules are the Login ones (spec §5, minimum 8 characters).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@rlc/shared';
import { completePasswordReset } from '../../api/auth.ts';
import { ApiError } from '../../api/client.ts';
import { PasswordField } from '../../components/PasswordField.tsx';
import { PublicFrame } from '../../components/PublicFrame.tsx';
import { resetPasswordFormSchema, type ResetPasswordForm } from '../account/index.ts';

type Form = ResetPasswordForm;

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Form>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = async (v: Form) => {
    setBusy(true);
    setMessage(null);
    try {
      await completePasswordReset(token, v.newPassword);
      setDone(true);
    } catch (e) {
      setMessage(e instanceof ApiError ? e.message : MESSAGES.password.changeFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicFrame>
      <Card component="section" aria-labelledby="reset-title" sx={{ maxWidth: 420, mx: 'auto' }}>
        {busy ? <LinearProgress aria-label="Saving" /> : <Box sx={{ height: 4 }} />}
        <CardContent sx={{ p: 4 }}>
          <Typography id="reset-title" variant="h1" gutterBottom>
            Reset Password
          </Typography>
          {!token ? (
            <Alert severity="error">
              This reset link is not valid. Request a new one from the login page.
            </Alert>
          ) : done ? (
            <Alert severity="success">{MESSAGES.password.changed}</Alert>
          ) : (
            <Box component="form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
              <PasswordField
                label="New Password"
                autoComplete="new-password"
                {...register('newPassword')}
                error={!!errors.newPassword}
                helperText={errors.newPassword?.message}
              />
              <PasswordField
                label="Confirm New Password"
                autoComplete="new-password"
                {...register('confirmPassword')}
                error={!!errors.confirmPassword}
                helperText={errors.confirmPassword?.message}
              />
              <Typography role="alert" color="error" sx={{ minHeight: 24 }}>
                {message}
              </Typography>
              <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 1 }}>
                Reset Password
              </Button>
            </Box>
          )}
          <Box sx={{ mt: 2 }}>
            <Link component={RouterLink} to="/log-in">
              Back to Log in
            </Link>
          </Box>
        </CardContent>
      </Card>
    </PublicFrame>
  );
}
