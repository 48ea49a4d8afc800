/**
 * Summary (spec §2.1 `summary`, §4): the comparison table and, under it, the assumptions it used; content width
 * at most 868. When the form's inputs are refused, each problem links to the screen that fixes it.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { AssumptionsList } from './AssumptionsList.tsx';
import { ComparisonProblem } from './ComparisonProblem.tsx';
import { useFormId } from '../queries.ts';
import { RatesChangeNotice } from './RatesChangeNotice.tsx';
import {
  ContractsChangedNotice,
  InsufficientFundsNotice,
  RatesLine,
  SimplifiedNotice,
} from './SummaryNotices.tsx';
import { SummaryTable } from './SummaryTable.tsx';
import { useSummary } from './useSummary.ts';

export default function SummaryPage() {
  const formId = useFormId();
  const summary = useSummary(formId);
  return (
    <Box sx={{ maxWidth: 868, mx: 'auto' }}>
      <Typography variant="h2" gutterBottom>
        Summary
      </Typography>
      {summary.isPending && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CircularProgress size={24} aria-label="Working out the comparison" />
          <Typography>Working out the comparison…</Typography>
        </Box>
      )}
      {summary.isError && (
        <ComparisonProblem
          error={summary.error}
          formId={formId}
          what="summary"
          onRetry={() => void summary.refetch()}
        />
      )}
      {summary.data && (
        <>
          <RatesLine summary={summary.data} />
          <RatesChangeNotice formId={formId} summary={summary.data} />
          <ContractsChangedNotice summary={summary.data} />
          <SimplifiedNotice summary={summary.data} customerPath={`/corporate/form/${formId}/customer`} />
          <InsufficientFundsNotice summary={summary.data} />
          <SummaryTable summary={summary.data} />
          <AssumptionsList assumptions={summary.data.comparison.assumptions} />
        </>
      )}
    </Box>
  );
}
