/**
 * PDF reports on the Results page: 'Generate Summary PDF' / 'Generate Results PDF', progress
 * while a PDF is queued or rendering (the list is polled every 1.5 s then, and not at all otherwise), and the
 * form's PDFs, newest first, with their date (dd/mm/yyyy) and a Download link that fetches with the bearer token.
 * When a PDF finishes the form is refetched: its status moves from 'No PDF Generated' to 'Awaiting Decision'.
 * A request the server refuses because the comparison cannot be worked out (400 VALIDATION with issues) lists
 * the problems in plain words with links to the screens that fix them, as Summary and Results do. A report
 * without a customer name or an option to compare (@rlc/shared `missingForPdf` of the form) says what it needs,
 * with links, and offers no Generate button until then (the server refuses it too: 409 REPORT_INCOMPLETE).
 */
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  comparedOptionCount,
  formatDate,
  isPdfPending,
  MESSAGES,
  missingForPdf,
  PDF_REQUIREMENT_TEXT,
  reportName,
  type FormPdf,
  type FormResponse,
  type PdfKind,
  type PdfRequirement,
} from '@rlc/shared';
import { ApiError } from '../../../api/client.ts';
import { ComparisonProblem, inputIssues } from '../summary/ComparisonProblem.tsx';
import { fetchPdf, listPdfs, pdfFileName, pdfsKey, requestPdf } from '../../reports/index.ts';
import { saveBlob } from '../../../components/saveBlob.ts';
import { TitledSection } from '../../../components/TitledSection.tsx';

/** Poll interval while a PDF is pending, ms (the brief: every 1–2 s). */
export const PDF_POLL_MS = 1_500;

const KIND_LABEL: Record<PdfKind, string> = { summary: 'Summary', results: 'Results' };
const STATUS_LABEL: Record<FormPdf['status'], string> = {
  queued: 'Waiting to start',
  rendering: 'Generating',
  done: 'Ready',
  failed: 'Failed',
};

const message = (e: unknown) => (e instanceof ApiError ? e.message : MESSAGES.generic);

export interface PdfPanelProps {
  /**
   * The form as loaded (GET form/:id): its id, the PDFs it already had, and what says whether a PDF can be made
   * (the report name, also the download's file name when the server sends none, and the options it compares).
   */
  form: Pick<FormResponse, 'main' | 'pdfs' | 'formConsumer' | 'villagesInternal' | 'villagesExternal'>;
  /** The form's base path, for the links to the screens that supply what is missing. */
  base?: string;
}

/** The screen that supplies each requirement, under the form's base path. */
const REQUIREMENT_SCREEN: Record<PdfRequirement, { path: string; label: string }> = {
  customer: { path: 'customer', label: 'Go to Customer Details' },
  options: { path: 'properties', label: 'Go to Properties' },
};

export function PdfPanel({ form, base = `/corporate/form/${form.main.id}` }: PdfPanelProps) {
  const formId = form.main.id;
  const initialPdfs = form.pdfs;
  const name = reportName(form.formConsumer.customer);
  const missing = missingForPdf(name, comparedOptionCount(form));
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  // A refused request whose cause is the form's inputs: shown with links, not as one line.
  const [refused, setRefused] = useState<unknown>(null);
  const query = useQuery({
    queryKey: pdfsKey(formId),
    queryFn: () => listPdfs(formId),
    initialData: { pdfs: [...initialPdfs] },
    // Fresh on mount only when something may still be rendering; otherwise the form's list is current.
    staleTime: initialPdfs.some(isPdfPending) ? 0 : 30_000,
    refetchInterval: (q) => (q.state.data?.pdfs.some(isPdfPending) ? PDF_POLL_MS : false),
  });
  const pdfs = query.data.pdfs;
  const pending = pdfs.some(isPdfPending);

  // A pending PDF finished: the form's status may have changed (NO_PDF → WAIT), so reload the form.
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending)
      void client.invalidateQueries({ queryKey: ['form', formId], exact: true });
    wasPending.current = pending;
  }, [pending, client, formId]);

  const generate = useMutation({
    mutationFn: (kind: PdfKind) => requestPdf(formId, kind),
    onMutate: () => {
      setError(null);
      setRefused(null);
    },
    onSuccess: ({ pdf }) => {
      client.setQueryData(pdfsKey(formId), (old: { pdfs: FormPdf[] } | undefined) => ({
        pdfs: [pdf, ...(old?.pdfs ?? []).filter((p) => p.id !== pdf.id)],
      }));
    },
    onError: (e) => (inputIssues(e) ? setRefused(e) : setError(message(e))),
  });

  const download = async (p: FormPdf) => {
    setError(null);
    try {
      const { blob, fileName } = await fetchPdf(formId, p.id, pdfFileName(name || 'Report', p.kind));
      saveBlob(blob, fileName);
    } catch (e) {
      setError(message(e));
    }
  };

  return (
    <TitledSection id="pdf-panel-title" title="PDF reports" gutterBottom={false} sx={{ mt: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ my: 1 }}>
        {(['summary', 'results'] as const).map((kind) => (
          <Button
            key={kind}
            variant="outlined"
            disabled={generate.isPending || missing.length > 0}
            onClick={() => generate.mutate(kind)}
          >
            {`Generate ${KIND_LABEL[kind]} PDF`}
          </Button>
        ))}
      </Stack>
      {missing.length > 0 && (
        <Alert severity="info" sx={{ my: 1 }} data-testid="pdf-missing">
          <AlertTitle>A PDF needs</AlertTitle>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {missing.map((m) => (
              <li key={m}>
                {PDF_REQUIREMENT_TEXT[m]}{' '}
                <Link component={RouterLink} to={`${base}/${REQUIREMENT_SCREEN[m].path}`}>
                  {REQUIREMENT_SCREEN[m].label}
                </Link>
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ my: 1 }}>
          {error}
        </Alert>
      )}
      {refused !== null && <ComparisonProblem error={refused} formId={formId} what="PDF" verb="generated" />}
      {pdfs.length > 0 && (
        <List dense aria-label="Generated PDF reports">
          {pdfs.map((p) => (
            <ListItem key={p.id} data-testid={`pdf-${p.id}`} divider>
              <ListItemText
                primary={`${KIND_LABEL[p.kind]} report · ${formatDate(p.created_at)}`}
                secondary={p.status === 'failed' && p.error ? `Failed: ${p.error}` : STATUS_LABEL[p.status]}
              />
              {isPdfPending(p) && (
                <Box sx={{ width: 160, ml: 2 }}>
                  <LinearProgress
                    variant={p.progress > 0 ? 'determinate' : 'indeterminate'}
                    value={Math.round(p.progress * 100)}
                    aria-label={`${KIND_LABEL[p.kind]} PDF progress`}
                  />
                </Box>
              )}
              {p.status === 'done' && (
                <Link
                  component="button"
                  type="button"
                  sx={{ ml: 2 }}
                  onClick={() => void download(p)}
                  aria-label={`Download ${KIND_LABEL[p.kind]} report of ${formatDate(p.created_at)}`}
                >
                  Download
                </Link>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </TitledSection>
  );
}
