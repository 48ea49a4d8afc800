/**
 * Customer sessions (ADR 0010 decision 5): started by redeeming a link, checked on every request of a customer
 * token by the guard (plugins/auth.ts) after the staff sessions. Alive while not revoked, not idle longer than
 * `maxIdleMin`, and while its link is live: not replaced, cancelled or expired (by the adviser or by time), and
 * its form not deleted nor given to another customer. A dead session is marked revoked so it stays dead.
 */
import { randomUUID } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client.ts';
import { formById } from '../forms/index.ts';
import type { CustomerPrincipal } from './customer-principal.ts';
import { linkState } from './link-state.ts';
import {
  insertMagicSession,
  magicSessionWithLink,
  revokeMagicSession,
  setMagicSessionLastSeen,
} from './repository.ts';

/** How stale `last_seen_at` may get before it is written again (as for staff: a twentieth of the idle limit). */
const touchIntervalMs = (maxIdleMin: number) => Math.min(30_000, (maxIdleMin * 60_000) / 20);

export async function createCustomerSession(db: DbOrTx, linkId: number, now: Date): Promise<string> {
  const id = randomUUID();
  await insertMagicSession(db, id, linkId, now);
  return id;
}

/** The customer principal of a live customer session `sid`, or null (unknown, revoked, idle, link not live). */
export async function touchCustomerSession(
  db: Db,
  sid: string,
  now: Date,
  maxIdleMin: number,
): Promise<CustomerPrincipal | null> {
  const row = await magicSessionWithLink(db, sid);
  if (!row || row.session.revokedAt) return null;
  const idleMs = now.getTime() - row.session.lastSeenAt.getTime();
  if (idleMs > maxIdleMin * 60_000) {
    await revokeMagicSession(db, sid, 'idle', now);
    return null;
  }
  const form = await formById(db, row.link.formId);
  // The session outlives the link's single use (state 'used') and the customer's completion (read-only then).
  const state = linkState(row.link, form, now);
  if (!form || (state !== 'usable' && state !== 'used' && state !== 'completed')) {
    await revokeMagicSession(db, sid, 'link', now);
    return null;
  }
  if (idleMs >= touchIntervalMs(maxIdleMin)) await setMagicSessionLastSeen(db, sid, now);
  return {
    kind: 'customer',
    magicUserId: row.link.magicUserId,
    formId: form.id,
    corporateId: form.corporateId,
    linkId: row.link.id,
    expiresAt: row.link.expiresAt,
    permissions: [],
  };
}
