/**
 * Server-side sessions (design §5): created at sign-in, checked on every authenticated request.
 * A session is dead when revoked (logout, password change/reset), when its user is disabled, or when idle longer
 * than `maxIdleMin` by the server's clock; a live session's `last_seen_at` moves to now on each request.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users, type User } from '../../db/schema/index.ts';

export type RevokeReason = 'logout' | 'password' | 'reset' | 'idle' | 'disabled';

export async function createSession(db: Db, userId: number, now: Date): Promise<string> {
  const id = randomUUID();
  await db.insert(sessions).values({ id, userId, createdAt: now, lastSeenAt: now });
  return id;
}

/**
 * The live session's user, or null. Side effects: refreshes `last_seen_at`; marks an idle or disabled user's
 * session revoked so it stays dead even if the clock or the user's state changes back.
 */
export async function touchSession(db: Db, sid: string, now: Date, maxIdleMin: number): Promise<User | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
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
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sid));
  return row.user;
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
