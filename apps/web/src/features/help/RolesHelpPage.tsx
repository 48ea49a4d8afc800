/**
 * help/roles, "Roles & Permissions" (spec §2.1, §6): the corporate's roles (columns) against the 22
 * permission codes (rows, with the spec's labels, in its groups: corporate, community, contract, user, form) and
 * what each lets you do, in plain words. The caller's own role's column is highlighted and their abilities are
 * marked "You can". Read-only (GET help/roles); roles are changed on Users by whoever may.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { PERMISSION_GROUPS, PERMISSION_HELP, PERMISSIONS, roleLabel, type HelpRole } from '@rlc/shared';
import { BusyBar } from '../../components/BusyBar.tsx';
import { PermissionGroupRow } from '../../components/PermissionGroupRow.tsx';
import { errorMessage } from '../../api/useApiMutation.ts';
import { useSession } from '../../session/useSession.ts';
import { useHelpRoles } from './api.ts';

const GROUPS = Object.keys(PERMISSION_GROUPS) as (keyof typeof PERMISSION_GROUPS)[];
const MINE = { bgcolor: 'rgba(25, 118, 210, 0.08)' } as const;
// On a phone the explanation goes under the permission's name instead of a column off the screen.
const WIDE_ONLY = { xs: 'none', md: 'table-cell' } as const;
const NARROW_ONLY = { xs: 'block', md: 'none' } as const;

export default function RolesHelpPage() {
  const user = useSession()?.user;
  const roles = useHelpRoles();
  const mine = (r: HelpRole) => r.id === roles.data?.myRoleId;
  const list = roles.data?.roles ?? [];
  const myRole = list.find(mine);

  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Roles & Permissions
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: 760 }}>
        What each role in your organisation may do. Your role is highlighted, and the permissions you hold are
        marked <strong>You can</strong>. To change a role, ask someone who manages users.
      </Typography>
      {user && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="span">Your role:</Typography>
          <Chip label={myRole?.name ?? user.roleName} color="primary" size="small" data-testid="my-role" />
          <Typography component="span" color="text.secondary">
            ({roleLabel(user)})
          </Typography>
        </Paper>
      )}
      {roles.isError && <Alert severity="error">{errorMessage(roles.error)}</Alert>}
      <BusyBar busy={roles.isPending} label="Loading roles" />
      {roles.data && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Roles and permissions">
            <TableHead>
              <TableRow>
                <TableCell sx={{ minWidth: 240 }}>Permission</TableCell>
                {list.map((r) => (
                  <TableCell
                    key={r.id}
                    align="center"
                    sx={{ minWidth: 100, textTransform: 'capitalize', ...(mine(r) ? MINE : {}) }}
                    aria-label={mine(r) ? `${r.name} (your role)` : r.name}
                  >
                    {r.name}
                    {mine(r) && (
                      <Typography variant="caption" component="div" color="primary">
                        Your role
                      </Typography>
                    )}
                  </TableCell>
                ))}
                <TableCell sx={{ minWidth: 280, display: WIDE_ONLY }}>What it lets you do</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {GROUPS.map((g) => (
                <Fragment key={g}>
                  <PermissionGroupRow group={g} columns={list.length + 2} />
                  {PERMISSION_GROUPS[g].map((p) => {
                    const held = !!user?.permissions.includes(p);
                    return (
                      <TableRow key={p} data-testid={`perm-${p}`}>
                        <TableCell component="th" scope="row">
                          {PERMISSIONS[p]}
                          {held && (
                            <Chip
                              label="You can"
                              size="small"
                              color="success"
                              variant="outlined"
                              sx={{ ml: 1 }}
                            />
                          )}
                          <Typography
                            variant="body2"
                            color="text.secondary"
                            sx={{ display: NARROW_ONLY, mt: 0.5, fontWeight: 400 }}
                          >
                            {PERMISSION_HELP[p]}
                          </Typography>
                        </TableCell>
                        {list.map((r) => (
                          <TableCell key={r.id} align="center" sx={mine(r) ? MINE : undefined}>
                            {r.permissions.includes(p) ? (
                              <CheckIcon fontSize="small" aria-label={`${r.name}: ${PERMISSIONS[p]}`} />
                            ) : (
                              <span aria-hidden>–</span>
                            )}
                          </TableCell>
                        ))}
                        <TableCell sx={{ display: WIDE_ONLY }}>{PERMISSION_HELP[p]}</TableCell>
                      </TableRow>
                    );
                  })}
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography variant="body2" sx={{ mt: 2 }}>
        Your own permissions are also listed under{' '}
        <Link component={RouterLink} to="/corporate/account/permissions">
          Account
        </Link>
        . The terms you agreed to are in the{' '}
        <Link component={RouterLink} to="/corporate/disclaimer">
          Disclaimer
        </Link>
        .
      </Typography>
    </Box>
  );
}
