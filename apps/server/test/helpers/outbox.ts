/**
 * Waiting for the mail job (docs/adr/0013-mail-jobs.md): e-mails are sent by a pg-boss worker after the request,
 * so a test waits until the outbox rows to an address reach a status instead of assuming when that happens.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { emailOutbox, type OutboxRow } from '../../src/db/schema/index.ts';

/** The outbox rows to `to` (oldest first) once `n` of them have `status`; throws after `timeoutMs`. */
export async function waitForOutbox(
  db: Db,
  to: string,
  status: OutboxRow['status'],
  n = 1,
  timeoutMs = 20_000,
): Promise<OutboxRow[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(emailOutbox.id);
    if (rows.filter((r) => r.status === status).length >= n) return rows;
    if (Date.now() > until)
      throw new Error(
        `expected ${n} ${status} e-mail(s) to ${to}: ${JSON.stringify(rows.map((r) => r.status))}`,
      );
    await new Promise((r) => setTimeout(r, 50));
  }
}
