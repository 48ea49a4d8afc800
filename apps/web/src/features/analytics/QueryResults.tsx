/**
 * One query's answer on the Analytics screen: when it was made, the chart of its main figure (lazy) and the
 * table, sorted by the query's default (config.sortBy / sortDesc) until a column title is clicked. The page keys
 * this by query, so another query starts from its own default sort.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AnalyticsQueryResponse } from '@rlc/shared';
import { ResultTable } from './ResultTable.tsx';
import { sortRows, type SortState } from './resultTable.ts';

const AnalyticsChart = lazy(() => import('./AnalyticsChart.tsx'));

const madeAt = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

export function QueryResults({ answer }: { answer: AnalyticsQueryResponse }) {
  const [picked, setPicked] = useState<SortState | null>(null);
  const { sortBy, sortDesc } = answer.config;
  const sort = useMemo(() => picked ?? { by: sortBy, desc: sortDesc }, [picked, sortBy, sortDesc]);
  const rows = useMemo(() => sortRows(answer.rows, sort), [answer.rows, sort]);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {answer.rows.length} {answer.rows.length === 1 ? 'row' : 'rows'} · as of{' '}
        {madeAt.format(new Date(answer.dateTime))}
      </Typography>
      {answer.rows.length > 0 && (
        <Suspense fallback={<Skeleton variant="rectangular" height={312} sx={{ mb: 2 }} />}>
          <AnalyticsChart answer={answer} rows={rows} />
        </Suspense>
      )}
      <ResultTable answer={answer} rows={rows} sort={sort} onSort={setPicked} />
    </Box>
  );
}
