/**
 * Every SQL statement of the rates module (Drizzle): the corporate's open forms with a stored summary, and the
 * `rates_reruns` rows (insert, claim, progress, finish, recovery).
 */
import { and, desc, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  formConsumers,
  forms,
  formSummaries,
  ratesReruns,
  type RatesRerunRow,
} from '../../db/schema/index.ts';

/** An open form with a stored summary: what the list needs besides the rates-change view. */
export interface OpenFormWithSummary {
  id: number;
  communityId: number;
  /** Comparison date of the stored summary. */
  asAt: string;
  /** The adviser kept the stored figures on rates from this date (forms `keepRates`), or null. */
  ratesKeptSince: string | null;
  reportName: string | null;
  clientName: string | null;
  partnerName: string | null;
}

/**
 * The corporate's open forms (status not BUY/NOTBUY, not archived) that have a stored summary, in one query
 * (names from the forms list's derived columns), by id.
 */
export async function openFormsWithSummary(db: DbOrTx, corporateId: number): Promise<OpenFormWithSummary[]> {
  return db
    .select({
      id: forms.id,
      communityId: forms.communityId,
      asAt: formSummaries.asAt,
      ratesKeptSince: formSummaries.ratesKeptSince,
      reportName: formConsumers.reportName,
      clientName: formConsumers.clientName,
      partnerName: formConsumers.partnerName,
    })
    .from(forms)
    .innerJoin(formSummaries, eq(formSummaries.formId, forms.id))
    .leftJoin(formConsumers, eq(formConsumers.formId, forms.id))
    .where(
      and(
        eq(forms.corporateId, corporateId),
        isNull(forms.archivedAt),
        notInArray(forms.status, ['BUY', 'NOTBUY']),
      ),
    )
    .orderBy(forms.id);
}

const ACTIVE = ['queued', 'running'] as ('queued' | 'running')[];

/** The corporate's queued or running re-run (at most one: partial unique index), or null. */
export async function activeRun(db: DbOrTx, corporateId: number): Promise<RatesRerunRow | null> {
  const [row] = await db
    .select()
    .from(ratesReruns)
    .where(and(eq(ratesReruns.corporateId, corporateId), inArray(ratesReruns.status, ACTIVE)))
    .orderBy(desc(ratesReruns.id))
    .limit(1);
  return row ?? null;
}

/** A run of the corporate, or null (another corporate's run is absent). */
export async function findRun(db: DbOrTx, corporateId: number, runId: number): Promise<RatesRerunRow | null> {
  const [row] = await db
    .select()
    .from(ratesReruns)
    .where(and(eq(ratesReruns.id, runId), eq(ratesReruns.corporateId, corporateId)))
    .limit(1);
  return row ?? null;
}

/**
 * Inserts a queued run, or returns null when the corporate already has one queued or running (the partial
 * unique index `rates_reruns_one_active_key` decides, so two admins starting at once get one run).
 */
export async function insertQueuedRun(
  db: DbOrTx,
  values: { corporateId: number; startedBy: number; formIds: number[]; now: Date },
): Promise<RatesRerunRow | null> {
  const [row] = await db
    .insert(ratesReruns)
    .values({
      corporateId: values.corporateId,
      startedBy: values.startedBy,
      formIds: values.formIds,
      total: values.formIds.length,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Marks a queued run running; null when it is gone or already taken (a job delivered twice). */
export async function claimRun(db: DbOrTx, runId: number, now: Date): Promise<RatesRerunRow | null> {
  const [row] = await db
    .update(ratesReruns)
    .set({ status: 'running', updatedAt: now })
    .where(and(eq(ratesReruns.id, runId), eq(ratesReruns.status, 'queued')))
    .returning();
  return row ?? null;
}

/** Counts one report re-run (`ok`) or not, and stamps the progress time. */
export async function countReport(db: DbOrTx, runId: number, ok: boolean, now: Date): Promise<void> {
  await db
    .update(ratesReruns)
    .set(
      ok
        ? { done: sql`${ratesReruns.done} + 1`, updatedAt: now }
        : { failed: sql`${ratesReruns.failed} + 1`, updatedAt: now },
    )
    .where(eq(ratesReruns.id, runId));
}

/** Ends a run: done, or failed with the error. */
export async function finishRun(
  db: DbOrTx,
  runId: number,
  end: { status: 'done' } | { status: 'failed'; error: string },
  now: Date,
): Promise<void> {
  await db
    .update(ratesReruns)
    .set({
      status: end.status,
      error: end.status === 'failed' ? end.error.slice(0, 2_000) : null,
      finishedAt: now,
      updatedAt: now,
    })
    .where(eq(ratesReruns.id, runId));
}

/**
 * Marks queued or running runs failed with `error`: those without progress since `olderThan` (all of them when
 * null), of one corporate when given. @returns the ids marked.
 */
export async function failLostRuns(
  db: DbOrTx,
  opts: { olderThan: Date | null; corporateId?: number; error: string; now: Date },
): Promise<number[]> {
  const rows = await db
    .update(ratesReruns)
    .set({ status: 'failed', error: opts.error, finishedAt: opts.now, updatedAt: opts.now })
    .where(
      and(
        inArray(ratesReruns.status, ACTIVE),
        opts.olderThan ? lt(ratesReruns.updatedAt, opts.olderThan) : undefined,
        opts.corporateId !== undefined ? eq(ratesReruns.corporateId, opts.corporateId) : undefined,
      ),
    )
    .returning({ id: ratesReruns.id });
  return rows.map((r) => r.id);
}

export type { DbOrTx, Tx };
