/**
 * Every SQL statement of the auth module (apps/server/src/modules/README.md): users by e-mail and their password,
 * sessions, the sign-in / reset throttle counters, password-reset tokens, consents, what a principal and the
 * auth answer read (role, permissions, communities, corporate), and multi-factor sign-in (TOTP secrets, recovery
 * codes, pending sign-in steps, re-authentication times, the corporate's MFA policy; ADR 0018). The rules that use them live in the use-case
 * files (login.ts …), sessions.ts and throttle.ts.
 */
import { and, count, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { MfaPolicy } from '@rlc/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  consents,
  corporates,
  loginAttempts,
  mfaChallenges,
  mfaRecoveryCodes,
  passwordResetTokens,
  rolePermissions,
  roles,
  sessions,
  userCommunities,
  userMfa,
  users,
  type User,
} from '../../db/schema/index.ts';

export type RevokeReason =
  | 'logout'
  | 'password'
  | 'reset'
  | 'idle'
  | 'disabled'
  | 'deleted'
  /** An administrator reset the user's multi-factor sign-in (ADR 0025). */
  | 'mfa-reset';

// ------------------------------------------------------------------------------------------------------ users

/** The user with this id, or null. */
export async function userById(db: DbOrTx, id: number): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The user with this (already lower-cased) e-mail, or null. */
export async function userByEmail(db: DbOrTx, email: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

/** Updates a user row; returns the row after the update (null when it is gone). */
export async function updateUser(
  db: DbOrTx,
  userId: number,
  set: Partial<typeof users.$inferInsert>,
): Promise<User | null> {
  const [row] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
  return row ?? null;
}

/** Role name, permission codes (A–Z) and community ids (ascending) of a user. */
export async function principalParts(
  db: Db,
  user: User,
): Promise<{ roleName: string; permissions: string[]; communityIds: number[] }> {
  const [role, perms, comms] = await Promise.all([
    db.select({ name: roles.name }).from(roles).where(eq(roles.id, user.roleId)).limit(1),
    db
      .select({ permission: rolePermissions.permission })
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, user.roleId)),
    db
      .select({ communityId: userCommunities.communityId })
      .from(userCommunities)
      .where(eq(userCommunities.userId, user.id)),
  ]);
  return {
    roleName: role[0]?.name ?? '',
    permissions: perms.map((p) => p.permission).sort(),
    communityIds: comms.map((c) => c.communityId).sort((a, b) => a - b),
  };
}

/** The corporate row, or null. */
export async function corporateRow(db: Db, corporateId: number) {
  const [row] = await db.select().from(corporates).where(eq(corporates.id, corporateId)).limit(1);
  return row ?? null;
}

/** Stores agreement to the Terms of Use and the Disclaimer and stamps the user (spec §2.4 Consent). */
export async function insertConsent(db: Db, userId: number, at: Date): Promise<void> {
  await db.insert(consents).values({ userId, kind: 'terms+disclaimer', agreedAt: at });
  await db.update(users).set({ consentedAt: at }).where(eq(users.id, userId));
}

// --------------------------------------------------------------------------------------------------- sessions

export async function insertSession(db: Db, id: string, userId: number, now: Date): Promise<void> {
  // Signing in proves who the user is: sensitive actions need no second confirmation right after (ADR 0018).
  await db.insert(sessions).values({ id, userId, createdAt: now, lastSeenAt: now, reauthAt: now });
}

/** A session with its user, the user's role name, permission codes and community ids, in one query; or null. */
export async function sessionWithUser(db: Db, sid: string) {
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
  return row ?? null;
}

export async function setSessionLastSeen(db: Db, sid: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sid));
}

/** Sets or clears a session's Consult Mode columns (ADR 0016). */
export async function setSessionConsultRow(
  db: Db,
  sid: string,
  consult: { since: Date; formId: number | null } | null,
): Promise<void> {
  await db
    .update(sessions)
    .set({ consultSince: consult?.since ?? null, consultFormId: consult?.formId ?? null })
    .where(eq(sessions.id, sid));
}

/** Marks one session revoked (a revoked one keeps its first reason). */
export async function revokeSessionRow(db: Db, sid: string, reason: RevokeReason, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sid), isNull(sessions.revokedAt)));
}

/** Marks every live session of a user revoked. */
export async function revokeSessionsOfUser(
  db: DbOrTx,
  userId: number,
  reason: RevokeReason,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

// --------------------------------------------------------------------------------------------------- throttle

/** `locked_until` of each of the keys that has a row (null when not locked). */
export async function lockedUntilOf(db: Db, keys: string[]): Promise<(Date | null)[]> {
  const rows = await db
    .select({ lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(inArray(loginAttempts.key, keys));
  return rows.map((r) => r.lockedUntil);
}

/**
 * Counts one failure of `key` in one statement: the first failure, or one more in the window that started after
 * `windowStartLimit`; a window older than that starts again at `now` (failures 1, lockouts forgotten).
 * Returns the count and the locks so far in this window.
 */
export async function countFailure(
  db: Db,
  key: string,
  now: Date,
  windowStartLimit: Date,
): Promise<{ failures: number; lockouts: number } | null> {
  const stale = sql`${loginAttempts.windowStart} < ${windowStartLimit.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginAttempts)
    .values({ key, failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`CASE WHEN ${stale} THEN 1 ELSE ${loginAttempts.failures} + 1 END`,
        lockouts: sql`CASE WHEN ${stale} THEN 0 ELSE ${loginAttempts.lockouts} END`,
        windowStart: sql`CASE WHEN ${stale} THEN ${now.toISOString()}::timestamptz ELSE ${loginAttempts.windowStart} END`,
      },
    })
    .returning({ failures: loginAttempts.failures, lockouts: loginAttempts.lockouts });
  return row ?? null;
}

/** Locks `key` until `until`, as its `lockouts`-th lock; its window starts again at `now`. */
export async function lockKey(db: Db, key: string, lockouts: number, now: Date, until: Date): Promise<void> {
  await db
    .update(loginAttempts)
    .set({ failures: 0, lockouts, windowStart: now, lockedUntil: until })
    .where(eq(loginAttempts.key, key));
}

export async function deleteAttempts(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}

// ------------------------------------------------------------------------------------------- password reset

export async function insertResetToken(
  db: DbOrTx,
  userId: number,
  tokenHash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, createdAt: now, expiresAt });
}

/**
 * Marks every unused reset or welcome link of a user used, so a password change or a completed reset leaves no
 * older link that could overwrite the new password (security probe finding).
 */
export async function retireResetTokensOfUser(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Marks the unused, unexpired token with this hash used (exactly once); its user's id, or null. */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

// ----------------------------------------------------------------------------------- multi-factor sign-in

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

/**
 * Removes the user's secret and recovery codes (MFA off, or an unconfirmed enrolment dropped). Answers whether MFA
 * was on (a confirmed secret was removed).
 */
export async function deleteMfa(db: DbOrTx, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    const gone = await tx
      .delete(userMfa)
      .where(eq(userMfa.userId, userId))
      .returning({ confirmedAt: userMfa.confirmedAt });
    return gone.some((r) => r.confirmedAt !== null);
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

export async function mfaPolicyOf(db: DbOrTx, corporateId: number): Promise<MfaPolicy> {
  const [row] = await db
    .select({ policy: corporates.mfaPolicy })
    .from(corporates)
    .where(eq(corporates.id, corporateId));
  return row?.policy ?? 'optional';
}

/**
 * The corporate's active users (hidden demo users aside, as the Users list), those with MFA on, and those without
 * it whose role holds updateCorporate (whom the 'admins' policy covers): one scan of the corporate's users.
 */
export async function mfaCountsOf(
  db: Db,
  corporateId: number,
): Promise<{ active: number; withMfa: number; adminsWithout: number }> {
  const on = sql`exists (select 1 from ${userMfa} where ${userMfa.userId} = ${users.id}
    and ${userMfa.confirmedAt} is not null)`;
  const admin = sql`exists (select 1 from ${rolePermissions} where ${rolePermissions.roleId} = ${users.roleId}
    and ${rolePermissions.permission} = 'updateCorporate')`;
  const [row] = await db
    .select({
      active: count(),
      withMfa: sql<number>`count(*) filter (where ${on})`.mapWith(Number),
      adminsWithout: sql<number>`count(*) filter (where not ${on} and ${admin})`.mapWith(Number),
    })
    .from(users)
    .where(and(eq(users.corporateId, corporateId), eq(users.state, 'active'), eq(users.silentUser, false)));
  return row ?? { active: 0, withMfa: 0, adminsWithout: 0 };
}

export async function setMfaPolicy(db: Db, corporateId: number, policy: MfaPolicy): Promise<void> {
  await db.update(corporates).set({ mfaPolicy: policy }).where(eq(corporates.id, corporateId));
}
