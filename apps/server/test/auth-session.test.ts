// Server-side sessions: logout, disabling, password change and the idle timeout end them at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@rlc/shared';
import { auditLog, consents, sessions, users } from '../src/db/schema/index.ts';
import { bearer, createTestApp, type J, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, jwt?: string) =>
  t.app.inject({ method: 'GET', url: `/api/app/v1/${url}`, headers: jwt ? bearer(jwt) : {} });
const post = (url: string, payload: Record<string, unknown> | undefined, jwt?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/app/v1/${url}`,
    headers: jwt ? bearer(jwt) : {},
    ...(payload ? { payload } : {}),
  });

let ipSeq = 0;
async function signIn(fixture: Parameters<typeof createUser>[1] = {}) {
  const { user, password } = await createUser(t.db, fixture);
  const jwt = await t.login(user.email, password, `10.9.0.${++ipSeq}`);
  return { user, password, jwt };
}

describe('GET logout', () => {
  it('ends this session only', async () => {
    const a = await signIn();
    const other = await t.login(a.user.email, a.password, '10.9.1.1');
    const res = await get('logout', a.jwt);
    expect(res.statusCode).toBe(200);
    expect(res.json<J>()).toEqual({ data: { loggedOut: true } });
    expect((await get('auth', a.jwt)).statusCode).toBe(401);
    expect((await get('isAuth', a.jwt)).json<J>()).toEqual({ data: { auth: false } });
    expect((await get('auth', other)).statusCode).toBe(200);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'logout'));
    expect(rows.some((r) => r.userId === a.user.id)).toBe(true);
  });

  it('answers 401 without a session', async () => {
    expect((await get('logout')).statusCode).toBe(401);
  });
});

describe('session death', () => {
  it('a disabled user is signed out at the next request', async () => {
    const a = await signIn();
    expect((await get('auth', a.jwt)).statusCode).toBe(200);
    await t.db.update(users).set({ state: 'disabled' }).where(eq(users.id, a.user.id));
    expect((await get('auth', a.jwt)).statusCode).toBe(401);
    // Re-enabling does not revive the old session.
    await t.db.update(users).set({ state: 'active' }).where(eq(users.id, a.user.id));
    expect((await get('auth', a.jwt)).statusCode).toBe(401);
  });

  it('idles out after maxIdleMin (30) of server time without requests; each request restarts the count', async () => {
    const a = await signIn();
    t.clock.advanceMinutes(20);
    expect((await get('auth', a.jwt)).statusCode).toBe(200); // last seen now
    t.clock.advanceMinutes(29.9);
    expect((await get('auth', a.jwt)).statusCode).toBe(200); // 29.9 min idle: alive
    t.clock.advanceMinutes(30.1);
    expect((await get('auth', a.jwt)).statusCode).toBe(401); // 30.1 min idle: dead
    const [s] = await t.db.select().from(sessions).where(eq(sessions.userId, a.user.id));
    expect(s!.revokedReason).toBe('idle');
    // ... and stays dead even if the clock went back.
    t.clock.advanceMinutes(-31);
    expect((await get('auth', a.jwt)).statusCode).toBe(401);
    t.clock.advanceMinutes(31);
  });

  it('writes last-seen at most every 30 s (1/20 of the idle limit), so the idle cut-off is never late', async () => {
    const a = await signIn();
    const lastSeen = async () =>
      (await t.db.select().from(sessions).where(eq(sessions.userId, a.user.id)))[0]!.lastSeenAt.getTime();
    const before = await lastSeen();
    t.clock.advanceMinutes(0.25); // 15 s: under the 30 s interval, no write
    expect((await get('auth', a.jwt)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(before);
    t.clock.advanceMinutes(0.25); // 30 s since the last write: written
    expect((await get('auth', a.jwt)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(before + 30_000);
    // Counted from the last write (30 s ago here): at most 30 s early, never later than 30 min.
    t.clock.advanceMinutes(29.75);
    expect((await get('auth', a.jwt)).statusCode).toBe(200);
    t.clock.advanceMinutes(30.01);
    expect((await get('auth', a.jwt)).statusCode).toBe(401);
  });
});

describe('POST changePassword', () => {
  it('changes the password, ends every session and returns a fresh token', async () => {
    const a = await signIn({ mustChange: true });
    const second = await t.login(a.user.email, a.password, '10.9.2.1');
    const res = await post(
      'changePassword',
      { currentPassword: a.password, newPassword: 'a brand new pass' },
      a.jwt,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: { message: string; jwt: string } }>().data;
    expect(body.message).toBe(MESSAGES.password.changed);
    expect((await get('auth', a.jwt)).statusCode).toBe(401);
    expect((await get('auth', second)).statusCode).toBe(401);
    const me = await get('auth', body.jwt);
    expect(me.statusCode).toBe(200);
    expect(me.json<J>()?.data?.user?.mustChange).toBe(false);
    await expect(t.login(a.user.email, a.password, '10.9.2.2')).rejects.toThrow(/401/);
    await expect(t.login(a.user.email, 'a brand new pass', '10.9.2.3')).resolves.toMatch(/\./);
  });

  it("answers 400 'Error changing password' with the reason on currentPassword for a wrong current password, and keeps the session", async () => {
    const a = await signIn();
    const res = await post(
      'changePassword',
      { currentPassword: 'not my password', newPassword: 'a brand new pass' },
      a.jwt,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<J>()).toEqual({
      error: {
        code: 'PASSWORD_CHANGE_FAILED',
        message: 'Error changing password',
        // Issue 14: the server's reason, for the screen to show beside Current Password.
        issues: [{ path: 'currentPassword', message: 'The current password is not right.' }],
      },
    });
    expect((await get('auth', a.jwt)).statusCode).toBe(200);
  });

  it('validates the new password (minimum 8 characters)', async () => {
    const a = await signIn();
    const res = await post('changePassword', { currentPassword: a.password, newPassword: 'short' }, a.jwt);
    expect(res.statusCode).toBe(400);
    expect(res.json<J>()?.error).toMatchObject({
      code: 'VALIDATION',
      message: MESSAGES.login.passwordTooShort,
    });
  });

  it('answers 401 without a session, before looking at the body', async () => {
    const res = await post('changePassword', { currentPassword: '', newPassword: '' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST consent', () => {
  it('records consent server-side and reports it in auth', async () => {
    const a = await signIn();
    expect((await get('auth', a.jwt)).json<J>()?.data?.user?.consentedAt).toBeNull();
    t.clock.advanceMinutes(1);
    const res = await post('consent', undefined, a.jwt);
    expect(res.statusCode).toBe(200);
    expect(res.json<J>()).toEqual({ data: { consentedAt: t.clock().toISOString() } });
    expect((await get('auth', a.jwt)).json<J>()?.data?.user?.consentedAt).toBe(t.clock().toISOString());
    const rows = await t.db.select().from(consents).where(eq(consents.userId, a.user.id));
    expect(rows).toHaveLength(1);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'consent'));
    expect(audits.some((r) => r.userId === a.user.id)).toBe(true);
  });

  it('answers 401 without a session', async () => {
    expect((await post('consent', {})).statusCode).toBe(401);
  });
});
