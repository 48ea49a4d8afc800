/**
 * The customer's PDFs (reviewable forms only; the server lists none otherwise): each done PDF downloads with the
 * customer session's token and saves under the name the server gives.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDate, pdfFileName, reportName, type FormResponse } from '@rlc/shared';
import { errorMessage } from '../../api/useApiMutation.ts';
import { saveBlob } from '../../components/saveBlob.ts';
import { dispositionFileName } from '../reports/index.ts';
import { downloadCustomerPdf } from './api.ts';

export function PdfDownloads({ formId, form }: { formId: number; form: FormResponse }) {
  const [error, setError] = useState<string | null>(null);
  const done = form.pdfs.filter((p) => p.status === 'done');
  if (done.length === 0) return null;
  const name = reportName(form.formConsumer.customer);
  const download = async (pdfId: number, kind: 'summary' | 'results') => {
    setError(null);
    try {
      const file = await downloadCustomerPdf(formId, pdfId);
      saveBlob(file.blob, dispositionFileName(file.contentDisposition) ?? pdfFileName(name, kind));
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <Box component="section" aria-labelledby="customer-pdfs" sx={{ mt: 3 }}>
      <Typography id="customer-pdfs" variant="h3" component="h2" gutterBottom>
        Your report as PDF
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {done.map((p) => (
        <Button
          key={p.id}
          variant="outlined"
          sx={{ mr: 1, mb: 1 }}
          onClick={() => void download(p.id, p.kind)}
        >
          {p.kind === 'summary' ? 'Summary' : 'Results'} PDF ({formatDate(p.created_at)})
        </Button>
      ))}
    </Box>
  );
}
