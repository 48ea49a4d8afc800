/** The API shape of a `form_pdfs` row (no bytes). */
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
