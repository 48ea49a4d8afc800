/**
 * POST form/:formId/pdf: queues a Summary or Results PDF of the caller's form (404 otherwise). The stored summary
 * is refreshed first (forms `requestSummary`), so the report shows the comparison the adviser sees.
 */
import type { FormPdf, PdfKind } from '@rlc/shared';
import { requestSummary, requireForm, toFormPdf, type FormDeps, type FormScope } from '../forms/index.ts';
import type { PdfJobs } from './jobs.ts';
import { insertQueuedPdf, markPdfFailed } from './repository.ts';

/** Queues a PDF of the form. The stored summary is regenerated first when stale (forms summary service). */
export async function requestPdf(
  deps: FormDeps & { jobs: PdfJobs },
  caller: FormScope,
  formId: number,
  kind: PdfKind,
): Promise<FormPdf> {
  await requireForm(deps.db, caller, formId);
  // As the summary screen asks: the stored summary (with its own date and rates) unless it is missing or stale.
  await requestSummary(deps, caller, formId, {});
  const row = await insertQueuedPdf(deps.db, formId, kind, deps.clock());
  try {
    await deps.jobs.enqueue(row.id);
  } catch (err) {
    // The job never reached the queue: say so on the row, or the list would show it queued until a restart.
    const message = err instanceof Error ? err.message : String(err);
    await markPdfFailed(deps.db, row.id, deps.clock(), `Could not queue the PDF: ${message}`);
    throw err;
  }
  return toFormPdf(row);
}
