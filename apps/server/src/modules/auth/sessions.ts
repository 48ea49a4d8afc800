/**
 * Server-side sessions (design §5): created at sign-in, checked on every authenticated request.
 * A session is dead when revoked (logout, password change/reset), when its user is disabled, or when idle longer
 * than `maxIdleMin` by the server's clock; a live session's `last_seen_at` moves to now as requests come (see `touchIntervalMs`).
 */
import { randomUUID } from 'node:crypto';
import { CONSULT_MODE_PERMISSIONS } from '@rlc/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Principal } from './principal.ts';
import {
  insertSession,
  revokeSessionRow,
  revokeSessionsOfUser,
  sessionWithUser,
  setSessionConsultRow,
  setSessionLastSeen,
  type RevokeReason,
} from './repository.ts';

export type { RevokeReason } from './repository.ts';

/** A new session of the user, alive from `now`; its random id (the token's `sid`). */
export async function createSession(db: Db, userId: number, now: Date): Promise<string> {
  const id = randomUUID();
  await insertSession(db, id, userId, now);
  return id;
}

/**
 * How stale `last_seen_at` may get before a request writes it again: a twentieth of the idle limit, at most 30 s.
 * Writing on every request made each authenticated call a write on single-writer PGlite; the idle cut-off may
 * therefore fire up to this much early, i.e. never later than `maxIdleMin`.
 */
export const touchIntervalMs = (maxIdleMin: number) => Math.min(30_000, (maxIdleMin * 60_000) / 20);

/**
 * The live session's user with role name, permission codes and community ids, or null — one query.
 * Side effects: refreshes `last_seen_at` (at most once per `touchIntervalMs`); marks an idle or disabled user's
 * session revoked so it stays dead even if the clock or the user's state changes back.
 */
export async function touchSession(
  db: Db,
  sid: string,
  now: Date,
  maxIdleMin: number,
): Promise<Principal | null> {
  const row = await sessionWithUser(db, sid);
  if (!row || row.session.revokedAt) return null;
  if (row.user.state !== 'active') {
    await revokeSession(db, sid, 'disabled', now);
    return null;
  }
  const idleMs = now.getTime() - row.session.lastSeenAt.getTime();
  if (idleMs > maxIdleMin * 60_000) {
    await revokeSession(db, sid, 'idle', now);
    return null;
  }
  if (idleMs >= touchIntervalMs(maxIdleMin)) {
    await setSessionLastSeen(db, sid, now);
  }
  const { consultSince, consultFormId } = row.session;
  return withConsult(
    {
      kind: 'staff',
      user: row.user,
      roleName: row.roleName ?? '',
      permissions: row.permissions,
      communityIds: row.communityIds.map(Number),
    },
    consultSince ? { since: consultSince, formId: consultFormId } : null,
  );
}

export function revokeSession(db: Db, sid: string, reason: RevokeReason, now: Date): Promise<void> {
  return revokeSessionRow(db, sid, reason, now);
}

/** Ends every live session of a user (password change or reset, disabling). */
export function revokeUserSessions(
  db: DbOrTx,
  userId: number,
  reason: RevokeReason,
  now: Date,
): Promise<void> {
  return revokeSessionsOfUser(db, userId, reason, now);
}

/**
 * The principal as its session's Consult Mode makes it (ADR 0016): while on, it keeps only the report access
 * scopes (no creating, deleting or admin calls) and carries the consult report the forms' scope limits it to.
 */
export function withConsult(p: Principal, consult: Principal['consult']): Principal {
  if (!consult) return { ...p, consult: null };
  const kept = p.permissions.filter((code) => (CONSULT_MODE_PERMISSIONS as readonly string[]).includes(code));
  return { ...p, permissions: kept, consult };
}

/** Switches one session's Consult Mode on (with the report it may show) or off (ADR 0016). */
export function setSessionConsult(
  db: Db,
  sid: string,
  consult: { since: Date; formId: number | null } | null,
): Promise<void> {
  return setSessionConsultRow(db, sid, consult);
}
