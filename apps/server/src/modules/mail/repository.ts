/** Every SQL statement of the mail module (apps/server/src/modules/README.md): the `email_outbox` table. */
import { asc, desc, eq, sql } from 'drizzle-orm';
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

/** One message, or null. */
export async function outboxRow(db: Db, id: number) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return row ?? null;
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
