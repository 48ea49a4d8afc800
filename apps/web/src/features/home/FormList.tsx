/**
 * The home page's report forms (spec §2.1 home, §3.7): the forms the user may see with client and partner names,
 * community, status label, decision, created / updated with time-ago text (refreshed every 60 s), undecided days;
 * search and sorting; row actions (FormListActions); 'Create Report' for users with createForm.
 * A plain MUI table keeps the first screen after sign-in light (no data grid chunk).
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FORM_STATUS, can, formatDate, type FormListItem } from '@rlc/shared';
import { listForms } from '../forms/api.ts';
import { FORMS_LIST_KEY } from '../forms/queries.ts';
import { timeAgo } from '../forms/timeAgo.ts';
import { useNow } from '../forms/useNow.ts';
import { useSession } from '../../session/useSession.ts';
import { FormListActions } from './FormListActions.tsx';
import { clientLine, decisionWords, matchesSearch, sortForms, type SortKey } from './FormListModel.ts';

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'client', label: 'Client' },
  { key: 'community', label: 'Community' },
  { key: 'status', label: 'Status' },
  { key: 'createdAt', label: 'Created' },
  { key: 'updatedAt', label: 'Updated' },
  { key: 'undecisionDays', label: 'Undecided days' },
];

export function FormList() {
  const session = useSession();
  const user = session?.user;
  const now = useNow();
  const query = useQuery({ queryKey: FORMS_LIST_KEY, queryFn: () => listForms({}) });
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'updatedAt', desc: true });
  const forms = sortForms(
    (query.data?.forms ?? []).filter((f) => matchesSearch(f, search)),
    sort.key,
    sort.desc,
  );

  return (
    <Box component="section" aria-labelledby="forms-title" sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="forms-title" variant="h2" sx={{ flex: 1 }}>
          Reports
        </Typography>
        {can(user, 'createForm') && (
          <Button variant="contained" component={RouterLink} to="/corporate/newForm">
            Create Report
          </Button>
        )}
      </Box>
      <TextField
        label="Search reports"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ maxWidth: 420 }}
        size="small"
      />
      {query.isPending && <CircularProgress aria-label="Loading reports" />}
      {query.isError && <Alert severity="error">Error loading reports: {query.error.message}</Alert>}
      {query.data && query.data.forms.length === 0 && (
        <Typography color="text.secondary">No reports yet.</Typography>
      )}
      {query.data && query.data.forms.length > 0 && (
        <TableContainer
          sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Table size="small" aria-label="Reports">
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableCell
                    key={c.key}
                    sortDirection={sort.key === c.key ? (sort.desc ? 'desc' : 'asc') : false}
                  >
                    <TableSortLabel
                      active={sort.key === c.key}
                      direction={sort.key === c.key && sort.desc ? 'desc' : 'asc'}
                      onClick={() =>
                        setSort((s) => ({
                          key: c.key,
                          desc: s.key === c.key ? !s.desc : c.key.endsWith('At'),
                        }))
                      }
                    >
                      {c.label}
                    </TableSortLabel>
                  </TableCell>
                ))}
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {forms.map((f) => (
                <FormRow key={f.id} form={f} now={now} user={user} />
              ))}
              {forms.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length + 1}>No reports match “{search}”.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

function FormRow({
  form: f,
  now,
  user,
}: {
  form: FormListItem;
  now: number;
  user: Parameters<typeof can>[0];
}) {
  const decision = decisionWords(f);
  return (
    <TableRow data-form-id={f.id}>
      <TableCell>
        <Typography sx={{ fontWeight: 600 }}>{clientLine(f)}</Typography>
        {f.reportName && f.reportName !== clientLine(f) && (
          <Typography variant="body2" color="text.secondary">
            {f.reportName}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        {f.communityName}
        <Typography variant="body2" color="text.secondary" component="span">
          {' '}
          ({f.communityState})
        </Typography>
      </TableCell>
      <TableCell>
        {FORM_STATUS[f.status]}
        {decision && (
          <Typography variant="body2" color="text.secondary">
            {decision}
            {f.decisionDays !== null
              ? ` · ${f.decisionDays} day${f.decisionDays === 1 ? '' : 's'} to decide`
              : ''}
          </Typography>
        )}
      </TableCell>
      <TableCell>{formatDate(f.createdAt)}</TableCell>
      <TableCell>
        <span title={formatDate(f.updatedAt)}>{timeAgo(f.updatedAt, now)}</span>
      </TableCell>
      <TableCell>{f.undecisionDays ?? ''}</TableCell>
      <TableCell align="right" sx={{ minWidth: 300 }}>
        <FormListActions form={f} user={user} />
      </TableCell>
    </TableRow>
  );
}
