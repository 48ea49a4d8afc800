/**
 * The reports module's SQL on `form_pdfs` for the use cases (service.ts). The job queue's own statements (claim,
 * progress, done/failed, recovery) stay in jobs.ts beside the queue that runs them.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { PdfKind } from '@rlc/shared';
import type { Db } from '../../db/client.ts';
import { formConsumers, formPdfs } from '../../db/schema/index.ts';
import { pdfListColumns } from '../forms/index.ts';

const listColumns = pdfListColumns;

export type PdfListRow = Omit<typeof formPdfs.$inferSelect, 'bytes' | 'storageKey'>;

/** A queued row for a new PDF. */
export async function insertQueuedPdf(db: Db, formId: number, kind: PdfKind, now: Date): Promise<PdfListRow> {
  const [row] = await db
    .insert(formPdfs)
    .values({ formId, kind, status: 'queued', progress: 0, createdAt: now })
    .returning(listColumns);
  if (!row) throw new Error('insert form_pdfs returned nothing');
  return row;
}

export async function markPdfFailed(db: Db, pdfId: number, now: Date, error: string): Promise<void> {
  await db.update(formPdfs).set({ status: 'failed', finishedAt: now, error }).where(eq(formPdfs.id, pdfId));
}

/** The form's PDFs, newest first (no bytes). */
export async function pdfRowsOf(db: Db, formId: number): Promise<PdfListRow[]> {
  return db
    .select(listColumns)
    .from(formPdfs)
    .where(eq(formPdfs.formId, formId))
    .orderBy(desc(formPdfs.createdAt), desc(formPdfs.id));
}

/** A PDF of the form with its bytes and the customer record (for the file name), or null. */
export async function pdfForDownload(db: Db, formId: number, pdfId: number) {
  const [row] = await db
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
  return row ?? null;
}
