// POST /login, GET /auth, GET /isAuth: success shape, validation, wrong credentials, rate limiting, rehash.
import { parseOptions } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AuthResponse, LoginResponse, MAINTENANCE_CUTOFF, MESSAGES, PERMISSIONS } from '@rlc/shared';
import { auditLog, users } from '../src/db/schema/index.ts';
import { hashPassword, verifyPassword } from '../src/modules/auth/password.ts';
import { bearer, createTestApp, type J, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, opts: { ip?: string; form?: boolean } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/app/v1/${url}`,
    ...(opts.form
      ? {
          payload: new URLSearchParams(payload as Record<string, string>).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }
      : { payload: payload as Record<string, unknown> }),
    remoteAddress: opts.ip ?? '10.0.0.1',
  });

describe('POST login', () => {
  it('signs in with JSON and returns jwt, user, consts, corp, maxIdleMin', async () => {
    const { user, password } = await createUser(t.db, {
      email: 'Ann@Example.test',
      permissions: ['accessCorporate', 'createForm'],
      communityIds: [7, 3],
    });
    // E-mail matching ignores case and surrounding spaces of the stored address.
    const res = await post('login', { email: 'ann@example.TEST', password });
    expect(res.statusCode).toBe(200);
    const body = LoginResponse.parse(res.json<J>()?.data);
    expect(body.jwt.split('.')).toHaveLength(3);
    expect(body.maxIdleMin).toBe(30);
    expect(body.user).toMatchObject({
      id: user.id,
      email: 'ann@example.test',
      accessCorporate: true,
      community_ids: [3, 7],
      consentedAt: null,
    });
    expect(body.user.permissions).toEqual(['accessCorporate', 'createForm']);
    expect(body.user.last_login_at).toBe(t.clock().toISOString());
    expect(body.consts.permissions.createUser).toBe(PERMISSIONS.createUser);
    expect(body.consts.formStatus.WAIT).toBe('Awaiting Decision');
    expect(body.consts.maintenance).toEqual({
      until: MAINTENANCE_CUTOFF,
      text: 'Maintenance occurs Friday 19 August, 2pm to 3pm AEST.',
    });
    expect(body.corp).toMatchObject({
      id: user.corporateId,
      renameHomeSecurityDeposit: 'Bond',
      magicEnabled: true,
      valuationTool: false,
    });
  });

  it('accepts a form-encoded body (the spec posts forms)', async () => {
    const { user, password } = await createUser(t.db);
    const res = await post('login', { email: user.email, password }, { form: true });
    expect(res.statusCode).toBe(200);
    expect(res.json<J>()?.data?.user?.id).toBe(user.id);
  });

  it.each([
    [{ email: '', password: 'x' }, 'email', MESSAGES.login.emailRequired],
    [{ email: 'a@b.co ', password: 'x' }, 'email', MESSAGES.login.emailTrailingSpace],
    [{ email: 'not-an-email', password: 'x' }, 'email', MESSAGES.login.emailInvalid],
    [{ email: 'a@b.co', password: '' }, 'password', MESSAGES.login.passwordRequired],
    [{ email: 'a@b.co' }, 'password', MESSAGES.login.passwordRequired],
  ])('answers 400 VALIDATION with the spec text for %j', async (payload, path, message) => {
    const res = await post('login', payload);
    expect(res.statusCode).toBe(400);
    const err = res.json<J>().error;
    expect(err?.code).toBe('VALIDATION');
    expect(err?.message).toBe(message);
    expect(err?.issues).toContainEqual({ path, message });
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/v1/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<J>()?.error?.code).toBe('VALIDATION');
  });

  it('answers 401 INVALID_CREDENTIALS with the same body for a wrong password, an unknown e-mail and a disabled user', async () => {
    const { user } = await createUser(t.db);
    const disabled = await createUser(t.db, { state: 'disabled' });
    const wrong = await post('login', { email: user.email, password: 'Tr0ub4dor&3' }, { ip: '10.1.0.1' });
    const unknown = await post(
      'login',
      { email: 'nobody@example.test', password: 'Tr0ub4dor&3' },
      { ip: '10.1.0.2' },
    );
    const off = await post(
      'login',
      { email: disabled.user.email, password: disabled.password },
      { ip: '10.1.0.3' },
    );
    for (const res of [wrong, unknown, off]) {
      expect(res.statusCode).toBe(401);
      expect(res.json<J>()).toEqual({
        error: { code: 'INVALID_CREDENTIALS', message: 'Incorrect e-mail or password.' },
      });
    }
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'login.failure'));
    expect(rows.map((r) => r.details?.reason)).toEqual(
      expect.arrayContaining(['wrong-password', 'unknown-email', 'disabled']),
    );
    // No password in the audit trail.
    expect(JSON.stringify(rows)).not.toContain('Tr0ub4dor');
  });
});

describe('login rate limiting', () => {
  it('locks an account after 5 failures within 15 minutes and says how long to wait', async () => {
    const { user, password } = await createUser(t.db);
    const ip = (i: number) => `10.2.0.${i}`; // different addresses: only the account key counts
    for (let i = 1; i <= 4; i++)
      expect(
        (await post('login', { email: user.email, password: 'nope-nope' }, { ip: ip(i) })).statusCode,
      ).toBe(401);
    // The 5th failure triggers a 60 s lock (THROTTLE.baseLockMs).
    const fifth = await post('login', { email: user.email, password: 'nope-nope' }, { ip: ip(5) });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json<J>()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Please try again in 60 seconds', seconds: 60 },
    });
    expect(fifth.headers['retry-after']).toBe('60');
    // Even the right password is refused while locked; 20 s later the wait is 40 s.
    t.clock.advanceSeconds(20);
    const locked = await post('login', { email: user.email.toUpperCase(), password }, { ip: ip(6) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json<J>()?.error).toMatchObject({ message: MESSAGES.login.tryAgainIn(40), seconds: 40 });
    // After the lock the right password works.
    t.clock.advanceSeconds(41);
    expect((await post('login', { email: user.email, password }, { ip: ip(7) })).statusCode).toBe(200);
  });

  it('doubles the wait for a second lock within the window', async () => {
    const { user } = await createUser(t.db);
    for (let i = 0; i < 5; i++)
      await post('login', { email: user.email, password: 'nope-nope' }, { ip: `10.3.0.${i}` });
    t.clock.advanceSeconds(61);
    let last;
    for (let i = 0; i < 5; i++)
      last = await post('login', { email: user.email, password: 'nope-nope' }, { ip: `10.3.1.${i}` });
    expect(last?.statusCode).toBe(429);
    expect(last?.json<J>().error?.seconds).toBe(120);
  });

  it('treats an unknown e-mail exactly like a known one', async () => {
    const known = await createUser(t.db);
    const answers = async (email: string, net: string) => {
      const out: { status: number; body: unknown }[] = [];
      for (let i = 0; i < 6; i++) {
        const r = await post('login', { email, password: 'nope-nope' }, { ip: `${net}.${i}` });
        out.push({ status: r.statusCode, body: r.json<J>() });
      }
      return out;
    };
    const a = await answers(known.user.email, '10.4.0');
    const b = await answers('ghost@example.test', '10.4.1');
    expect(b).toEqual(a);
    expect(a.map((x) => x.status)).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('locks a client address after 20 failures across different accounts', async () => {
    const ip = '10.5.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await post('login', { email: `spray${i}@example.test`, password: 'nope-nope' }, { ip })).statusCode,
      );
    expect(statuses.slice(0, 19).every((s) => s === 401)).toBe(true);
    expect(statuses[19]).toBe(429);
    expect(statuses[20]).toBe(429);
    // Another address is not affected.
    const { user, password } = await createUser(t.db);
    expect((await post('login', { email: user.email, password }, { ip: '10.5.0.2' })).statusCode).toBe(200);
  });
});

describe('password hashing', () => {
  it('stores argon2id m=19456 t=2 p=1 and verifies', async () => {
    const h = await hashPassword('some password');
    expect(h.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(await verifyPassword(h, 'some password')).toBe(true);
    expect(await verifyPassword(h, 'some passwore')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('re-hashes a weaker stored hash at the next successful sign-in', async () => {
    const weak = await hashPassword('legacy password', {
      memoryCost: 4096,
      timeCost: 1,
      parallelism: 1,
      algorithm: 2 as never,
    });
    const { user } = await createUser(t.db, { passwordHash: weak, password: 'legacy password' });
    const res = await post('login', { email: user.email, password: 'legacy password' }, { ip: '10.6.0.1' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).not.toBe(weak);
    expect(parseOptions(row!.passwordHash)).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(await verifyPassword(row!.passwordHash, 'legacy password')).toBe(true);
  });
});

describe('GET auth and isAuth', () => {
  it('returns the user, consts and corp for a live session', async () => {
    const { user, password } = await createUser(t.db);
    const jwt = await t.login(user.email, password, '10.7.0.1');
    const res = await t.app.inject({ method: 'GET', url: '/api/app/v1/auth', headers: bearer(jwt) });
    expect(res.statusCode).toBe(200);
    const body = AuthResponse.parse(res.json<J>()?.data);
    expect(body.user.id).toBe(user.id);
    const is = await t.app.inject({ method: 'GET', url: '/api/app/v1/isAuth', headers: bearer(jwt) });
    expect(is.json<J>()).toEqual({ data: { auth: true } });
  });

  it.each([
    ['no header', {}],
    ['a garbage token', { authorization: 'Bearer abc.def.ghi' }],
    ['a non-bearer scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
  ])('answers 401 for %s, and isAuth says false', async (_name, headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/app/v1/auth', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json<J>()?.error?.code).toBe('UNAUTHENTICATED');
    const is = await t.app.inject({ method: 'GET', url: '/api/app/v1/isAuth', headers });
    expect(is.statusCode).toBe(200);
    expect(is.json<J>()).toEqual({ data: { auth: false } });
  });

  it('rejects a token signed with another secret even if its session exists', async () => {
    const { SignJWT } = await import('jose');
    const { user, password } = await createUser(t.db);
    const jwt = await t.login(user.email, password, '10.7.0.2');
    const { sid } = z
      .object({ sid: z.string() })
      .parse(JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()));
    const forged = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('rlc')
      .setAudience('rlc-app')
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another!!'));
    const res = await t.app.inject({ method: 'GET', url: '/api/app/v1/auth', headers: bearer(forged) });
    expect(res.statusCode).toBe(401);
  });
});
