/**
 * POST form/:formId/pdf: queues a Summary or Results PDF of the caller's form (404 otherwise). The stored summary
 * is refreshed first (forms `requestSummary`), so the report shows the comparison the adviser sees. A report
 * without a customer name or without an option to compare is refused first (409 REPORT_INCOMPLETE with
 * `missing`, @rlc/shared `missingForPdf`): its PDF would be addressed to nobody, or compare nothing.
 */
import {
  calendarDayIn,
  missingForPdf,
  pdfIncompleteMessage,
  reportName,
  type FormPdf,
  type PdfKind,
} from '@rlc/shared';
import { ApiError } from '../../plugins/errors.ts';
import {
  formEngineInput,
  requestSummary,
  requireForm,
  storedCustomer,
  toFormPdf,
  type FormDeps,
  type FormScope,
} from '../forms/index.ts';
import type { PdfJobs } from './jobs.ts';
import { insertQueuedPdf, markPdfFailed } from './repository.ts';

/** Queues a PDF of the form. The stored summary is regenerated first when stale (forms summary service). */
export async function requestPdf(
  deps: FormDeps & { jobs: PdfJobs },
  caller: FormScope,
  formId: number,
  kind: PdfKind,
): Promise<FormPdf> {
  const form = await requireForm(deps.db, caller, formId);
  // The options the engine would compare (chosen contracts still assigned, externals), as the summary counts them.
  const [{ customer }, { input }] = await Promise.all([
    storedCustomer(deps.db, formId),
    formEngineInput(deps.db, form, calendarDayIn(deps.clock())),
  ]);
  const missing = missingForPdf(reportName(customer), input.options?.length ?? 0);
  if (missing.length > 0) throw new ApiError('REPORT_INCOMPLETE', pdfIncompleteMessage(missing), { missing });
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
