/**
 * communities/list (spec §2.1, ability viewCommunities): the caller's communities (the server
 * scopes them: the corporate's with accessCorporate, else the assigned ones) with search and sort, and a Create
 * button for users with createCommunity, disabled with its reason once the licences are used (communities/info).
 * For users with updateCommunity a row (and its name, a link) opens the community's tabs.
 */
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate, hasAbility } from '@rlc/shared';
import { useSession } from '../../session/useSession.ts';
import { COMMUNITIES_KEY, fetchCommunities } from './api.ts';
import {
  createBlockedReason,
  rvOrLlcLabel,
  searchCommunities,
  sortCommunities,
  type CommunitySortKey,
  type SortDirection,
} from './communityRows.ts';

const COLUMNS: { key: CommunitySortKey; label: string; numeric?: boolean }[] = [
  { key: 'name', label: 'Name' },
  { key: 'suburb', label: 'Suburb' },
  { key: 'state', label: 'State' },
  { key: 'rvOrLlc', label: 'RV or LLC' },
  { key: 'ownerType', label: 'Owner Type' },
  { key: 'contractsCount', label: 'Contracts', numeric: true },
  { key: 'usersCount', label: 'Users', numeric: true },
  { key: 'updated_at', label: 'Updated' },
];

export default function CommunitiesPage() {
  const user = useSession()?.user;
  const query = useQuery({ queryKey: COMMUNITIES_KEY, queryFn: fetchCommunities });
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: CommunitySortKey; direction: SortDirection }>({
    key: 'name',
    direction: 'asc',
  });
  const rows = useMemo(
    () => sortCommunities(searchCommunities(query.data?.communities ?? [], search), sort.key, sort.direction),
    [query.data, search, sort],
  );
  const blocked = createBlockedReason(query.data?.info);
  const navigate = useNavigate();
  // A row opens the community (its tabs need updateCommunity, spec §2.1); the name is the keyboard's way in.
  const opens = hasAbility(user, 'updateCommunity');
  const communityPath = (id: number) => `/corporate/communities/community/${id}`;

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h1">Communities</Typography>
        {hasAbility(user, 'createCommunity') && (
          <Stack sx={{ alignItems: 'flex-end' }}>
            <Button
              variant="contained"
              component={RouterLink}
              to="/corporate/communities/create"
              disabled={!query.data || blocked !== null}
            >
              Create Community
            </Button>
            {blocked && (
              <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360, textAlign: 'right' }}>
                {blocked}
              </Typography>
            )}
          </Stack>
        )}
      </Stack>
      {query.data && (
        <Typography color="text.secondary" gutterBottom>
          {query.data.info.count} of {query.data.info.licenses} community licences used
        </Typography>
      )}
      <TextField
        label="Search communities"
        type="search"
        size="small"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ maxWidth: 420, mb: 2 }}
        fullWidth
      />
      {query.isPending && <CircularProgress aria-label="Loading communities" />}
      {query.isError && <Alert severity="error">Error loading communities: {query.error.message}</Alert>}
      {query.data && rows.length === 0 && (
        <Typography color="text.secondary">
          {search.trim() ? 'No community matches the search.' : 'No communities yet.'}
        </Typography>
      )}
      {rows.length > 0 && (
        <TableContainer
          sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <Table size="small" aria-label="Communities">
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableCell
                    key={c.key}
                    align={c.numeric ? 'right' : 'left'}
                    sortDirection={sort.key === c.key ? sort.direction : false}
                  >
                    <TableSortLabel
                      active={sort.key === c.key}
                      direction={sort.key === c.key ? sort.direction : 'asc'}
                      onClick={() =>
                        setSort((s) => ({
                          key: c.key,
                          direction: s.key === c.key && s.direction === 'asc' ? 'desc' : 'asc',
                        }))
                      }
                    >
                      {c.label}
                    </TableSortLabel>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow
                  key={r.id}
                  hover
                  onClick={opens ? () => void navigate(communityPath(r.id)) : undefined}
                  sx={opens ? { cursor: 'pointer' } : undefined}
                >
                  <TableCell component="th" scope="row">
                    {opens ? (
                      <Link
                        component={RouterLink}
                        to={communityPath(r.id)}
                        onClick={(e) => e.stopPropagation()}
                      >
                        {r.name}
                      </Link>
                    ) : (
                      r.name
                    )}
                  </TableCell>
                  <TableCell>{r.suburb ?? ''}</TableCell>
                  <TableCell>{r.state}</TableCell>
                  <TableCell>{rvOrLlcLabel(r.rvOrLlc)}</TableCell>
                  <TableCell>{r.ownerType ?? '—'}</TableCell>
                  <TableCell align="right">{r.contractsCount}</TableCell>
                  <TableCell align="right">{r.usersCount}</TableCell>
                  <TableCell>{formatDate(r.updated_at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
