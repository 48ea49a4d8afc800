/**
 * In Edit User (ADR 0025): whether the user has multi-factor sign-in on and, for another user who has, 'Reset
 * multi-factor sign-in' after a confirmation saying what happens. The server asks for the admin's password first
 * when their last confirmation is older than a few minutes (withReauth in useResetUserMfa).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@rlc/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useSession } from '../../session/useSession.ts';
import { useResetUserMfa } from './api.ts';
import { fullName } from './userSearch.ts';

export interface MfaResetSectionProps {
  user: AdminUser;
  disabled?: boolean;
  /** After a reset (the list is read again): the Edit User dialog closes. */
  onDone: () => void;
}

export function MfaResetSection({ user, disabled, onDone }: MfaResetSectionProps) {
  // The signed-in admin's own MFA is changed on their Account page (the server refuses it here too).
  const self = useSession()?.user.id === user.id;
  const [confirming, setConfirming] = useState(false);
  const reset = useResetUserMfa(onDone);
  const name = fullName(user) || user.email;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        Multi-factor sign-in
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography data-testid="user-mfa-state">{user.mfa ? 'On' : 'Off'}</Typography>
        {user.mfa && !self ? (
          <Button
            color="error"
            size="small"
            disabled={disabled || reset.isPending}
            onClick={() => setConfirming(true)}
          >
            Reset multi-factor sign-in
          </Button>
        ) : null}
        {user.mfa && self ? (
          <Typography variant="body2" color="text.secondary">
            Change your own under Account › Multi-factor sign-in.
          </Typography>
        ) : null}
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Reset multi-factor sign-in?"
        confirmLabel="Reset"
        busy={reset.isPending}
        onConfirm={() => {
          setConfirming(false);
          reset.mutate(user.id);
        }}
        onClose={() => setConfirming(false)}
      >
        {name}&apos;s authenticator app and recovery codes will stop working, and they will be signed out. If
        your organisation requires multi-factor sign-in of them, they set it up again at their next sign-in;
        otherwise they can turn it on again from their Account page.
        {user.state === 'active' ? ' An e-mail tells them so.' : null}
      </ConfirmDialog>
    </Box>
  );
}
