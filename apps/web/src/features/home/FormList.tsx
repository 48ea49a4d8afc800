/**
 * The home page's report forms (spec §2.1 home, §3.7): the forms the user may see with client and partner names,
 * community, status label, decision, created / updated with time-ago text (refreshed every 60 s), undecided days;
 * search and sorting; row actions (FormListActions); 'Create Report' for users with createForm. Pages of 25 rows by
 * default (50 or 100 to choose), so a list of hundreds of forms stays quick to render and to refresh.
 * A plain MUI table, not the MUI X Data Grid: the grid would take the first screen after sign-in over its
 * 300 kB gzip budget (docs/adr/0009-home-list-mui-table.md).
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
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { can } from '@rlc/shared';
import { FORMS_LIST_KEY, listForms } from '../forms/index.ts';
import { useNow } from './useNow.ts';
import { useSession } from '../../session/useSession.ts';
import { matchesSearch, pageOf, sortForms, type SortKey } from './FormListModel.ts';
import { FormListRow } from './FormListRow.tsx';

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'client', label: 'Client' },
  { key: 'community', label: 'Community' },
  { key: 'status', label: 'Status' },
  { key: 'createdAt', label: 'Created' },
  { key: 'updatedAt', label: 'Updated' },
  { key: 'undecisionDays', label: 'Undecided days' },
];

/** Rows per page the user can pick; the first is the default. */
const PAGE_SIZES = [25, 50, 100];

export function FormList() {
  const session = useSession();
  const user = session?.user;
  const now = useNow();
  const query = useQuery({ queryKey: FORMS_LIST_KEY, queryFn: () => listForms({}) });
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'updatedAt', desc: true });
  const [paging, setPaging] = useState({ page: 0, size: PAGE_SIZES[0]! });
  const forms = sortForms(
    (query.data?.forms ?? []).filter((f) => matchesSearch(f, search)),
    sort.key,
    sort.desc,
  );
  // A delete or a narrower search can leave the chosen page past the end: show the last one instead.
  const shown = pageOf(forms, paging.page, paging.size);
  const toFirstPage = () => setPaging((p) => ({ ...p, page: 0 }));

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
        onChange={(e) => {
          setSearch(e.target.value);
          toFirstPage();
        }}
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
                      onClick={() => {
                        setSort((s) => ({
                          key: c.key,
                          desc: s.key === c.key ? !s.desc : c.key.endsWith('At'),
                        }));
                        toFirstPage();
                      }}
                    >
                      {c.label}
                    </TableSortLabel>
                  </TableCell>
                ))}
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.rows.map((f) => (
                <FormListRow key={f.id} form={f} now={now} user={user} />
              ))}
              {forms.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length + 1}>No reports match “{search}”.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
          {/* Only when there is more than one page of the smallest size: most advisers have a few forms. */}
          {forms.length > PAGE_SIZES[0]! && (
            <TablePagination
              component="div"
              count={forms.length}
              page={shown.page}
              rowsPerPage={paging.size}
              rowsPerPageOptions={PAGE_SIZES}
              labelRowsPerPage="Reports per page:"
              onPageChange={(_e, page) => setPaging((p) => ({ ...p, page }))}
              onRowsPerPageChange={(e) => setPaging({ page: 0, size: Number(e.target.value) })}
            />
          )}
        </TableContainer>
      )}
    </Box>
  );
}
