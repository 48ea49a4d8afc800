/** account/permissions: the role label and the user's permissions grouped and labelled (spec §2.1, §6). */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PERMISSION_GROUP_LABELS, PERMISSION_GROUPS, PERMISSIONS, roleLabel } from '@rlc/shared';
import { useSession } from '../../session/useSession.ts';
import { AccountTabs } from './AccountTabs.tsx';

export default function PermissionsPage() {
  const session = useSession();
  if (!session) return null;
  const { user } = session;
  const groups = (Object.keys(PERMISSION_GROUPS) as (keyof typeof PERMISSION_GROUPS)[])
    .map((g) => ({
      key: g,
      label: PERMISSION_GROUP_LABELS[g],
      held: PERMISSION_GROUPS[g].filter((p) => user.permissions.includes(p)),
    }))
    .filter((g) => g.held.length > 0);

  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Account
      </Typography>
      <AccountTabs />
      <Paper sx={{ p: 3, mt: 2 }}>
        <Typography variant="h2">
          {user.firstName} {user.lastName}
        </Typography>
        <Typography color="text.secondary">{user.email}</Typography>
        <Box sx={{ mt: 1 }}>
          <Chip label={roleLabel(user)} color="primary" data-testid="role-label" />
        </Box>
        <Typography variant="h2" sx={{ mt: 3 }}>
          Permissions
        </Typography>
        {groups.length === 0 && <Typography sx={{ mt: 1 }}>You hold no permissions.</Typography>}
        {groups.map((g) => (
          <Box component="section" key={g.key} aria-labelledby={`perm-${g.key}`} sx={{ mt: 2 }}>
            <Typography id={`perm-${g.key}`} variant="h3">
              {g.label}
            </Typography>
            <List dense>
              {g.held.map((p) => (
                <ListItem key={p} disableGutters>
                  <ListItemText primary={PERMISSIONS[p]} />
                </ListItem>
              ))}
            </List>
          </Box>
        ))}
      </Paper>
    </Box>
  );
}
