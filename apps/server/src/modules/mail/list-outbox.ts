/** GET /api/dev/outbox (development only): the newest 100 outbox messages, newest first, dates ISO 8601. */
import type { Deps } from '../../plugins/context.ts';
import { newestOutbox } from './repository.ts';

export async function listOutbox(deps: Pick<Deps, 'db'>) {
  const rows = await newestOutbox(deps.db, 100);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    status: r.status,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt ? r.sentAt.toISOString() : null,
  }));
}
