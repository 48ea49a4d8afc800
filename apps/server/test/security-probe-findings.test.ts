// Issue 15 "Found when probed from outside": each finding as a request that once succeeded (or answered 500) and
// must now be refused with the app's own 4xx body, leaving the stored data as it was.
import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@rlc/shared';
import { buildApp } from '../src/app.ts';
import { insertResetToken } from '../src/modules/auth/repository.ts';
import { sha256Hex } from '../src/modules/auth/reset-token.ts';
import { serializeError } from '../src/plugins/logging.ts';
import { UNSTORABLE_TEXT_MESSAGE, findUnstorable, parseFormBody } from '../src/plugins/input-hygiene.ts';
import { createMailer } from '../src/modules/mail/mailer.ts';
import { TEST_JWT_SECRET, bearer, testConfig, type J } from './helpers/app.ts';
import { createUser } from './helpers/fixtures.ts';
import { API, DEMO_TEST_PASSWORD, useFormsApp, type FormsTestApp } from './forms-helpers.ts';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

const post = (url: string, payload: unknown, jwt?: string, headers: Record<string, string> = {}) =>
  f.t.app.inject({
    method: 'POST',
    url: `${API}/${url}`,
    payload: payload as object,
    headers: { ...(jwt ? bearer(jwt) : {}), ...headers },
  });

/** Stores a reset link for `userId` with a token we know, as the forgot-password mail would. */
async function resetLink(userId: number, token: string) {
  const now = f.t.clock();
  await insertResetToken(f.t.db, userId, sha256Hex(token), now, new Date(now.getTime() + 60 * 60_000));
}

describe('password links die with the password they were issued to replace', () => {
  it('a completed reset retires the older unused link of the same user', async () => {
    const { user } = await createUser(f.t.db);
    const older = 'o'.repeat(43);
    const newer = 'n'.repeat(43);
    await resetLink(user.id, older);
    await resetLink(user.id, newer);
    expect(
      (await post('password/reset', { token: newer, newPassword: 'the newer password' })).statusCode,
    ).toBe(200);
    const replay = await post('password/reset', { token: older, newPassword: 'an attacker password' });
    expect(replay.statusCode).toBe(400);
    // The password set through the newer link still signs in.
    await expect(f.t.login(user.email, 'the newer password', '10.77.0.1')).resolves.toBeTruthy();
  });

  it('changing the password retires every unused link', async () => {
    const { user, password } = await createUser(f.t.db);
    const pending = 'p'.repeat(43);
    await resetLink(user.id, pending);
    const jwt = await f.t.login(user.email, password, '10.77.0.2');
    const changed = await post(
      'changePassword',
      { currentPassword: password, newPassword: 'changed on purpose' },
      jwt,
    );
    expect(changed.statusCode).toBe(200);
    expect(
      (await post('password/reset', { token: pending, newPassword: 'overwrite attempt' })).statusCode,
    ).toBe(400);
  });
});

describe('changePassword is throttled like the sign-in', () => {
  it('locks after 5 wrong current passwords (429 with seconds), and the lock holds for the sign-in too', async () => {
    const { user, password } = await createUser(f.t.db);
    const jwt = await f.t.login(user.email, password, '10.77.1.1');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(
        'changePassword',
        { currentPassword: `wrong ${i}`, newPassword: 'never stored' },
        jwt,
      );
      statuses.push(res.statusCode);
    }
    // THROTTLE.accountMaxFailures = 5: the first four are the spec's 'Error changing password', the fifth locks.
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const locked = await post(
      'changePassword',
      { currentPassword: password, newPassword: 'even the right one' },
      jwt,
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json<J>()?.error?.seconds).toBeGreaterThan(0);
    const signIn = await post('login', { email: user.email, password }, undefined);
    expect(signIn.statusCode).toBe(429);
  });

  it('a wrong current password still answers the spec message before the lock', async () => {
    const { user, password } = await createUser(f.t.db);
    const jwt = await f.t.login(user.email, password, '10.77.1.2');
    const res = await post('changePassword', { currentPassword: 'not it', newPassword: 'never stored' }, jwt);
    expect(res.json<J>()?.error).toMatchObject({
      code: 'PASSWORD_CHANGE_FAILED',
      message: MESSAGES.password.changeFailed,
    });
  });
});

describe('text the database cannot store is a 400 naming the field', () => {
  it('finds NUL, lone surrogates (high or low) and bad keys; well-formed pairs and ordinary names pass', () => {
    expect(findUnstorable({ a: 'Đức Nguyễn', b: ['Zoë 秀英 O\u2019Brien-Müller', '😀'] })).toBeNull();
    expect(findUnstorable({ data: { firstName: 'Ann\u0000' } })).toBe('data.firstName');
    expect(findUnstorable({ items: ['ok', 'bad \uD83D'] })).toBe('items.1');
    expect(findUnstorable({ name: '\uDE00 alone' })).toBe('name');
    expect(findUnstorable({ ['k\u0000']: 1 })).toBe('');
  });

  it('refuses a NUL in the sign-in e-mail with VALIDATION on email (once a 500)', async () => {
    const res = await post('login', { email: 'a\u0000@example.test', password: 'whatever' });
    expect(res.statusCode).toBe(400);
    expect(res.json<J>()?.error).toMatchObject({
      code: 'VALIDATION',
      message: UNSTORABLE_TEXT_MESSAGE,
      issues: [{ path: 'email', message: UNSTORABLE_TEXT_MESSAGE }],
    });
  });

  it('refuses a lone surrogate in a customer name and leaves the form as it was', async () => {
    const created = await f.call('POST', '/forms/create', f.jwt.adviser, {
      communityId: f.communityId.sunny,
    });
    const id = Number(created.body.data.formId);
    const before = await f.call('GET', `/form/${id}`, f.jwt.adviser);
    const res = await post(
      `form/${id}/customer`,
      { data: { firstName: 'Zoë \uD83D' }, version: before.body.data.version },
      f.jwt.adviser,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<J>()?.error?.issues).toEqual([
      { path: 'data.firstName', message: UNSTORABLE_TEXT_MESSAGE },
    ]);
    const after = await f.call('GET', `/form/${id}`, f.jwt.adviser);
    expect(after.body.data).toEqual(before.body.data);
  });

  it('refuses a NUL in a path parameter', async () => {
    const res = await f.t.app.inject({
      method: 'GET',
      url: `${API}/form/1%00`,
      headers: bearer(f.jwt.adviser),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('numbers and texts beyond their bounds are 400s, never 500s or overflows', () => {
  const INT_OVER = 2_147_483_648; // one above PostgreSQL's integer

  it('refuses integers above PostgreSQL integer in bodies and paths', async () => {
    const created = await f.call('POST', '/forms/create', f.jwt.adviser, {
      communityId: f.communityId.sunny,
    });
    const id = Number(created.body.data.formId);
    const cases = [
      await post('forms/create', { communityId: INT_OVER }, f.jwt.adviser),
      await post(`form/${id}/customer`, { data: { firstName: 'Ann' }, version: INT_OVER }, f.jwt.adviser),
      await post(`form/${INT_OVER}/customer`, { data: {}, version: 0 }, f.jwt.adviser),
      await post(`form/${id}/createVillage/${INT_OVER}`, {}, f.jwt.adviser),
      await post(`form/${id}/village/${INT_OVER}/1/delete`, {}, f.jwt.adviser),
    ];
    expect(cases.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    for (const r of cases) expect(r.json<J>()?.error?.code).toBe('VALIDATION');
  });

  it('refuses 1e308 dollars, a 300,000-character first name and 2,000 home-expense lines, saving nothing', async () => {
    const created = await f.call('POST', '/forms/create', f.jwt.adviser, {
      communityId: f.communityId.sunny,
    });
    const id = Number(created.body.data.formId);
    const before = await f.call('GET', `/form/${id}`, f.jwt.adviser);
    const version = before.body.data.version;
    const lines = Array.from({ length: 2000 }, (_, i) => ({ uid: `l${i}`, text: 'x', value: 1 }));
    const sent = [
      { propertyValue: 1e308 },
      { propertyValue: 100_000_001 },
      { investmentAssets: -500 },
      { firstName: 'a'.repeat(300_000) },
      { homeExpenses: lines },
    ];
    for (const data of sent) {
      const res = await post(`form/${id}/customer`, { data, version }, f.jwt.adviser);
      expect(res.statusCode, JSON.stringify(data).slice(0, 60)).toBe(400);
      expect(res.json<J>()?.error?.issues?.[0]?.path).toMatch(/^data\./);
    }
    expect((await f.call('GET', `/form/${id}`, f.jwt.adviser)).body.data).toEqual(before.body.data);
    // The bound itself is accepted: $100,000,000 exactly.
    const atBound = await post(
      `form/${id}/customer`,
      { data: { propertyValue: 100_000_000 }, version },
      f.jwt.adviser,
    );
    expect(atBound.statusCode).toBe(200);
  });
});

describe('valuations sent with a summary request are a write like POST ratings', () => {
  const valuations = [{ uid: 'home', location: 5, amenities: 1, careSupport: 2, lifestyle: 3 }];

  it('need the version: without it 400 on version, with a stale one 409; nothing saved either way', async () => {
    const created = await f.call('POST', '/forms/create', f.jwt.adviser, {
      communityId: f.communityId.sunny,
    });
    const id = Number(created.body.data.formId);
    const before = await f.call('GET', `/form/${id}`, f.jwt.adviser);
    const missing = await post(`form/${id}/summary`, { valuations }, f.jwt.adviser);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: { issues: { path: string }[] } }>().error.issues.map((i) => i.path)).toEqual(
      ['version'],
    );
    const stale = await post(
      `form/${id}/summary`,
      { valuations, version: before.body.data.version - 1 },
      f.jwt.adviser,
    );
    expect(stale.statusCode).toBe(409);
    const after = await f.call('GET', `/form/${id}`, f.jwt.adviser);
    expect(after.body.data.ratings).toEqual(before.body.data.ratings);
    expect(after.body.data.version).toBe(before.body.data.version);
    // The current version saves them and moves the version on by one.
    const ok = await post(
      `form/${id}/summary`,
      { valuations, version: before.body.data.version },
      f.jwt.adviser,
    );
    expect(ok.statusCode).toBe(200);
    const saved = await f.call('GET', `/form/${id}`, f.jwt.adviser);
    expect(saved.body.data.ratings).toEqual(valuations);
    expect(saved.body.data.version).toBe(before.body.data.version + 1);
  });
});

describe("odd requests answer the app's error body, never the framework's", () => {
  it('each answers its 4xx as { error: { code, message } } without echoing the path', async () => {
    const json = { 'content-type': 'application/json' };
    const cases: { req: InjectOptions & { url: string }; status: number; keys?: string[] }[] = [
      { req: { method: 'GET', url: `${API}/nope` }, status: 404 },
      { req: { method: 'DELETE', url: `${API}/login` }, status: 404 },
      { req: { method: 'POST', url: `${API}/login`, payload: '{bad', headers: json }, status: 400 },
      // An empty JSON content reads as no body (so an optional body may be left out); a required one is then
      // refused by its schema, with the field issues of any validation error.
      {
        req: { method: 'POST', url: `${API}/login`, payload: '', headers: json },
        status: 400,
        keys: ['code', 'issues', 'message'],
      },
      {
        req: {
          method: 'POST',
          url: `${API}/login`,
          payload: '<a/>',
          headers: { 'content-type': 'application/xml' },
        },
        status: 415,
      },
      {
        req: {
          method: 'POST',
          url: `${API}/login`,
          payload: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
          headers: json,
        },
        status: 413,
      },
      // These two were Fastify's own bodies ({ error: 'Bad Request', code: 'FST_ERR_…', statusCode }) with the path.
      { req: { method: 'GET', url: `${API}/form/%E0%A4%A` }, status: 400 },
      { req: { method: 'GET', url: `${API}/form/${'9'.repeat(500)}` }, status: 400 },
    ];
    for (const { req, status, keys = ['code', 'message'] } of cases) {
      const res = await f.t.app.inject(req);
      const body = res.json<{ error: Record<string, unknown> }>();
      const label = `${String(req.method)} ${req.url.slice(0, 40)}`;
      expect(res.statusCode, label).toBe(status);
      expect(Object.keys(body), label).toEqual(['error']);
      expect(Object.keys(body.error).sort(), label).toEqual(keys);
      expect(String(body.error.message), label).not.toContain('/api/');
    }
  });
});

describe('form-encoded bodies', () => {
  it('parse repeated names into lists and refuse prototype keys', () => {
    expect(parseFormBody('a=1&b=2&a=3&c=%C4%90%E1%BB%A9c')).toEqual({ a: ['1', '3'], b: '2', c: 'Đức' });
    for (const key of ['__proto__', 'constructor', 'prototype'])
      expect(() => parseFormBody(`${key}[isAdmin]=1&${key}=x`)).toThrow(/not allowed/);
  });

  it('a __proto__ field is a 400 over HTTP (once it set the body object prototype)', async () => {
    const res = await f.t.app.inject({
      method: 'POST',
      url: `${API}/login`,
      payload: '__proto__=x&email=a%40b.test&password=p',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<J>()?.error?.code).toBe('VALIDATION');
  });
});

describe('session tokens', () => {
  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  /** A token signed with the real key for a live session id, with the claims given. */
  async function forged(claims: { exp?: number; iat?: number }) {
    const jwt = await f.t.login('adviser@demo.test', DEMO_TEST_PASSWORD, '10.77.3.1');
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as {
      sid: string;
      sub: string;
    };
    let token = new SignJWT({ sid: payload.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(payload.sub)
      .setIssuer('rlc')
      .setAudience('rlc-app');
    if (claims.iat !== undefined) token = token.setIssuedAt(claims.iat);
    if (claims.exp !== undefined) token = token.setExpirationTime(claims.exp);
    return { forgedJwt: await token.sign(key), realJwt: jwt };
  }
  const status = async (jwt: string) =>
    (await f.t.app.inject({ method: 'GET', url: `${API}/auth`, headers: bearer(jwt) })).statusCode;

  it('refuses a real-key token without exp, and one issued an hour in the future; the real one works', async () => {
    const now = Math.floor(f.t.clock().getTime() / 1000);
    const noExp = await forged({ iat: now });
    expect(await status(noExp.realJwt)).toBe(200);
    expect(await status(noExp.forgedJwt)).toBe(401);
    const future = await forged({ iat: now + 3600, exp: now + 7200 });
    expect(await status(future.forgedJwt)).toBe(401);
    // Control: the same forging with ordinary claims is accepted, so the two refusals are about exp and iat.
    const ordinary = await forged({ iat: now, exp: now + 3600 });
    expect(await status(ordinary.forgedJwt)).toBe(200);
  });
});

describe('headers', () => {
  it('X-Frame-Options DENY, no HSTS over http, Cache-Control no-store on API JSON', async () => {
    const res = await f.t.app.inject({ method: 'GET', url: `${API}/auth`, headers: bearer(f.jwt.adviser) });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('HSTS over https as told by a trusted proxy (TRUST_PROXY), never from an untrusted X-Forwarded-Proto', async () => {
    const viaProxy = await f.t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers['strict-transport-security']).toBeUndefined(); // default: no proxy trusted
    const app = await buildApp({
      config: { ...testConfig({ TRUST_PROXY: '1' }), jwtSecret: TEST_JWT_SECRET },
      db: f.t.db,
      mailer: createMailer({ db: f.t.db, from: 'x@example.test' }),
      logger: false,
    });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await app.close();
    }
  });
});

describe('error logs carry no personal information', () => {
  it('a failed query is logged without its parameters or PostgreSQL detail', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_uq"'),
      {
        code: '23505',
        detail: 'Key (email)=(rita.walsh@example.test) already exists.',
        constraint: 'users_email_uq',
      },
    );
    const err = new DrizzleQueryError(
      'insert into "users" ("email", "first_name") values ($1, $2)',
      ['rita.walsh@example.test', 'Rita'],
      cause,
    );
    const logged = JSON.stringify(serializeError(err));
    expect(logged).not.toContain('rita.walsh@example.test');
    expect(logged).not.toContain('Rita');
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('23505');
    expect(logged).toContain('users_email_uq');
  });

  it('the app logs a failing request through that serializer', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      config: { ...testConfig(), jwtSecret: TEST_JWT_SECRET },
      db: f.t.db,
      mailer: createMailer({ db: f.t.db, from: 'x@example.test' }),
      logStream: stream,
      extraApiPlugins: [
        (inner) => {
          inner.get('/boom', { config: { permission: 'public' } }, () => {
            throw new DrizzleQueryError(
              'select 1 where email = $1',
              ['secret.person@example.test'],
              new Error('x'),
            );
          });
          return Promise.resolve();
        },
      ],
    });
    try {
      const res = await app.inject({ method: 'GET', url: `${API}/boom` });
      expect(res.statusCode).toBe(500);
      const text = lines.join('');
      expect(text).toContain('request failed');
      expect(text).not.toContain('secret.person@example.test');
    } finally {
      await app.close();
    }
  });
});
