/**
 * /reset-password?token=… — completes a forgot-password reset from the e-mailed link (single use, expiring;
 * the server checks both). New password rules are the Login ones (spec §5, minimum 8 characters).
 */
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@rlc/shared';
import { completePasswordReset } from '../../api/auth.ts';
import { errorMessage, useApiMutation } from '../../api/useApiMutation.ts';
import { BusyBar } from '../../components/BusyBar.tsx';
import { PublicFrame } from '../../components/PublicFrame.tsx';
import { useZodForm } from '../../components/useZodForm.ts';
import { LOGIN_PAGE_APART } from '../../routing/navigation.ts';
import { PasswordFormFields, resetPasswordFormSchema, type ResetPasswordForm } from '../account/index.ts';

type Form = ResetPasswordForm;

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const save = useApiMutation({ mutationFn: (v: Form) => completePasswordReset(token, v.newPassword) });
  const form = useZodForm<Form>(resetPasswordFormSchema, { newPassword: '', confirmPassword: '' });
  const busy = save.isPending;
  const done = save.isSuccess;
  const message = save.error ? errorMessage(save.error, MESSAGES.password.changeFailed) : null;

  return (
    <PublicFrame>
      <Card component="section" aria-labelledby="reset-title" sx={{ maxWidth: 420, mx: 'auto' }}>
        <BusyBar busy={busy} label="Saving" />
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
            <Box component="form" noValidate onSubmit={form.submit((v) => save.mutate(v))}>
              <PasswordFormFields
                field={form.field}
                submitLabel="Reset Password"
                busy={busy}
                submitProps={{ fullWidth: true, sx: { mt: 1 } }}
              >
                <Typography role="alert" color="error" sx={{ minHeight: 24 }}>
                  {message}
                </Typography>
              </PasswordFormFields>
            </Box>
          )}
          <Box sx={{ mt: 2 }}>
            <Link component={RouterLink} to="/log-in" reloadDocument={LOGIN_PAGE_APART}>
              Back to Log in
            </Link>
          </Box>
        </CardContent>
      </Card>
    </PublicFrame>
  );
}
