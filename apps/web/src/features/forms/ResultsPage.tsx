/**
 * Results (spec §2.1 `results`): the key figures in plain words, the charts (loaded lazily), the client
 * decision panel and the PDF reports slot. Content width at most 1048.
 */
import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DecisionPanel } from './DecisionPanel.tsx';
import { keyFigures, keyFiguresSentence, keyHorizon } from './keyFigures.ts';
import { PdfPanel } from '../reports/PdfPanel.tsx';
import { useLoadedForm } from './queries.ts';
import { InsufficientFundsNotice, RatesLine, SimplifiedNotice } from './SummaryNotices.tsx';
import { useSummary } from './useSummary.ts';

const ResultsCharts = lazy(() => import('./ResultsCharts.tsx'));

export default function ResultsPage() {
  const { formId, form } = useLoadedForm();
  const summary = useSummary(formId);
  const data = summary.data;
  const horizon = data ? keyHorizon(data.comparison) : null;

  return (
    <Box sx={{ maxWidth: 1048, mx: 'auto' }}>
      <Typography variant="h2" gutterBottom>
        Results
      </Typography>
      {summary.isPending && <CircularProgress aria-label="Working out the results" />}
      {summary.isError && (
        <Alert severity="error">Could not work out the results: {summary.error.message}</Alert>
      )}
      {data && (
        <>
          <RatesLine summary={data} />
          <SimplifiedNotice summary={data} customerPath={`/corporate/form/${formId}/customer`} />
          <InsufficientFundsNotice summary={data} />
          {horizon !== null && (
            <Alert
              severity="success"
              icon={false}
              sx={{ mb: 3, fontSize: '1.1rem' }}
              data-testid="key-figures"
            >
              {keyFiguresSentence(keyFigures(data.comparison, horizon), horizon)}
            </Alert>
          )}
          <Suspense fallback={<CircularProgress aria-label="Loading charts" />}>
            <ResultsCharts comparison={data.comparison} />
          </Suspense>
        </>
      )}
      <DecisionPanel />
      <PdfPanel formId={formId} initialPdfs={form.pdfs} />
    </Box>
  );
}
