/**
 * admin/audit, "Audit log" (ability adminAudit = updateCorporate): the corporate's audit entries, newest
 * first (sign-ins and failed sign-ins, password and permission changes, user changes, decisions, deletions,
 * magic-link events, exports …), filtered by user, dates (Sydney calendar days, both included) and kind of action,
 * 50 to a page. The filters go to the server (POST audit/log), which scopes every answer to the corporate.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { can } from '@rlc/shared';
import { errorMessage } from '../../api/useApiMutation.ts';
import { useSession } from '../../session/useSession.ts';
import { fullName, useUsers } from '../users/index.ts';
import { useAuditLog } from './api.ts';
import { auditDetails, auditWhen } from './auditText.ts';

const PAGE_SIZE = 50;
const COLUMNS = ['When (Sydney)', 'Action', 'User', 'IP address', 'Details'];

interface Filters {
  userId: number | '';
  from: string;
  to: string;
  action: string;
}
const NO_FILTERS: Filters = { userId: '', from: '', to: '', action: '' };

export default function AuditLogPage() {
  const me = useSession()?.user;
  // The user picker lists the corporate's staff when the admin may list them (adminUsers); otherwise it is hidden.
  const mayListUsers = can(me, 'createUser') || can(me, 'updateUser');
  const users = useUsers(mayListUsers);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const backwards = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  const log = useAuditLog({
    ...(filters.userId !== '' ? { userId: filters.userId } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to && !backwards ? { to: filters.to } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    page,
    pageSize: PAGE_SIZE,
  });
  const set = (change: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(0);
  };
  const entries = log.data?.entries ?? [];

  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Audit log
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Who did what and when in your corporate: sign-ins, password and permission changes, user changes,
        client decisions, deletions, magic links and exports. Times are Sydney time.
      </Typography>
      <Box
        role="search"
        aria-label="Audit log filters"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'flex-start' }}
      >
        {mayListUsers ? (
          <TextField
            select
            label="User"
            size="small"
            value={filters.userId}
            onChange={(e) => set({ userId: e.target.value === '' ? '' : Number(e.target.value) })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 240 } }}
          >
            <MenuItem value="">All users</MenuItem>
            {(users.data?.users ?? []).map((u) => (
              <MenuItem key={u.id} value={u.id}>
                {fullName(u) || u.email}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <TextField
          type="date"
          label="From"
          size="small"
          value={filters.from}
          onChange={(e) => set({ from: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 170 } }}
        />
        <TextField
          type="date"
          label="To"
          size="small"
          value={filters.to}
          onChange={(e) => set({ to: e.target.value })}
          error={backwards}
          helperText={backwards ? 'The end date is before the start date.' : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 170 } }}
        />
        <TextField
          select
          label="Action"
          size="small"
          value={filters.action}
          onChange={(e) => set({ action: e.target.value })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 220 } }}
        >
          <MenuItem value="">All actions</MenuItem>
          {(log.data?.actions ?? []).map((a) => (
            <MenuItem key={a} value={a}>
              {a}
            </MenuItem>
          ))}
        </TextField>
        <Button onClick={() => set(NO_FILTERS)} disabled={filters === NO_FILTERS}>
          Clear filters
        </Button>
      </Box>
      {log.isFetching ? <LinearProgress aria-label="Loading the audit log" /> : null}
      {log.isError ? <Alert severity="error">{errorMessage(log.error)}</Alert> : null}
      {log.data ? (
        <>
          <TableContainer>
            {/* Wider than a phone: the table scrolls sideways rather than breaking names letter by letter. */}
            <Table size="small" aria-label="Audit log" sx={{ minWidth: 760 }}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell key={c}>{c}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((e) => (
                  <TableRow key={e.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{auditWhen(e.at)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{e.action}</TableCell>
                    <TableCell sx={{ maxWidth: 260, overflowWrap: 'break-word' }}>
                      {e.userName ?? e.userEmail ?? '—'}
                      {e.userName && e.userEmail ? (
                        <Typography variant="body2" color="text.secondary">
                          {e.userEmail}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell>{e.ip ?? '—'}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{auditDetails(e.details)}</TableCell>
                  </TableRow>
                ))}
                {entries.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={COLUMNS.length}>No entries match the filters.</TableCell>
                  </TableRow>
                ) : null}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={log.data.total}
            page={page}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_e, next) => setPage(next)}
          />
        </>
      ) : null}
    </Box>
  );
}
