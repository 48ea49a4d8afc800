/**
 * Results (spec §2.1 `results`): the key figures in plain words, the charts (loaded lazily), the client
 * decision panel and the PDF reports slot. Content width at most 1048.
 */
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ComparisonProblem } from '../summary/ComparisonProblem.tsx';
import { DecisionPanel } from '../decision/DecisionPanel.tsx';
import { KeyFiguresPanel } from './KeyFiguresPanel.tsx';
import { PdfPanel } from './PdfPanel.tsx';
import { useFormBase, useLoadedForm } from '../queries.ts';
import { RatesChangeNotice } from '../summary/RatesChangeNotice.tsx';
import { InsufficientFundsNotice, RatesLine, SimplifiedNotice } from '../summary/SummaryNotices.tsx';
import { useSummary } from '../summary/useSummary.ts';

const ResultsCharts = lazy(() => import('./ResultsCharts.tsx'));

export default function ResultsPage() {
  const { formId, form } = useLoadedForm();
  const summary = useSummary(formId);
  const base = useFormBase(formId);
  const data = summary.data;

  return (
    <Box sx={{ maxWidth: 1048, mx: 'auto' }}>
      <Typography variant="h2" gutterBottom>
        Results
      </Typography>
      {summary.isPending && (
        // Holds the key figures' place so the decision and PDF panels below do not jump down when the
        // figures arrive (Lighthouse measured a layout shift of 0.2 on this screen without it).
        <Box sx={{ minHeight: '100vh' }}>
          <CircularProgress aria-label="Working out the results" />
        </Box>
      )}
      {summary.isError && (
        <ComparisonProblem
          error={summary.error}
          formId={formId}
          what="results"
          onRetry={() => void summary.refetch()}
        />
      )}
      {data && (
        <>
          <RatesLine summary={data} />
          <RatesChangeNotice formId={formId} summary={data} />
          <SimplifiedNotice summary={data} customerPath={`${base}/customer`} />
          <InsufficientFundsNotice summary={data} />
          <KeyFiguresPanel comparison={data.comparison} />
          <Suspense fallback={<CircularProgress aria-label="Loading charts" />}>
            <ResultsCharts comparison={data.comparison} />
          </Suspense>
        </>
      )}
      <DecisionPanel />
      <PdfPanel form={form} base={base} />
    </Box>
  );
}
