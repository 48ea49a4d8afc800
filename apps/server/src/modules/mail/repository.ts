/** Every SQL statement of the mail module (apps/server/src/modules/README.md): the `email_outbox` table. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';

/** Records a message as queued; its id. */
export async function insertOutbox(
  db: Db,
  m: { to: string; subject: string; text: string; html: string | null },
): Promise<number> {
  const [row] = await db.insert(emailOutbox).values(m).returning({ id: emailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/** Marks a message sent (at `now`) or failed (with the SMTP error), counting the attempt. */
export async function recordAttempt(
  db: Db,
  id: number,
  outcome: { status: 'sent'; now: Date } | { status: 'failed'; error: string },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      ...(outcome.status === 'sent'
        ? { status: 'sent', sentAt: outcome.now }
        : { status: 'failed', error: outcome.error }),
      attempts: sql`${emailOutbox.attempts} + 1`,
    })
    .where(eq(emailOutbox.id, id));
}

/** The newest `limit` messages, newest first. */
export function newestOutbox(db: Db, limit: number) {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(limit);
}
