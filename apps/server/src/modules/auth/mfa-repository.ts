/**
 * The SQL statements of multi-factor sign-in and re-authentication (ADR 0018): TOTP secrets, recovery codes,
 * pending sign-in steps, the session's last confirmation, and the corporate's MFA policy.
 */
import { and, count, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { MfaPolicy } from '@rlc/shared';
import type { Db } from '../../db/client.ts';
import { corporates, mfaChallenges, mfaRecoveryCodes, sessions, userMfa } from '../../db/schema/index.ts';

export type UserMfaRow = typeof userMfa.$inferSelect;

export async function mfaOfUser(db: Db, userId: number): Promise<UserMfaRow | null> {
  const [row] = await db.select().from(userMfa).where(eq(userMfa.userId, userId));
  return row ?? null;
}

/** Starts (or restarts) an unconfirmed enrolment with a new sealed secret; a confirmed one is never replaced. */
export async function putPendingSecret(
  db: Db,
  userId: number,
  secretEnc: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(userMfa)
    .values({ userId, secretEnc, createdAt: now })
    .onConflictDoUpdate({
      target: userMfa.userId,
      set: { secretEnc, createdAt: now, lastStep: null },
      setWhere: isNull(userMfa.confirmedAt),
    })
    .returning({ userId: userMfa.userId });
  return rows.length === 1;
}

/**
 * Records `step` as the last accepted one, only if it is later than the stored one: false when another request
 * took this step (or a later one) first, so two requests with the same code cannot both pass.
 */
export async function claimStep(
  db: Db,
  userId: number,
  step: number,
  confirmAt: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(userMfa)
    .set({ lastStep: step, ...(confirmAt ? { confirmedAt: confirmAt } : {}) })
    .where(and(eq(userMfa.userId, userId), or(isNull(userMfa.lastStep), lt(userMfa.lastStep, step))))
    .returning({ userId: userMfa.userId });
  return rows.length === 1;
}

/** Removes the user's secret and recovery codes (MFA off). */
export async function deleteMfa(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx.delete(userMfa).where(eq(userMfa.userId, userId));
  });
}

/** Replaces the user's recovery codes with these hashes. */
export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx.insert(mfaRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  });
}

/** Marks the user's unused code with this hash used; false when there is none (wrong, or used already). */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, codeHash),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length === 1;
}

export async function unusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function insertChallenge(
  db: Db,
  userId: number,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.insert(mfaChallenges).values({ userId, tokenHash, createdAt: now, expiresAt });
}

/** The user id of a live (unused, unexpired) challenge with this hash, or null. */
export async function liveChallenge(db: Db, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ userId: mfaChallenges.userId })
    .from(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.tokenHash, tokenHash),
        isNull(mfaChallenges.usedAt),
        gt(mfaChallenges.expiresAt, now),
      ),
    );
  return row?.userId ?? null;
}

/** Uses a live challenge up; false when it was used or expired meanwhile. */
export async function consumeChallenge(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(mfaChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(mfaChallenges.tokenHash, tokenHash),
        isNull(mfaChallenges.usedAt),
        gt(mfaChallenges.expiresAt, now),
      ),
    )
    .returning({ id: mfaChallenges.id });
  return rows.length === 1;
}

export async function sessionReauthAt(db: Db, sid: string): Promise<Date | null> {
  const [row] = await db.select({ at: sessions.reauthAt }).from(sessions).where(eq(sessions.id, sid));
  return row?.at ?? null;
}

export async function setSessionReauthAt(db: Db, sid: string, at: Date): Promise<void> {
  await db.update(sessions).set({ reauthAt: at }).where(eq(sessions.id, sid));
}

export async function mfaPolicyOf(db: Db, corporateId: number): Promise<MfaPolicy> {
  const [row] = await db
    .select({ policy: corporates.mfaPolicy })
    .from(corporates)
    .where(eq(corporates.id, corporateId));
  return row?.policy ?? 'optional';
}

export async function setMfaPolicy(db: Db, corporateId: number, policy: MfaPolicy): Promise<void> {
  await db.update(corporates).set({ mfaPolicy: policy }).where(eq(corporates.id, corporateId));
}
