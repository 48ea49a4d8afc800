/**
 * The home page's report forms (spec §2.1 home, §3.7): the forms the user may see with client and partner names,
 * community, status label, decision, created / updated with time-ago text (refreshed every 60 s), undecided days;
 * search and sorting; row actions (FormListActions); 'Create Report' for users with createForm. Search, sort and
 * paging run on the server (POST forms with `search`, `sort`, `desc`, `page`, `pageSize`): the list fetches one
 * page of 25 rows by default (50 or 100 to choose), so a corporate's thousands of forms stay quick.
 * Issue 14: an Owner column for users who see others' reports; a fixed table layout, so long names are cut with an
 * ellipsis (the whole in a tooltip) and never widen the page. Issue 16: below the `sm` breakpoint (a phone, or
 * 200 % zoom) each row reads as a card — its cells stacked, each under its column's name — instead of a table
 * scrolling sideways in its box; the same table elements, so readers and tests find the same rows and cells.
 * A plain MUI table, not the MUI X Data Grid: the grid would take the first screen after sign-in over its
 * 300 kB gzip budget (docs/adr/0009-home-list-mui-table.md).
 */
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
import Typography from '@mui/material/Typography';
import { can, FORM_PAGE_SIZES, type FormSortKey } from '@rlc/shared';
import { FORMS_LIST_KEY, listForms } from '../forms/index.ts';
import { useNow } from '../../components/useNow.ts';
import { useSession } from '../../session/useSession.ts';
import { showsOwner, type SortKey } from './FormListModel.ts';
import { FormListRow } from './FormListRow.tsx';
import { OutlinedTextField } from '../../components/OutlinedTextField.tsx';
import { useDeferred } from '../../components/deferred.ts';
import { TABLE_PAGINATION } from '../../components/deferredMui.ts';

/** The columns before the actions; `width` for the fixed layout (the names share what is left). */
const COLUMNS: { key: SortKey | 'owner'; label: string; width?: number }[] = [
  { key: 'client', label: 'Client' },
  { key: 'community', label: 'Community', width: 140 },
  { key: 'owner', label: 'Owner', width: 120 },
  { key: 'status', label: 'Status', width: 180 },
  { key: 'createdAt', label: 'Created', width: 96 },
  { key: 'updatedAt', label: 'Updated', width: 96 },
  { key: 'undecisionDays', label: 'Undecided days', width: 84 },
];
/** Room for the row actions (Open, Decision, Clone, magic copy, Delete) on two lines at most. */
const ACTIONS_WIDTH = 270;
/** The least the Client column gets; below it the table scrolls sideways (inside its box, not the page). */
const CLIENT_MIN_WIDTH = 240;

/**
 * The card layout of narrow screens: header row hidden from sight (still read out: it names the columns), every
 * row a block with its cells stacked, each cell headed by its column's name (the cell's data-label).
 */
const CARDS = {
  position: 'relative',
  '& thead': {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  '&, & tbody, & tr, & td': { display: 'block', width: '100%' },
  '& tbody tr': { borderBottom: 1, borderColor: 'divider', py: 1 },
  '& tbody td': { border: 0, py: 0.25 },
  '& td:empty': { display: 'none' },
  '& td[data-label]::before': {
    content: 'attr(data-label)',
    display: 'block',
    fontSize: '0.75rem',
    color: 'text.secondary',
  },
  '& td:last-of-type > div': { justifyContent: 'flex-start', pt: 0.5 },
} as const;

/** Rows per page the user can pick; the first is the default. */
const PAGE_SIZES: number[] = [...FORM_PAGE_SIZES];

type PageSize = (typeof FORM_PAGE_SIZES)[number];

/** The server's sort key of each column ('client' is the name cell: the report name). */
const SERVER_SORT: Record<SortKey, FormSortKey> = {
  client: 'reportName',
  community: 'communityName',
  status: 'status',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
  undecisionDays: 'undecisionDays',
};

/**
 * `onFirstAnswer` is called once the first page has arrived (or failed): Home shows what sits below the list from
 * then on, so the list's rows do not push it down the screen as they appear (a layout shift Lighthouse counted).
 */
export function FormList({ onFirstAnswer }: { onFirstAnswer?: () => void } = {}) {
  const session = useSession();
  const user = session?.user;
  const withOwner = showsOwner(user);
  const columns = COLUMNS.filter((c) => c.key !== 'owner' || withOwner);
  const tableMinWidth = columns.reduce((sum, c) => sum + (c.width ?? CLIENT_MIN_WIDTH), ACTIONS_WIDTH);
  const now = useNow();
  const TablePagination = useDeferred(TABLE_PAGINATION)?.TablePagination;
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'updatedAt', desc: true });
  const [paging, setPaging] = useState<{ page: number; size: PageSize }>({
    page: 0,
    size: FORM_PAGE_SIZES[0],
  });
  const request = {
    search,
    sort: SERVER_SORT[sort.key],
    desc: sort.desc,
    page: paging.page,
    pageSize: paging.size,
  };
  // Keyed by the request under FORMS_LIST_KEY, so invalidating the list refreshes every page; the page shown
  // stays on screen while the next one loads.
  const query = useQuery({
    queryKey: [...FORMS_LIST_KEY, request],
    queryFn: () => listForms(request),
    placeholderData: keepPreviousData,
  });
  const answered = !query.isPending;
  useEffect(() => {
    if (answered) onFirstAnswer?.();
  }, [answered, onFirstAnswer]);
  const rows = query.data?.forms ?? [];
  const total = query.data?.total ?? 0;
  // Nothing at all (not just no match): the "No reports yet." line instead of the table.
  const empty = query.data !== undefined && total === 0 && !search.trim();
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
      <OutlinedTextField
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
      {empty && <Typography color="text.secondary">No reports yet.</Typography>}
      {query.data && !empty && (
        <TableContainer
          sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Table
            size="small"
            aria-label="Reports"
            sx={(t) => ({
              tableLayout: 'fixed',
              minWidth: tableMinWidth,
              [t.breakpoints.down('sm')]: { minWidth: 0, ...CARDS },
            })}
          >
            <TableHead>
              <TableRow>
                {columns.map((c) => {
                  if (c.key === 'owner')
                    return (
                      <TableCell key={c.key} sx={{ width: c.width }}>
                        {c.label}
                      </TableCell>
                    );
                  const key = c.key;
                  return (
                    <TableCell
                      key={key}
                      sx={{ width: c.width }}
                      sortDirection={sort.key === key ? (sort.desc ? 'desc' : 'asc') : false}
                    >
                      <TableSortLabel
                        active={sort.key === key}
                        direction={sort.key === key && sort.desc ? 'desc' : 'asc'}
                        onClick={() => {
                          setSort((s) => ({
                            key,
                            desc: s.key === key ? !s.desc : key.endsWith('At'),
                          }));
                          toFirstPage();
                        }}
                      >
                        {c.label}
                      </TableSortLabel>
                    </TableCell>
                  );
                })}
                <TableCell align="right" sx={{ width: ACTIONS_WIDTH }}>
                  Actions
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((f) => (
                <FormListRow key={f.id} form={f} now={now} user={user} showOwner={withOwner} />
              ))}
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns.length + 1}>No reports match “{search}”.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
          {/* Only when there is more than one page of the smallest size: most advisers have a few forms. */}
          {total > PAGE_SIZES[0]! &&
            (TablePagination ? (
              <TablePagination
                component="div"
                count={total}
                page={query.data.page}
                rowsPerPage={paging.size}
                rowsPerPageOptions={PAGE_SIZES}
                labelRowsPerPage="Reports per page:"
                onPageChange={(_e, page) => setPaging((p) => ({ ...p, page }))}
                onRowsPerPageChange={(e) => setPaging({ page: 0, size: Number(e.target.value) as PageSize })}
              />
            ) : (
              // Its code arrives after the first paint (deferredMui.ts, ADR 0026): its height is kept meanwhile.
              <Box sx={{ minHeight: 52 }} />
            ))}
        </TableContainer>
      )}
    </Box>
  );
}
