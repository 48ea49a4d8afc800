/**
 * account/password, 'Change Password' (spec §2.1, §8): Current / New / Confirm New Password with errors beside
 * the fields. Success stores the fresh token and clears the must-change flag; writing the session also tells
 * other tabs (storage event), so a tab 'Waiting on other tab' reloads.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@rlc/shared';
import { changePassword } from '../../api/auth.ts';
import { ApiError } from '../../api/client.ts';
import { useToast } from '../../app/toast.ts';
import { PasswordField } from '../../components/PasswordField.tsx';
import { getSession, updateSession } from '../../session/storage.ts';
import { useSession } from '../../session/useSession.ts';
import { AccountTabs } from './AccountTabs.tsx';
import { changePasswordFormSchema, type ChangePasswordForm } from './passwordForm.ts';

export default function ChangePasswordPage() {
  const session = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const mustChange = !!session?.mustChange;

  const onSubmit = async ({ currentPassword, newPassword }: ChangePasswordForm) => {
    setBusy(true);
    try {
      const res = await changePassword({ currentPassword, newPassword });
      const current = getSession();
      if (current)
        updateSession({ jwt: res.jwt, mustChange: false, user: { ...current.user, mustChange: false } });
      toast.success(res.message || MESSAGES.password.changed);
      reset();
      if (mustChange) void navigate('/corporate/home', { replace: true });
    } catch (e) {
      toast.error(MESSAGES.password.changeFailed);
      if (e instanceof ApiError) {
        // Field-level issues from the server go beside their fields; otherwise beside Current Password
        // (the usual cause: it was wrong).
        const fieldIssues = (e.issues ?? []).filter(
          (i) => i.path === 'newPassword' || i.path === 'currentPassword',
        );
        if (fieldIssues.length)
          for (const i of fieldIssues) setError(i.path as 'newPassword', { message: i.message });
        else setError('currentPassword', { message: e.message });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Account
      </Typography>
      {!mustChange && <AccountTabs />}
      <Paper sx={{ mt: 2, maxWidth: 520 }}>
        {busy ? <LinearProgress aria-label="Saving" /> : <Box sx={{ height: 4 }} />}
        <Box component="form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} sx={{ p: 3 }}>
          <Typography variant="h2" gutterBottom>
            Change Password
          </Typography>
          {mustChange && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              You must change your password before continuing.
            </Alert>
          )}
          <PasswordField
            label="Current Password"
            autoComplete="current-password"
            {...register('currentPassword')}
            error={!!errors.currentPassword}
            helperText={errors.currentPassword?.message}
          />
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
          <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }}>
            Change Password
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
