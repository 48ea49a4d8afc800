/**
 * The API shape (`FormPdf`, @rlc/shared api/reports.ts) of a listed `form_pdfs` row: the form answer's `pdfs` and
 * the reports calls use this one mapping. Dates ISO 8601, progress 0–1.
 */
import type { FormPdf } from '@rlc/shared';
import type { PdfListRow } from './repository.ts';

export const toFormPdf = (r: PdfListRow): FormPdf => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  progress: r.progress,
  created_at: r.createdAt.toISOString(),
  finished_at: r.finishedAt ? r.finishedAt.toISOString() : null,
  error: r.error,
});
