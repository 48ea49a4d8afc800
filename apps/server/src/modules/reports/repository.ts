/**
 * Every SQL statement of the reports module (apps/server/src/modules/README.md): the `form_pdfs` rows the use cases
 * and the job queue write (queued → rendering → done | failed), and the stored form data a report is built from.
 * The PDF list's columns and API shape belong to forms (the form answer carries the list too): `pdfListRows`.
 */
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { PdfKind } from '@rlc/shared';
import type { Db } from '../../db/client.ts';
import {
  amenities,
  communities,
  communityAmenities,
  corporateLogos,
  corporates,
  formConsumers,
  formPdfs,
  formRatings,
  forms,
  formSummaries,
  users,
} from '../../db/schema/index.ts';
import { pdfListColumns, type PdfListRow } from '../forms/index.ts';

/** A queued row for a new PDF. */
export async function insertQueuedPdf(db: Db, formId: number, kind: PdfKind, now: Date): Promise<PdfListRow> {
  const [row] = await db
    .insert(formPdfs)
    .values({ formId, kind, status: 'queued', progress: 0, createdAt: now })
    .returning(pdfListColumns);
  if (!row) throw new Error('insert form_pdfs returned nothing');
  return row;
}

/** Marks a PDF failed with `error` (shown in the list as "Failed: …"). */
export async function markPdfFailed(db: Db, pdfId: number, now: Date, error: string): Promise<void> {
  await db.update(formPdfs).set({ status: 'failed', finishedAt: now, error }).where(eq(formPdfs.id, pdfId));
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

/** A PDF job the queue took: the row, its form and kind. */
export type ClaimedPdf = { id: number; formId: number; kind: PdfKind };

/**
 * Marks a queued row rendering (progress 0.1); null when it is gone or already taken (a job sent twice). With
 * `takeOver` (a retry of a job whose process was lost, ADR 0019) a row left `rendering` is taken too.
 */
export async function claimPdf(db: Db, pdfId: number, takeOver = false): Promise<ClaimedPdf | null> {
  const [row] = await db
    .update(formPdfs)
    .set({ status: 'rendering', progress: 0.1 })
    .where(
      and(
        eq(formPdfs.id, pdfId),
        takeOver ? inArray(formPdfs.status, ['queued', 'rendering']) : eq(formPdfs.status, 'queued'),
      ),
    )
    .returning({ id: formPdfs.id, formId: formPdfs.formId, kind: formPdfs.kind });
  return row ?? null;
}

/** Progress of a rendering PDF, 0–1. */
export async function setPdfProgress(db: Db, pdfId: number, progress: number): Promise<void> {
  await db.update(formPdfs).set({ progress }).where(eq(formPdfs.id, pdfId));
}

/**
 * Stores a rendered PDF (done, progress 1) and, in the same transaction, moves its form from 'No PDF Generated'
 * to 'Awaiting Decision' (with the first PDF; a decided form keeps its status).
 */
export async function storeDonePdf(db: Db, job: ClaimedPdf, bytes: Buffer, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(formPdfs)
      .set({ status: 'done', progress: 1, bytes, finishedAt: now, error: null })
      .where(eq(formPdfs.id, job.id));
    await tx
      .update(forms)
      .set({ status: 'WAIT' })
      .where(and(eq(forms.id, job.formId), eq(forms.status, 'NO_PDF')));
  });
}

/**
 * Marks lost rows failed with `error` (finished `now`): rows `rendering`, and with `queuedToo` also rows `queued`,
 * created before `olderThan` (all of them when it is null). Returns the ids marked.
 */
export async function failPdfsLeftBehind(
  db: Db,
  opts: { olderThan: Date | null; queuedToo: boolean; now: Date; error: string },
): Promise<number[]> {
  const statuses: ('queued' | 'rendering')[] = opts.queuedToo ? ['queued', 'rendering'] : ['rendering'];
  const rows = await db
    .update(formPdfs)
    .set({ status: 'failed', finishedAt: opts.now, error: opts.error })
    .where(
      and(
        inArray(formPdfs.status, statuses),
        opts.olderThan ? lt(formPdfs.createdAt, opts.olderThan) : undefined,
      ),
    )
    .returning({ id: formPdfs.id });
  return rows.map((r) => r.id);
}

/** Ids of the rows still queued (to send to the queue again after a restart). */
export async function queuedPdfIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: formPdfs.id }).from(formPdfs).where(eq(formPdfs.status, 'queued'));
  return rows.map((r) => r.id);
}

/**
 * The form with its customer record, community, corporate, the corporate's cover logo (null when none) and creating
 * adviser (null when deleted), or null.
 */
export async function reportFormRow(db: Db, formId: number) {
  const [row] = await db
    .select({
      form: forms,
      customer: formConsumers.customer,
      community: communities,
      corporate: corporates,
      logo: corporateLogos,
      adviser: users,
    })
    .from(forms)
    .innerJoin(formConsumers, eq(formConsumers.formId, forms.id))
    .innerJoin(communities, eq(communities.id, forms.communityId))
    .innerJoin(corporates, eq(corporates.id, forms.corporateId))
    .leftJoin(corporateLogos, eq(corporateLogos.corporateId, forms.corporateId))
    .leftJoin(users, eq(users.id, forms.createdBy))
    .where(eq(forms.id, formId))
    .limit(1);
  return row ?? null;
}

/** The form's stored summary row (comparison and summary table), or null. */
export async function storedSummaryOf(db: Db, formId: number) {
  const [row] = await db.select().from(formSummaries).where(eq(formSummaries.formId, formId)).limit(1);
  return row ?? null;
}

/** The form's ratings rows. */
export function ratingRowsOf(db: Db, formId: number) {
  return db.select().from(formRatings).where(eq(formRatings.formId, formId));
}

/** Names of the community's amenities, A–Z. */
export async function amenityNamesOf(db: Db, communityId: number): Promise<string[]> {
  const rows = await db
    .select({ name: amenities.name })
    .from(communityAmenities)
    .innerJoin(amenities, eq(amenities.id, communityAmenities.amenityId))
    .where(eq(communityAmenities.communityId, communityId))
    .orderBy(asc(amenities.name));
  return rows.map((r) => r.name);
}
