/**
 * account/password, 'Change Password' (spec §2.1, §8): Current / New / Confirm New Password with errors beside
 * the fields. Success stores the fresh token and clears the must-change flag; writing the session also tells
 * other tabs (storage event), so a tab 'Waiting on other tab' reloads.
 */
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@rlc/shared';
import { changePassword } from '../../api/auth.ts';
import { ApiError } from '../../api/client.ts';
import { useApiMutation } from '../../api/useApiMutation.ts';
import { BusyBar } from '../../components/BusyBar.tsx';
import { useZodForm } from '../../components/useZodForm.ts';
import { getSession, updateSession } from '../../session/storage.ts';
import { useSession } from '../../session/useSession.ts';
import { AccountTabs } from './AccountTabs.tsx';
import { PasswordFormFields } from './PasswordFormFields.tsx';
import { changePasswordFormSchema, type ChangePasswordForm } from './passwordForm.ts';

export default function ChangePasswordPage() {
  const session = useSession();
  const navigate = useNavigate();
  const form = useZodForm<ChangePasswordForm>(changePasswordFormSchema, {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const mustChange = !!session?.mustChange;

  const save = useApiMutation({
    mutationFn: ({ currentPassword, newPassword }: ChangePasswordForm) =>
      changePassword({ currentPassword, newPassword }),
    successToast: (res) => res.message || MESSAGES.password.changed,
    errorToast: MESSAGES.password.changeFailed,
    onSuccess: (res) => {
      const current = getSession();
      if (current)
        updateSession({ jwt: res.jwt, mustChange: false, user: { ...current.user, mustChange: false } });
      form.reset();
      if (mustChange) void navigate('/corporate/home', { replace: true });
    },
    onError: (e) => {
      if (!(e instanceof ApiError)) return;
      // Field-level issues from the server go beside their fields; otherwise beside Current Password
      // (the usual cause: it was wrong).
      const fieldIssues = (e.issues ?? []).filter(
        (i) => i.path === 'newPassword' || i.path === 'currentPassword',
      );
      if (fieldIssues.length)
        for (const i of fieldIssues) form.setError(i.path as 'newPassword', { message: i.message });
      else form.setError('currentPassword', { message: e.message });
    },
  });
  const busy = save.isPending;

  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Account
      </Typography>
      {!mustChange && <AccountTabs />}
      <Paper sx={{ mt: 2, maxWidth: 520 }}>
        <BusyBar busy={busy} label="Saving" />
        <Box component="form" noValidate onSubmit={form.submit((v) => save.mutate(v))} sx={{ p: 3 }}>
          <Typography variant="h2" gutterBottom>
            Change Password
          </Typography>
          {mustChange && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              You must change your password before continuing.
            </Alert>
          )}
          <PasswordFormFields
            current
            field={form.field}
            submitLabel="Change Password"
            busy={busy}
            submitProps={{ sx: { mt: 2 } }}
          />
        </Box>
      </Paper>
    </Box>
  );
}
