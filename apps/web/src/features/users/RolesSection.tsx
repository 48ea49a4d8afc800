/**
 * Users › Roles and permissions: the corporate's roles (columns) and the permission codes of spec §6
 * (rows, with their labels, grouped as the spec groups them: corporate, community, contracts, users, report
 * forms), a checkbox where a role holds a permission. With updateCorporate an admin ticks and unticks and saves a
 * role (POST role/:roleId/update, toasts). A box is locked where the admin could not give the permission (they do
 * not hold it) and a whole role is locked when it holds a permission they lack (the server refuses both too); the
 * server also refuses to leave the corporate without an active user administrator, and says so in the toast.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { can, PERMISSION_GROUPS, PERMISSIONS, type Permission, type RoleSummary } from '@rlc/shared';
import { errorMessage } from '../../api/useApiMutation.ts';
import { PermissionGroupRow } from '../../components/PermissionGroupRow.tsx';
import { useSession } from '../../session/useSession.ts';
import { useRoles, useUpdateRole } from './api.ts';

const GROUPS = Object.keys(PERMISSION_GROUPS) as (keyof typeof PERMISSION_GROUPS)[];

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

export function RolesSection() {
  const me = useSession()?.user;
  const roles = useRoles();
  const update = useUpdateRole();
  // Edited permission sets per role id, until saved.
  const [drafts, setDrafts] = useState<Record<number, string[]>>({});
  const mayEdit = can(me, 'updateCorporate');

  if (roles.isError) return <Alert severity="error">{errorMessage(roles.error)}</Alert>;
  if (!roles.data) return null;
  const list = roles.data.roles;
  const held = (r: RoleSummary) => drafts[r.id] ?? r.permissions;
  const toggle = (r: RoleSummary, p: Permission) =>
    setDrafts((d) => {
      const now = held(r);
      return { ...d, [r.id]: now.includes(p) ? now.filter((x) => x !== p) : [...now, p] };
    });
  const save = (r: RoleSummary) =>
    update.mutate(
      { roleId: r.id, permissions: held(r) },
      {
        onSuccess: () => setDrafts(({ [r.id]: _saved, ...rest }) => rest),
      },
    );

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {mayEdit
          ? 'Tick what each role may do, then save the role. You can give only permissions you hold yourself.'
          : 'What each role may do. Changing roles needs the Update Corporate Account permission.'}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Role permissions">
          <TableHead>
            <TableRow>
              <TableCell>Permission</TableCell>
              {list.map((r) => (
                <TableCell key={r.id} align="center" sx={{ minWidth: 110 }}>
                  {r.name}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {GROUPS.map((g) => (
              <Fragment key={g}>
                <PermissionGroupRow group={g} columns={list.length + 1} />
                {PERMISSION_GROUPS[g].map((p) => (
                  <TableRow key={p} hover>
                    <TableCell component="th" scope="row">
                      {PERMISSIONS[p]}
                    </TableCell>
                    {list.map((r) => (
                      <TableCell key={r.id} align="center" padding="checkbox">
                        <Checkbox
                          size="small"
                          checked={held(r).includes(p)}
                          disabled={!mayEdit || !r.grantable || !can(me, p) || update.isPending}
                          onChange={() => toggle(r, p)}
                          slotProps={{ input: { 'aria-label': `${r.name}: ${PERMISSIONS[p]}` } }}
                        />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </Fragment>
            ))}
            {mayEdit ? (
              <TableRow>
                <TableCell />
                {list.map((r) => (
                  <TableCell key={r.id} align="center">
                    <Button
                      size="small"
                      variant="contained"
                      disabled={
                        !drafts[r.id] || sameSet(drafts[r.id] ?? [], r.permissions) || update.isPending
                      }
                      onClick={() => save(r)}
                      aria-label={`Save ${r.name}`}
                      title={
                        r.grantable ? undefined : 'This role holds permissions you do not hold yourself.'
                      }
                    >
                      Save
                    </Button>
                  </TableCell>
                ))}
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
