/**
 * admin/users, "Users" (spec §2.1; ability adminUsers): the corporate's users with name, e-mail, role,
 * communities, state, multi-factor sign-in (on/off) and last login, a search box, 'Create User' (createUser) and Edit per row (updateUser; not for
 * a user whose role holds a permission the admin lacks), and the roles with their permissions (RolesSection.tsx;
 * editing needs updateCorporate). The
 * list is one call (POST users) and small (a corporate's staff), so search runs in the browser (userSearch.ts).
 */
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { can, formatDateTime, type AdminUser } from '@rlc/shared';
import { errorMessage } from '../../api/useApiMutation.ts';
import { useSession } from '../../session/useSession.ts';
import { useCommunityChoices, useRoles, useUsers } from './api.ts';
import { RolesSection } from './RolesSection.tsx';
import { UserDialog } from './UserDialog.tsx';
import { fullName, matchesSearch } from './userSearch.ts';

const COLUMNS = ['Name', 'E-mail', 'Role', 'Communities', 'State', 'MFA', 'Last login', ''];

/** Which dialog is open: none, create, or edit of one user. */
type Editing = null | 'new' | AdminUser;

export default function UsersPage() {
  const me = useSession()?.user;
  const users = useUsers();
  const roles = useRoles();
  const communities = useCommunityChoices();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const rows = useMemo(
    () => (users.data?.users ?? []).filter((u) => matchesSearch(u, search)),
    [users.data, search],
  );
  const mayCreate = can(me, 'createUser');
  const mayUpdate = can(me, 'updateUser');
  const ready = !!roles.data && !!communities.data;
  // A user whose role holds a permission the admin lacks cannot be changed by them (the server refuses it too).
  const manageable = new Set(roles.data?.roles.filter((r) => r.grantable).map((r) => r.id));

  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Users
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          label="Search"
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Name, e-mail, role or community"
          sx={{ width: 360, maxWidth: '100%' }}
        />
        <Box sx={{ flexGrow: 1 }} />
        {mayCreate ? (
          <Button
            variant="contained"
            disabled={!ready}
            onClick={() => setEditing('new')}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            Create User
          </Button>
        ) : null}
      </Stack>
      {users.isPending ? <CircularProgress aria-label="Loading users" /> : null}
      {users.isError ? <Alert severity="error">{errorMessage(users.error)}</Alert> : null}
      {users.data ? (
        <TableContainer>
          <Table size="small" aria-label="Users">
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableCell key={c}>{c}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((u) => (
                <TableRow key={u.id} aria-label={fullName(u) || u.email}>
                  <TableCell>
                    {fullName(u)}
                    {u.title ? (
                      <Typography variant="body2" color="text.secondary">
                        {u.title}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>{u.email}</TableCell>
                  <TableCell>{u.roleName}</TableCell>
                  <TableCell>{u.communities.map((c) => c.name).join(', ') || '–'}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={u.state === 'active' ? 'Active' : 'Disabled'}
                      color={u.state === 'active' ? 'success' : 'default'}
                      variant="outlined"
                    />
                  </TableCell>
                  {/* Multi-factor sign-in on or off (ADR 0025); Edit User resets it. */}
                  <TableCell>{u.mfa ? 'On' : 'Off'}</TableCell>
                  <TableCell>{u.last_login_at ? formatDateTime(u.last_login_at) : 'Never'}</TableCell>
                  <TableCell align="right">
                    {mayUpdate ? (
                      <Button
                        size="small"
                        disabled={!ready || !manageable.has(u.role_id)}
                        title={
                          ready && !manageable.has(u.role_id)
                            ? 'This user holds permissions you do not hold yourself.'
                            : undefined
                        }
                        onClick={() => setEditing(u)}
                        aria-label={`Edit ${fullName(u) || u.email}`}
                      >
                        Edit
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
              {rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length}>No users match the search.</TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      <Box component="section" aria-labelledby="roles-title" sx={{ mt: 5 }}>
        <Typography id="roles-title" variant="h2" gutterBottom>
          Roles and permissions
        </Typography>
        <RolesSection />
      </Box>
      {editing && roles.data && communities.data ? (
        <UserDialog
          key={editing === 'new' ? 'new' : editing.id}
          user={editing === 'new' ? null : editing}
          roles={roles.data.roles}
          communities={communities.data}
          mayCreate={mayCreate}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Box>
  );
}
