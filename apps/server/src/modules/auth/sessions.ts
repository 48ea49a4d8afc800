/**
 * Server-side sessions (design §5): created at sign-in, checked on every authenticated request.
 * A session is dead when revoked (logout, password change/reset), when its user is disabled, or when idle longer
 * than `maxIdleMin` by the server's clock; a live session's `last_seen_at` moves to now as requests come (see `touchIntervalMs`).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rolePermissions, roles, sessions, userCommunities, users } from '../../db/schema/index.ts';
import type { Principal } from './principal.ts';

export type RevokeReason = 'logout' | 'password' | 'reset' | 'idle' | 'disabled';

export async function createSession(db: Db, userId: number, now: Date): Promise<string> {
  const id = randomUUID();
  await db.insert(sessions).values({ id, userId, createdAt: now, lastSeenAt: now });
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
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      roleName: sql<string | null>`(select ${roles.name} from ${roles} where ${roles.id} = ${users.roleId})`,
      permissions: sql<string[]>`array(select ${rolePermissions.permission} from ${rolePermissions}
        where ${rolePermissions.roleId} = ${users.roleId} order by 1)`,
      communityIds: sql<number[]>`array(select ${userCommunities.communityId} from ${userCommunities}
        where ${userCommunities.userId} = ${users.id} order by 1)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sid))
    .limit(1);
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
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sid));
  }
  return {
    kind: 'staff',
    user: row.user,
    roleName: row.roleName ?? '',
    permissions: row.permissions,
    communityIds: row.communityIds.map(Number),
  };
}

export async function revokeSession(db: Db, sid: string, reason: RevokeReason, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sid), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user (password change or reset, disabling). */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  reason: RevokeReason,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
