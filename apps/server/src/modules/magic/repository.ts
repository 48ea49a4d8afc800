/**
 * Every SQL statement of the magic module (Drizzle): magic users, links and customer sessions. The form's magic
 * columns are written through the forms module (`setFormMagic`).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { magicLinks, magicSessions, magicUsers, type MagicLinkRow } from '../../db/schema/index.ts';

export type { MagicLinkRow };

/** The corporate's magic user of `email` (lower-cased), created or with its names and phone refreshed. */
export async function upsertMagicUser(
  db: DbOrTx,
  v: { corporateId: number; email: string; firstName: string; lastName: string; phone: string },
  now: Date,
) {
  const [row] = await db
    .insert(magicUsers)
    .values({ ...v, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [magicUsers.corporateId, magicUsers.email],
      set: { firstName: v.firstName, lastName: v.lastName, phone: v.phone, updatedAt: now },
    })
    .returning();
  return row!;
}

export async function magicUserById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(magicUsers).where(eq(magicUsers.id, id)).limit(1);
  return row ?? null;
}

// Links still in force: not replaced, cancelled or expired by the adviser (used ones included: their sessions).
const inForce = and(
  isNull(magicLinks.replacedAt),
  isNull(magicLinks.cancelledAt),
  isNull(magicLinks.expiredAt),
);

/** Marks the form's links in force replaced; returns how many were. */
export async function replaceLinks(db: DbOrTx, formId: number, now: Date): Promise<number> {
  const rows = await db
    .update(magicLinks)
    .set({ replacedAt: now })
    .where(and(eq(magicLinks.formId, formId), inForce))
    .returning({ id: magicLinks.id });
  return rows.length;
}

/** Cancels (`cancelledAt`) or expires now (`expiredAt`) the form's links in force. */
export async function endLinks(
  db: DbOrTx,
  formId: number,
  set: { cancelledAt: Date } | { expiredAt: Date },
): Promise<void> {
  await db
    .update(magicLinks)
    .set(set)
    .where(and(eq(magicLinks.formId, formId), inForce));
}

export async function insertLink(
  db: DbOrTx,
  v: {
    formId: number;
    magicUserId: number;
    tokenHash: string;
    sentBy: number;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<MagicLinkRow> {
  const [row] = await db.insert(magicLinks).values(v).returning();
  return row!;
}

export async function linkById(db: DbOrTx, id: number): Promise<MagicLinkRow | null> {
  const [row] = await db.select().from(magicLinks).where(eq(magicLinks.id, id)).limit(1);
  return row ?? null;
}

export async function linkByHash(db: DbOrTx, tokenHash: string): Promise<MagicLinkRow | null> {
  const [row] = await db.select().from(magicLinks).where(eq(magicLinks.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Uses the link up: sets `used_at` only if still unused (single use under concurrency). False when it was used. */
export async function claimLink(db: DbOrTx, linkId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(magicLinks)
    .set({ usedAt: now })
    .where(and(eq(magicLinks.id, linkId), isNull(magicLinks.usedAt)))
    .returning({ id: magicLinks.id });
  return rows.length === 1;
}

export async function insertMagicSession(db: DbOrTx, id: string, linkId: number, now: Date): Promise<void> {
  await db.insert(magicSessions).values({ id, linkId, createdAt: now, lastSeenAt: now });
}

/** A customer session with its link, or null. */
export async function magicSessionWithLink(db: Db, sid: string) {
  const [row] = await db
    .select({ session: magicSessions, link: magicLinks })
    .from(magicSessions)
    .innerJoin(magicLinks, eq(magicLinks.id, magicSessions.linkId))
    .where(eq(magicSessions.id, sid))
    .limit(1);
  return row ?? null;
}

export async function setMagicSessionLastSeen(db: Db, sid: string, now: Date): Promise<void> {
  await db.update(magicSessions).set({ lastSeenAt: now }).where(eq(magicSessions.id, sid));
}

export type MagicRevokeReason = 'logout' | 'idle' | 'link';

export async function revokeMagicSession(db: DbOrTx, sid: string, reason: MagicRevokeReason, now: Date) {
  await db
    .update(magicSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(magicSessions.id, sid), isNull(magicSessions.revokedAt)));
}

/** Ends every live customer session of the form's links (replaced, cancelled, expired). */
export async function revokeSessionsOfForm(db: DbOrTx, formId: number, now: Date): Promise<void> {
  const links = db.select({ id: magicLinks.id }).from(magicLinks).where(eq(magicLinks.formId, formId));
  await db
    .update(magicSessions)
    .set({ revokedAt: now, revokedReason: 'link' })
    .where(and(inArray(magicSessions.linkId, links), isNull(magicSessions.revokedAt)));
}
