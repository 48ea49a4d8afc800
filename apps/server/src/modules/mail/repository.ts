/** Every SQL statement of the mail module (apps/server/src/modules/README.md): the `email_outbox` table. */
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';

/** Records a message as queued; its id. */
export async function insertOutbox(
  db: DbOrTx,
  m: { to: string; subject: string; text: string; html: string | null },
): Promise<number> {
  const [row] = await db.insert(emailOutbox).values(m).returning({ id: emailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/**
 * Claims a message for one send (queued → sending), so two jobs for the same row (a re-dispatch at start, a second
 * process) cannot both send it; with `takeOver` (a retry of a job whose process was lost, ADR 0019) a row left
 * `sending` is claimed too. The row, or null when another job has it or it is done with.
 */
export async function claimOutbox(db: Db, id: number, takeOver: boolean) {
  const [row] = await db
    .update(emailOutbox)
    .set({ status: 'sending' })
    .where(
      and(
        eq(emailOutbox.id, id),
        takeOver ? inArray(emailOutbox.status, ['queued', 'sending']) : eq(emailOutbox.status, 'queued'),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Puts messages a stopped process left `sending` back to queued (the mail job's retry normally takes them over;
 * this is for those whose job is gone: a script's direct send, or jobs past their retries), those claimed before
 * `olderThan` (all when null). Their ids.
 */
export async function requeueSending(db: Db, olderThan: Date | null): Promise<number[]> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: 'queued' })
    .where(
      and(eq(emailOutbox.status, 'sending'), olderThan ? lt(emailOutbox.createdAt, olderThan) : undefined),
    )
    .returning({ id: emailOutbox.id });
  return rows.map((r) => r.id);
}

/** Ids of the messages still queued, oldest first (to dispatch again at start). */
export async function queuedOutboxIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'queued'))
    .orderBy(asc(emailOutbox.id));
  return rows.map((r) => r.id);
}

/** The stored copy of a message once it is done with (its links' tokens taken out, mail/redact.ts). */
type StoredBody = { text: string; html: string | null };

/**
 * Counts an attempt: sent (at `now`), or failed with the SMTP error, either for good ('failed') or to be tried
 * again ('queued', the error kept). A finished row (sent or failed) gets `body` as its text and HTML.
 */
export async function recordAttempt(
  db: Db,
  id: number,
  outcome:
    | { status: 'sent'; now: Date; body: StoredBody }
    | { status: 'failed'; error: string; body: StoredBody }
    | { status: 'queued'; error: string },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      ...(outcome.status === 'sent'
        ? { status: 'sent', sentAt: outcome.now }
        : { status: outcome.status, error: outcome.error }),
      ...(outcome.status === 'queued' ? {} : outcome.body),
      attempts: sql`${emailOutbox.attempts} + 1`,
    })
    .where(eq(emailOutbox.id, id));
}

/** The newest `limit` messages, newest first. */
export function newestOutbox(db: Db, limit: number) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
}
