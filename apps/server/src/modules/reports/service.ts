/**
 * PDF report use cases (issue 4 item 4): request a PDF (refreshes the stored summary first, so the report shows
 * the comparison the adviser sees), list a form's PDFs, and fetch one for download. Every call goes through the
 * forms scoping (`requireForm`): a form the caller may not see, or an unknown id, is a 404.
 */
import { and, desc, eq } from 'drizzle-orm';
import { CustomerRecord, pdfFileName, reportName, type FormPdf, type PdfKind } from '@rlc/shared';
import type { FastifyInstance } from 'fastify';
import { formConsumers, formPdfs, formSummaries } from '../../db/schema/index.ts';
import type { AuthContext } from '../../plugins/context.ts';
import { ApiError, notFound } from '../../plugins/errors.ts';
import { requireForm } from '../forms/context.ts';
import { summary } from '../forms/index.ts';
import type { PdfJobs } from './jobs.ts';

type PdfRow = typeof formPdfs.$inferSelect;

/** The API shape of a row (no bytes). */
export const toFormPdf = (r: Omit<PdfRow, 'bytes' | 'storageKey'>): FormPdf => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  progress: r.progress,
  created_at: r.createdAt.toISOString(),
  finished_at: r.finishedAt ? r.finishedAt.toISOString() : null,
  error: r.error,
});

const listColumns = {
  id: formPdfs.id,
  formId: formPdfs.formId,
  kind: formPdfs.kind,
  status: formPdfs.status,
  progress: formPdfs.progress,
  createdAt: formPdfs.createdAt,
  finishedAt: formPdfs.finishedAt,
  error: formPdfs.error,
};

/** Queues a PDF of the form. The stored summary is regenerated first when stale (forms summary service). */
export async function requestPdf(
  app: FastifyInstance,
  jobs: PdfJobs,
  auth: AuthContext,
  formId: number,
  kind: PdfKind,
): Promise<FormPdf> {
  await requireForm(app.db, auth, formId);
  // Keep the comparison date the adviser last looked at (the summary screen may have set one); the summary
  // service regenerates only when the stored one is missing or stale.
  const [stored] = await app.db
    .select({ asAt: formSummaries.asAt })
    .from(formSummaries)
    .where(eq(formSummaries.formId, formId))
    .limit(1);
  await summary(app, auth, formId, stored ? { options: { asAt: stored.asAt } } : {});
  const [row] = await app.db
    .insert(formPdfs)
    .values({ formId, kind, status: 'queued', progress: 0, createdAt: app.clock() })
    .returning(listColumns);
  if (!row) throw new Error('insert form_pdfs returned nothing');
  try {
    await jobs.enqueue(row.id);
  } catch (err) {
    // The job never reached the queue: say so on the row, or the list would show it queued until a restart.
    const message = err instanceof Error ? err.message : String(err);
    await app.db
      .update(formPdfs)
      .set({ status: 'failed', finishedAt: app.clock(), error: `Could not queue the PDF: ${message}` })
      .where(eq(formPdfs.id, row.id));
    throw err;
  }
  return toFormPdf(row);
}

/** The form's PDFs, newest first. */
export async function listPdfs(app: FastifyInstance, auth: AuthContext, formId: number): Promise<FormPdf[]> {
  await requireForm(app.db, auth, formId);
  const rows = await app.db
    .select(listColumns)
    .from(formPdfs)
    .where(eq(formPdfs.formId, formId))
    .orderBy(desc(formPdfs.createdAt), desc(formPdfs.id));
  return rows.map(toFormPdf);
}

/** A done PDF's bytes with its download file name; 404 unknown / foreign, 409 not done yet. */
export async function downloadPdf(
  app: FastifyInstance,
  auth: AuthContext,
  formId: number,
  pdfId: number,
): Promise<{ bytes: Buffer; fileName: string }> {
  await requireForm(app.db, auth, formId);
  const [row] = await app.db
    .select({
      kind: formPdfs.kind,
      status: formPdfs.status,
      bytes: formPdfs.bytes,
      customer: formConsumers.customer,
    })
    .from(formPdfs)
    .innerJoin(formConsumers, eq(formConsumers.formId, formPdfs.formId))
    .where(and(eq(formPdfs.id, pdfId), eq(formPdfs.formId, formId)))
    .limit(1);
  if (!row) throw notFound('PDF not found.');
  if (row.status !== 'done' || !row.bytes) throw new ApiError(409, 'CONFLICT', 'The PDF is not ready yet.');
  const name = reportName(CustomerRecord.parse(row.customer));
  return { bytes: Buffer.from(row.bytes), fileName: pdfFileName(name, row.kind) };
}
