/**
 * The heading row of one permission group (spec §6: corporate, community, contract, user, form) in a table of
 * permissions: Users › Roles and permissions and Help › Roles & Permissions.
 */
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { PERMISSION_GROUP_LABELS, type PERMISSION_GROUPS } from '@rlc/shared';

export function PermissionGroupRow({
  group,
  columns,
}: {
  group: keyof typeof PERMISSION_GROUPS;
  columns: number;
}) {
  return (
    <TableRow>
      <TableCell
        component="th"
        scope="rowgroup"
        colSpan={columns}
        sx={{ bgcolor: 'action.hover', fontWeight: 700 }}
      >
        {PERMISSION_GROUP_LABELS[group]}
      </TableCell>
    </TableRow>
  );
}
