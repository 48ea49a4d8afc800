/**
 * Create or edit a user (spec §3.1 fields an admin sets): first and last name, e-mail (on create only), title, phone,
 * role, communities, state (on edit: Active / Disabled; disabling signs them out at once) and, on create, the
 * welcome e-mail with a set-password link. A role with a permission the admin does not hold is shown but cannot
 * be chosen (the server refuses it too). An edit sends only the fields that changed. An admin who may create
 * users can send an active user the welcome e-mail again (a new set-password link) or delete the user (soft,
 * after a confirmation). The edit shows whether the user has multi-factor sign-in on, with a reset (ADR 0025).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  emailField,
  MESSAGES,
  type AdminUser,
  type CommunitySummary,
  type RoleSummary,
  type UserChanges,
  type UserState,
} from '@rlc/shared';
import { BusyBar } from '../../components/BusyBar.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { MfaResetSection } from './MfaResetSection.tsx';
import { fullName as fullNameOf } from './userSearch.ts';
import { useCreateUser, useDeleteUser, useSendWelcome, useUpdateUser } from './api.ts';

export interface UserDialogProps {
  /** The user to edit; null to create one. */
  user: AdminUser | null;
  roles: RoleSummary[];
  communities: Pick<CommunitySummary, 'id' | 'name'>[];
  /** The signed-in admin may create (and delete) users, and so send the welcome e-mail again or delete the user. */
  mayCreate?: boolean;
  onClose: () => void;
}

interface Draft {
  firstName: string;
  lastName: string;
  email: string;
  title: string;
  phone: string;
  roleId: number | '';
  communityIds: number[];
  state: UserState;
  sendEmail: boolean;
}

const draftOf = (u: AdminUser | null): Draft => ({
  firstName: u?.firstName ?? '',
  lastName: u?.lastName ?? '',
  email: u?.email ?? '',
  title: u?.title ?? '',
  phone: u?.phone ?? '',
  roleId: u?.role_id ?? '',
  communityIds: u?.communities.map((c) => c.id) ?? [],
  state: u?.state ?? 'active',
  sendEmail: true,
});

const sameIds = (a: number[], b: number[]) => [...a].sort().join() === [...b].sort().join();

/** What an edit changes: only the fields that differ from the user as loaded. */
export function changesOf(user: AdminUser, d: Draft): UserChanges {
  const was = draftOf(user);
  return {
    ...(d.firstName.trim() !== was.firstName ? { firstName: d.firstName.trim() } : {}),
    ...(d.lastName.trim() !== was.lastName ? { lastName: d.lastName.trim() } : {}),
    ...(d.title.trim() !== was.title ? { title: d.title.trim() || null } : {}),
    ...(d.phone.trim() !== was.phone ? { phone: d.phone.trim() || null } : {}),
    ...(d.roleId !== was.roleId && d.roleId !== '' ? { role_id: d.roleId } : {}),
    ...(!sameIds(d.communityIds, was.communityIds) ? { community_ids: d.communityIds } : {}),
    ...(d.state !== was.state ? { state: d.state } : {}),
  };
}

export function UserDialog({ user, roles, communities, mayCreate, onClose }: UserDialogProps) {
  const [d, setD] = useState<Draft>(() => draftOf(user));
  const [tried, setTried] = useState(false);
  const set = (patch: Partial<Draft>) => setD((old) => ({ ...old, ...patch }));
  const create = useCreateUser(onClose);
  const update = useUpdateUser(onClose);
  const welcome = useSendWelcome();
  const remove = useDeleteUser(onClose);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const busy = create.isPending || update.isPending || welcome.isPending || remove.isPending;

  const errors = {
    firstName: d.firstName.trim() ? undefined : MESSAGES.validation.required,
    email: user ? undefined : emailField.safeParse(d.email).error?.issues[0]?.message,
    roleId: d.roleId === '' ? MESSAGES.validation.required : undefined,
  };
  const shown = (e: string | undefined) => (tried ? e : undefined);
  const changes = user ? changesOf(user, d) : null;

  const save = () => {
    setTried(true);
    if (errors.firstName || errors.email || errors.roleId || d.roleId === '') return;
    if (user) update.mutate({ userId: user.id, user: changes! });
    else
      create.mutate({
        user: {
          firstName: d.firstName.trim(),
          lastName: d.lastName.trim(),
          email: d.email.trim(),
          title: d.title.trim() || null,
          phone: d.phone.trim() || null,
          role_id: d.roleId,
          community_ids: d.communityIds,
        },
        sendEmail: d.sendEmail,
      });
  };

  const toggleCommunity = (id: number, on: boolean) =>
    set({ communityIds: on ? [...d.communityIds, id] : d.communityIds.filter((c) => c !== id) });

  return (
    <Dialog open onClose={onClose} aria-labelledby="user-dialog-title" maxWidth="sm" fullWidth>
      <DialogTitle id="user-dialog-title">{user ? 'Edit User' : 'Create User'}</DialogTitle>
      <BusyBar busy={busy} label="Saving user" />
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="First name"
              value={d.firstName}
              onChange={(e) => set({ firstName: e.target.value })}
              error={!!shown(errors.firstName)}
              helperText={shown(errors.firstName)}
              required
              fullWidth
            />
            <TextField
              label="Last name"
              value={d.lastName}
              onChange={(e) => set({ lastName: e.target.value })}
              fullWidth
            />
          </Stack>
          {user ? null : (
            <TextField
              label="E-mail"
              type="email"
              value={d.email}
              onChange={(e) => set({ email: e.target.value })}
              error={!!shown(errors.email)}
              helperText={shown(errors.email)}
              required
            />
          )}
          <TextField label="Title" value={d.title} onChange={(e) => set({ title: e.target.value })} />
          <TextField
            label="Phone"
            helperText="Printed on the cover of the reports this user prepares"
            value={d.phone}
            onChange={(e) => set({ phone: e.target.value })}
          />
          <TextField
            select
            label="Role"
            value={d.roleId}
            onChange={(e) => set({ roleId: Number(e.target.value) })}
            error={!!shown(errors.roleId)}
            helperText={shown(errors.roleId) ?? 'Roles with permissions you do not hold cannot be given.'}
            required
          >
            {roles.map((r) => (
              <MenuItem key={r.id} value={r.id} disabled={!r.grantable && r.id !== user?.role_id}>
                {r.name}
              </MenuItem>
            ))}
          </TextField>
          <FormControl component="fieldset">
            <FormLabel component="legend">Communities</FormLabel>
            <FormGroup row>
              {communities.map((c) => (
                <FormControlLabel
                  key={c.id}
                  label={c.name}
                  control={
                    <Checkbox
                      checked={d.communityIds.includes(c.id)}
                      onChange={(e) => toggleCommunity(c.id, e.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
          {user ? (
            <TextField
              select
              label="State"
              value={d.state}
              onChange={(e) => set({ state: e.target.value as UserState })}
              helperText={
                d.state === 'disabled' && user.state === 'active'
                  ? 'A disabled user is signed out at once and cannot sign in.'
                  : undefined
              }
            >
              <MenuItem value="active">Active</MenuItem>
              <MenuItem value="disabled">Disabled</MenuItem>
            </TextField>
          ) : (
            <FormControlLabel
              label="Send a welcome e-mail with a link to choose a password"
              control={
                <Checkbox checked={d.sendEmail} onChange={(e) => set({ sendEmail: e.target.checked })} />
              }
            />
          )}
          {user ? <MfaResetSection user={user} disabled={busy} onDone={onClose} /> : null}
          {!user && !d.sendEmail ? (
            <Alert severity="info">
              Without the e-mail, the user sets a password with Forgot Password on the sign-in page.
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {user && mayCreate ? (
          <Button color="error" disabled={busy} onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
        ) : null}
        {user && mayCreate && user.state === 'active' ? (
          <Button disabled={busy} onClick={() => welcome.mutate(user.id)}>
            Send welcome e-mail
          </Button>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={busy || (changes !== null && Object.keys(changes).length === 0)}
        >
          {user ? 'Save' : 'Create User'}
        </Button>
      </DialogActions>
      {user ? (
        <ConfirmDialog
          open={confirmDelete}
          title="Delete user?"
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={() => {
            setConfirmDelete(false);
            remove.mutate(user.id);
          }}
          onClose={() => setConfirmDelete(false)}
        >
          {fullNameOf(user)} will be signed out and can no longer sign in. Their reports stay, under their
          name.
        </ConfirmDialog>
      ) : null}
    </Dialog>
  );
}
