/**
 * Sign-in, password change, forgot-password and reset, consent (spec §2.4, §4 Session, §5 Login, §7).
 * Route handlers stay thin and call these; each takes its dependencies (`AuthDeps`) and the caller explicitly.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  FORM_STATUS,
  MAGIC_STATUS,
  MAINTENANCE_CUTOFF,
  MAINTENANCE_TEXT,
  MESSAGES,
  PERMISSIONS,
  type ApiConsts,
  type AuthResponse,
  type CorporateVars,
  type LoginResponse,
} from '@rlc/shared';
import { consents, corporates, passwordResetTokens, users } from '../../db/schema/index.ts';
import { ApiError } from '../../plugins/errors.ts';
import type { AuthContext, Deps } from '../../plugins/context.ts';

/** What the auth use cases are given (never the Fastify instance). */
export type AuthDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'mailer' | 'background'>;
import { audit } from '../audit/index.ts';
import { passwordResetEmail } from '../mail/index.ts';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password.ts';
import { loadPrincipal, toSessionUser, type Principal } from './principal.ts';
import { createSession, revokeSession, revokeUserSessions } from './sessions.ts';
import { THROTTLE, accountKey, addressKey, clearKey, lockedSeconds, recordFailure } from './throttle.ts';
import { signSessionToken } from './tokens.ts';

export const INVALID_CREDENTIALS_MESSAGE = 'Incorrect e-mail or password.';
export const RESET_TOKEN_TTL_MIN = 60;
/** Forgot-password requests allowed per client address, and reset e-mails per account, within THROTTLE.windowMs. */
export const RESET_LIMITS = { perAddress: 10, perAccount: 3 } as const;
const resetAddressKey = (ip: string) => `reset-ip:${ip}`;
const resetAccountKey = (email: string) => `reset-email:${email}`;
export const INVALID_RESET_MESSAGE =
  'This password reset link is invalid or has expired. Please request a new one.';

/** Spec §3.2 API constants with the default labels of spec §4 and §6. */
export function apiConsts(): ApiConsts {
  return {
    formStatus: { ...FORM_STATUS },
    magicStatus: { ...MAGIC_STATUS },
    permissions: { ...PERMISSIONS },
    maintenance: { until: MAINTENANCE_CUTOFF, text: MAINTENANCE_TEXT },
  };
}

async function corporateVars(deps: AuthDeps, corporateId: number): Promise<CorporateVars> {
  const [c] = await deps.db.select().from(corporates).where(eq(corporates.id, corporateId)).limit(1);
  if (!c) throw new Error(`corporate ${corporateId} of a signed-in user is missing`);
  return {
    id: c.id,
    name: c.name,
    renameHomeSecurityDeposit: c.renameHomeSecurityDeposit,
    renameChargeFeesRent: c.renameChargeFeesRent,
    magicEnabled: c.magicEnabled,
    valuationTool: c.valuationTool,
  };
}

export async function authResponse(deps: AuthDeps, p: Principal): Promise<AuthResponse> {
  return { user: toSessionUser(p), consts: apiConsts(), corp: await corporateVars(deps, p.user.corporateId) };
}

const rateLimited = (seconds: number) =>
  new ApiError('RATE_LIMITED', MESSAGES.login.tryAgainIn(seconds), { seconds });

export async function login(
  deps: AuthDeps,
  email: string,
  password: string,
  ip: string,
): Promise<LoginResponse> {
  const { db } = deps;
  const now = deps.clock();
  const normalized = email.trim().toLowerCase();
  const keys = [accountKey(normalized), addressKey(ip)];

  const wait = await lockedSeconds(db, keys, now);
  if (wait > 0) {
    await audit(db, { action: 'login.locked', at: now, ip });
    throw rateLimited(wait);
  }

  const [user] = await db.select().from(users).where(eq(users.email, normalized)).limit(1);
  // Always run one argon2 verification, against a dummy hash for unknown e-mails (no timing oracle).
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);

  if (!user || !ok || user.state !== 'active') {
    const locks = await Promise.all([
      recordFailure(db, keys[0]!, THROTTLE.accountMaxFailures, now),
      recordFailure(db, keys[1]!, THROTTLE.addressMaxFailures, now),
    ]);
    await audit(db, {
      action: 'login.failure',
      at: now,
      userId: user?.id ?? null,
      corporateId: user?.corporateId ?? null,
      ip,
      details: { reason: !user ? 'unknown-email' : !ok ? 'wrong-password' : 'disabled' },
    });
    const lock = Math.max(...locks);
    if (lock > 0) throw rateLimited(lock);
    throw new ApiError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  }

  await clearKey(db, keys[0]!);
  const updates: Partial<typeof users.$inferInsert> = { lastLoginAt: now };
  if (needsRehash(user.passwordHash)) updates.passwordHash = await hashPassword(password);
  const [fresh] = await db.update(users).set(updates).where(eq(users.id, user.id)).returning();
  const sid = await createSession(db, user.id, now);
  await audit(db, {
    action: 'login.success',
    at: now,
    userId: user.id,
    corporateId: user.corporateId,
    ip,
    details: { rehashed: !!updates.passwordHash },
  });
  const principal = await loadPrincipal(db, fresh ?? user);
  return {
    jwt: await signSessionToken(deps.config.jwtSecret, sid, user.id, now),
    ...(await authResponse(deps, principal)),
    maxIdleMin: deps.config.maxIdleMin,
  };
}

export async function logout(deps: AuthDeps, auth: AuthContext, ip: string): Promise<void> {
  const now = deps.clock();
  await revokeSession(deps.db, auth.sessionId, 'logout', now);
  await audit(deps.db, {
    action: 'logout',
    at: now,
    userId: auth.user.id,
    corporateId: auth.user.corporateId,
    ip,
  });
}

/** Changes the password, ends every session of the user and returns a token for a fresh one (this tab). */
export async function changePassword(
  deps: AuthDeps,
  auth: AuthContext,
  currentPassword: string,
  newPassword: string,
  ip: string,
): Promise<{ message: string; jwt: string }> {
  const { db } = deps;
  const now = deps.clock();
  if (!(await verifyPassword(auth.user.passwordHash, currentPassword))) {
    await audit(db, {
      action: 'password.change',
      at: now,
      userId: auth.user.id,
      corporateId: auth.user.corporateId,
      ip,
      details: { ok: false },
    });
    throw new ApiError('PASSWORD_CHANGE_FAILED', MESSAGES.password.changeFailed);
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), passwordChangedAt: now, mustChange: false })
    .where(eq(users.id, auth.user.id));
  await revokeUserSessions(db, auth.user.id, 'password', now);
  const sid = await createSession(db, auth.user.id, now);
  await audit(db, {
    action: 'password.change',
    at: now,
    userId: auth.user.id,
    corporateId: auth.user.corporateId,
    ip,
    details: { ok: true },
  });
  return {
    message: MESSAGES.password.changed,
    jwt: await signSessionToken(deps.config.jwtSecret, sid, auth.user.id, now),
  };
}

export const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Forgot password: for an active account, stores the SHA-256 of a random 32-byte token (1 hour, single use) and
 * e-mails the link in the background. The caller always gets the same answer, whether or not the account exists.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string, ip: string): Promise<void> {
  const { db } = deps;
  const now = deps.clock();
  const normalized = email.trim().toLowerCase();
  // Flood control, independent of whether the account exists: an address gets RESET_LIMITS.perAddress requests
  // per window (then 429 with the wait); an account gets RESET_LIMITS.perAccount e-mails, then silently none
  // while its key is locked (the throttle's growing lock).
  const addressWait = await lockedSeconds(db, [resetAddressKey(ip)], now);
  if (addressWait > 0) throw rateLimited(addressWait);
  await recordFailure(db, resetAddressKey(ip), RESET_LIMITS.perAddress, now);
  const accountMuted = (await lockedSeconds(db, [resetAccountKey(normalized)], now)) > 0;
  if (!accountMuted) await recordFailure(db, resetAccountKey(normalized), RESET_LIMITS.perAccount, now);

  const [user] = await db.select().from(users).where(eq(users.email, normalized)).limit(1);
  await audit(db, {
    action: 'password.reset.request',
    at: now,
    userId: user?.id ?? null,
    corporateId: user?.corporateId ?? null,
    ip,
    details: { known: !!user && user.state === 'active', muted: accountMuted },
  });
  if (!user || user.state !== 'active' || accountMuted) return;
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: sha256Hex(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MIN * 60_000),
  });
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const message = passwordResetEmail(user.email, user.firstName, link, RESET_TOKEN_TTL_MIN);
  deps.background.run('password-reset-email', () => deps.mailer.send(message));
}

/** Completes a reset: marks the token used (exactly once), sets the password, ends all sessions. */
export async function completePasswordReset(
  deps: AuthDeps,
  token: string,
  newPassword: string,
  ip: string,
): Promise<void> {
  const { db } = deps;
  const now = deps.clock();
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256Hex(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!row) throw new ApiError('VALIDATION', INVALID_RESET_MESSAGE);
  const [user] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), passwordChangedAt: now, mustChange: false })
    .where(eq(users.id, row.userId))
    .returning();
  await revokeUserSessions(db, row.userId, 'reset', now);
  if (user) await clearKey(db, accountKey(user.email));
  await audit(db, {
    action: 'password.reset',
    at: now,
    userId: row.userId,
    corporateId: user?.corporateId ?? null,
    ip,
  });
}

/** Records agreement to the Terms of Use and the Disclaimer (spec §2.4 Consent). */
export async function recordConsent(
  deps: AuthDeps,
  auth: AuthContext,
  ip: string,
): Promise<{ consentedAt: string }> {
  const now = deps.clock();
  await deps.db.insert(consents).values({ userId: auth.user.id, kind: 'terms+disclaimer', agreedAt: now });
  await deps.db.update(users).set({ consentedAt: now }).where(eq(users.id, auth.user.id));
  await audit(deps.db, {
    action: 'consent',
    at: now,
    userId: auth.user.id,
    corporateId: auth.user.corporateId,
    ip,
  });
  return { consentedAt: now.toISOString() };
}
