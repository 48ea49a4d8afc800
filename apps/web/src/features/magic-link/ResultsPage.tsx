/**
 * The customer's results (magic set `results`), shown only when the adviser lets them review and
 * once a PDF exists (the step is disabled before): the key figures of the stored comparison in plain words. No
 * charts here, to keep the customer's pages light on a phone.
 */
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../api/useApiMutation.ts';
import { KeyFiguresPanel } from '../forms/panels.ts';
import { fetchCustomerResults } from './api.ts';
import { STEP_HEADINGS } from './headings.ts';
import { PdfDownloads } from './PdfDownloads.tsx';
import { useCustomerForm } from './queries.ts';

export default function ResultsPage() {
  const { formId, form } = useCustomerForm();
  const results = useQuery({
    queryKey: ['magic-form', formId, 'results'],
    queryFn: () => fetchCustomerResults(formId),
  });
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        {STEP_HEADINGS.results}
      </Typography>
      {results.isPending && <CircularProgress aria-label="Loading your results" />}
      {results.isError && <Alert severity="error">{errorMessage(results.error)}</Alert>}
      {results.data && <KeyFiguresPanel comparison={results.data.comparison} />}
      <PdfDownloads formId={formId} form={form} />
    </Box>
  );
}
