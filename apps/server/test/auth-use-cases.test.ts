/**
 * The auth use cases called directly, without HTTP (apps/server/src/modules/README.md): each gets a deps object
 * (a migrated database, a clock the test moves, the config, a mailer that only records, a background runner that
 * keeps the tasks) and, where it needs one, the caller's session, as the routes give them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@rlc/shared';
import { passwordResetTokens, users, type User } from '../src/db/schema/index.ts';
import { changePassword } from '../src/modules/auth/change-password.ts';
import { completePasswordReset } from '../src/modules/auth/complete-password-reset.ts';
import type { AuthDeps } from '../src/modules/auth/deps.ts';
import { INVALID_CREDENTIALS_MESSAGE, INVALID_RESET_MESSAGE } from '../src/modules/auth/errors.ts';
import { touchSession, verifyPassword, verifySessionToken } from '../src/modules/auth/index.ts';
import { login as loginStep } from '../src/modules/auth/login.ts';
import { logout } from '../src/modules/auth/logout.ts';
import { recordConsent } from '../src/modules/auth/record-consent.ts';
import { requestPasswordReset } from '../src/modules/auth/request-password-reset.ts';
import { sha256Hex } from '../src/modules/auth/reset-token.ts';
import type { MailMessage } from '../src/modules/mail/mailer.ts';
import type { StaffAuth } from '../src/plugins/context.ts';
import { ApiError } from '../src/plugins/errors.ts';
import { TEST_JWT_SECRET } from './helpers/app.ts';
import { testClock } from './helpers/clock.ts';
import { createTestDb, type TestDb } from './helpers/db.ts';
import { useCaseDeps } from './helpers/use-case-deps.ts';
import { createUser } from './helpers/fixtures.ts';

/** Sign-in of a user without MFA: the session answer (these users have none, so a second step is a failure). */
async function login(...args: Parameters<typeof loginStep>) {
  const answer = await loginStep(...args);
  if (!('jwt' in answer)) throw new Error('unexpected MFA step');
  return answer;
}

let t: TestDb;
let deps: AuthDeps;
const clock = testClock(new Date('2026-11-20T10:00:00Z'));
let sent: MailMessage[] = [];
const IP = '10.9.0.1';

beforeAll(async () => {
  t = await createTestDb();
  ({ deps, sent } = useCaseDeps(t.handle.db, clock));
});
afterAll(() => t.close());

const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

/** The live session behind a token as the guard sees it (null when dead), as the caller of a use case. */
async function sessionOf(jwt: string): Promise<StaffAuth | null> {
  const sid = await verifySessionToken(TEST_JWT_SECRET, jwt, clock());
  const principal = sid ? await touchSession(deps.db, sid, clock(), deps.config.maxIdleMin) : null;
  return principal && sid ? { ...principal, sessionId: sid } : null;
}

async function userRow(id: number): Promise<User> {
  const [row] = await deps.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('auth use cases without HTTP', () => {
  it('login: answers a token of a live session, the user and the idle limit; stamps last login', async () => {
    const { user, password } = await createUser(deps.db, { email: 'login.uc@example.test' });
    const answer = await login(deps, '  Login.UC@Example.test ', password, IP);
    expect(answer.user).toMatchObject({ id: user.id, email: 'login.uc@example.test' });
    expect(answer.maxIdleMin).toBe(deps.config.maxIdleMin);
    expect((await sessionOf(answer.jwt))?.user.id).toBe(user.id);
    expect((await userRow(user.id)).lastLoginAt?.toISOString()).toBe(clock().toISOString());
  });

  it('login: four wrong passwords are 401; the fifth locks the account for 60 s (429), halving after 30 s', async () => {
    // THROTTLE: 5 failures of one account within 15 min lock it for baseLockMs = 60 000 ms × 2^0 = 60 s.
    const { password } = await createUser(deps.db, { email: 'lock.uc@example.test' });
    for (let i = 1; i <= 4; i++) {
      const err = await failure(login(deps, 'lock.uc@example.test', 'wrong password', IP));
      expect(err).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ code: 'INVALID_CREDENTIALS', message: INVALID_CREDENTIALS_MESSAGE });
    }
    expect(await failure(login(deps, 'lock.uc@example.test', 'wrong password', IP))).toMatchObject({
      code: 'RATE_LIMITED',
      statusCode: 429,
      extra: { seconds: 60 },
      message: MESSAGES.login.tryAgainIn(60),
    });
    clock.advanceSeconds(30);
    // Locked: even the right password waits the remaining 60 − 30 = 30 s.
    expect(await failure(login(deps, 'lock.uc@example.test', password, IP))).toMatchObject({
      code: 'RATE_LIMITED',
      extra: { seconds: 30 },
    });
    clock.advanceSeconds(31);
    await expect(login(deps, 'lock.uc@example.test', password, IP)).resolves.toHaveProperty('jwt');
  });

  it('logout: ends this session only', async () => {
    const { password } = await createUser(deps.db, { email: 'logout.uc@example.test' });
    const first = (await login(deps, 'logout.uc@example.test', password, IP)).jwt;
    const second = (await login(deps, 'logout.uc@example.test', password, IP)).jwt;
    await logout(deps, (await sessionOf(first))!, IP);
    expect(await sessionOf(first)).toBeNull();
    expect(await sessionOf(second)).not.toBeNull();
  });

  it('change-password: a wrong current password is 400 and changes nothing; the right one ends every session', async () => {
    const { user, password } = await createUser(deps.db, {
      email: 'change.uc@example.test',
      mustChange: true,
    });
    const jwt = (await login(deps, 'change.uc@example.test', password, IP)).jwt;
    const caller = (await sessionOf(jwt))!;
    expect(await failure(changePassword(deps, caller, 'not it', 'new password 1', IP))).toMatchObject({
      code: 'PASSWORD_CHANGE_FAILED',
      statusCode: 400,
      message: MESSAGES.password.changeFailed,
    });
    expect(await verifyPassword((await userRow(user.id)).passwordHash, password)).toBe(true);

    const done = await changePassword(deps, caller, password, 'new password 1', IP);
    expect(done.message).toBe(MESSAGES.password.changed);
    expect(await sessionOf(jwt)).toBeNull();
    expect((await sessionOf(done.jwt))?.user.id).toBe(user.id);
    const row = await userRow(user.id);
    expect(row.mustChange).toBe(false);
    expect(await verifyPassword(row.passwordHash, 'new password 1')).toBe(true);
  });

  it('request-password-reset: an unknown e-mail gets no token and no mail; a known one a 60-minute link', async () => {
    const before = sent.length;
    await requestPasswordReset(deps, 'nobody.uc@example.test', IP);
    await deps.background.idle();
    expect(sent).toHaveLength(before);

    const { user } = await createUser(deps.db, { email: 'reset.uc@example.test' });
    await requestPasswordReset(deps, 'Reset.UC@example.test', IP);
    await deps.background.idle();
    expect(sent).toHaveLength(before + 1);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(sent.at(-1)!.text)?.[1] ?? '';
    const [row] = await deps.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(row?.tokenHash).toBe(sha256Hex(token));
    expect(row!.expiresAt.getTime() - clock().getTime()).toBe(60 * 60_000);
  });

  it('complete-password-reset: sets the password once; the used token is then 400 with the reset message', async () => {
    const { user, password } = await createUser(deps.db, { email: 'complete.uc@example.test' });
    const jwt = (await login(deps, 'complete.uc@example.test', password, IP)).jwt;
    await requestPasswordReset(deps, 'complete.uc@example.test', IP);
    await deps.background.idle();
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(sent.at(-1)!.text)?.[1] ?? '';

    await completePasswordReset(deps, token, 'reset password 1', IP);
    expect(await verifyPassword((await userRow(user.id)).passwordHash, 'reset password 1')).toBe(true);
    expect(await sessionOf(jwt)).toBeNull();
    expect(await failure(completePasswordReset(deps, token, 'reset password 2', IP))).toMatchObject({
      code: 'VALIDATION',
      statusCode: 400,
      message: INVALID_RESET_MESSAGE,
    });
  });

  it('complete-password-reset: a link older than 60 minutes is refused', async () => {
    const { user, password } = await createUser(deps.db, { email: 'expired.uc@example.test' });
    await requestPasswordReset(deps, 'expired.uc@example.test', IP);
    await deps.background.idle();
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(sent.at(-1)!.text)?.[1] ?? '';
    clock.advanceMinutes(61);
    expect(await failure(completePasswordReset(deps, token, 'too late 123', IP))).toMatchObject({
      code: 'VALIDATION',
      message: INVALID_RESET_MESSAGE,
    });
    expect(await verifyPassword((await userRow(user.id)).passwordHash, password)).toBe(true);
  });

  it('record-consent: stamps the user at the clock and answers the time', async () => {
    const { user, password } = await createUser(deps.db, { email: 'consent.uc@example.test' });
    const caller = (await sessionOf((await login(deps, 'consent.uc@example.test', password, IP)).jwt))!;
    const answer = await recordConsent(deps, caller, IP);
    expect(answer).toEqual({ consentedAt: clock().toISOString() });
    expect((await userRow(user.id)).consentedAt?.toISOString()).toBe(clock().toISOString());
  });
});
