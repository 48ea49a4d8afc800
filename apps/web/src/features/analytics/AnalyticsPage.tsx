/**
 * The Analytics screen (spec §2.1 'analytics', own route with a fade; §2.4; §3.11; §4 "Analytics"): the
 * queries as tabs (each its own child route, e.g. analyticsOptions 'Options Considered & Decided'), the filters in
 * a side panel (a drawer on phones), and the chosen query's chart and table, run again whenever a filter changes.
 * Two loading flags: the query's (a bar over the results) and the Excel file's (its button). A failed query shows
 * 'Error retrieving query results: <message>' and no results (spec §8); a failed sources call is only logged.
 * The Excel button posts the same body and saves the server's file; its failure is the spec's titled toast.
 */
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, Outlet, useMatches } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/Download';
import FilterListIcon from '@mui/icons-material/FilterList';
import { ANALYTICS_QUERIES, MESSAGES, type AnalyticsQueryName } from '@rlc/shared';
import { errorMessage, useApiMutation } from '../../api/useApiMutation.ts';
import { BusyBar } from '../../components/BusyBar.tsx';
import { useSession } from '../../session/useSession.ts';
import { downloadExcel, fetchSources, queryKey, runQuery, SOURCES_KEY } from './api.ts';
import { FiltersPanel } from './FiltersPanel.tsx';
import { forcedToSelf, INITIAL_FILTERS, packFilters } from './filters.ts';
import { QueryResults } from './QueryResults.tsx';
import { analyticsQueryOf, ANALYTICS_PATH } from './queryRoutes.ts';
import { useExcelFailureToast } from './useExcelFailureToast.tsx';

const QUERY_NAMES = Object.keys(ANALYTICS_QUERIES) as AnalyticsQueryName[];

export default function AnalyticsPage() {
  const queryName = analyticsQueryOf(useMatches());
  // The index redirects and unknown children show 'Page Not Found' through the outlet.
  return queryName ? <Analytics queryName={queryName} /> : <Outlet />;
}

function Analytics({ queryName }: { queryName: AnalyticsQueryName }) {
  const userId = useSession()?.user.id ?? 0;
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const [drawer, setDrawer] = useState(false);
  const [filters, setFilters] = useState(INITIAL_FILTERS);

  const sources = useQuery({ queryKey: SOURCES_KEY, queryFn: fetchSources, retry: false });
  useEffect(() => {
    // Spec §8 'Analytics sources': logged only; the filters then offer no users, roles or communities.
    if (sources.error) console.error('Analytics sources could not be loaded', sources.error);
  }, [sources.error]);
  const forceSelf = sources.data ? forcedToSelf(sources.data, userId) : false;
  const packed = useMemo(() => packFilters(filters, forceSelf), [filters, forceSelf]);

  const result = useQuery({
    queryKey: queryKey(queryName, packed),
    queryFn: () => runQuery(queryName, packed!),
    enabled: packed !== null && !sources.isPending,
    retry: false,
    // While new filters run, the same query's last table stays (under the busy bar); another query's never does.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === queryName ? previous : undefined,
  });

  const excelFailed = useExcelFailureToast();
  const excel = useApiMutation({
    mutationFn: () => downloadExcel(queryName, packed!),
    onError: excelFailed,
  });

  const title = ANALYTICS_QUERIES[queryName];
  const panel = (
    <FiltersPanel
      sources={sources.data}
      value={filters}
      onChange={setFilters}
      forceSelf={forceSelf}
      queryName={queryName}
    />
  );

  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Analytics
      </Typography>
      <Tabs
        value={queryName}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Analytics queries"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {QUERY_NAMES.map((name) => (
          <Tab
            key={name}
            value={name}
            label={ANALYTICS_QUERIES[name]}
            component={RouterLink}
            to={`${ANALYTICS_PATH}/${name}`}
          />
        ))}
      </Tabs>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
        }}
      >
        {phone ? (
          <Drawer
            open={drawer}
            onClose={() => setDrawer(false)}
            slotProps={{ paper: { sx: { width: 320, maxWidth: '90vw', p: 2 } } }}
          >
            {panel}
            <Button variant="contained" onClick={() => setDrawer(false)} sx={{ mt: 2 }}>
              Show results
            </Button>
          </Drawer>
        ) : (
          <Box component="aside" aria-label="Filters panel">
            {panel}
          </Box>
        )}
        <Fade in key={queryName} timeout={300}>
          <Box component="section" aria-labelledby="analytics-query-title" sx={{ minWidth: 0 }}>
            <Stack
              direction="row"
              sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
            >
              <Typography id="analytics-query-title" variant="h2">
                {title}
              </Typography>
              <Stack direction="row" spacing={1}>
                {phone && (
                  <Button variant="outlined" startIcon={<FilterListIcon />} onClick={() => setDrawer(true)}>
                    Filters
                  </Button>
                )}
                <Button
                  variant="contained"
                  startIcon={
                    excel.isPending ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />
                  }
                  disabled={!packed || !result.data || result.isError || excel.isPending}
                  onClick={() => excel.mutate()}
                >
                  {excel.isPending ? 'Preparing Excel…' : 'Download Excel'}
                </Button>
              </Stack>
            </Stack>
            <BusyBar busy={result.isFetching} label="Loading query results" />
            {result.isError ? (
              <Alert severity="error" sx={{ mt: 1 }}>
                {MESSAGES.analytics.queryFailed(errorMessage(result.error))}
              </Alert>
            ) : (
              result.data && <QueryResults key={queryName} answer={result.data} />
            )}
          </Box>
        </Fade>
      </Box>
    </Box>
  );
}
