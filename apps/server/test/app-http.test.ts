// Health, readiness, OpenAPI, 404s, security headers, the SPA fallback, dev-only routes and log redaction.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createMailer } from '../src/modules/mail/mailer.ts';
import { bearer, createTestApp, testConfig, type J, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/fixtures.ts';

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = mkdtempSync(path.join(os.tmpdir(), 'rlc-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>RLC</title><div id="root"></div>');
  writeFileSync(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ env: { WEB_DIST: web, NODE_ENV: 'development' } });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

describe('health and readiness', () => {
  it('GET /api/health answers ok without touching the database', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json<J>()).toEqual({ data: { status: 'ok' } });
  });
  it('GET /api/ready answers ready when the database answers', async () => {
    const res = await t.app.inject('/api/ready');
    expect(res.json<J>()).toEqual({ data: { status: 'ready' } });
  });
});

describe('OpenAPI', () => {
  it('publishes the routes with their schemas at /api/app/v1/openapi.json', async () => {
    const res = await t.app.inject('/api/app/v1/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/app/v1/login',
      '/api/app/v1/auth',
      '/api/app/v1/isAuth',
      '/api/app/v1/logout',
      '/api/app/v1/changePassword',
      '/api/app/v1/resetPassword',
      '/api/app/v1/password/reset',
      '/api/app/v1/consent',
      '/api/health',
      '/api/ready',
    ]) {
      expect(doc.paths, p).toHaveProperty([p]);
    }
    const login = JSON.stringify(doc.paths['/api/app/v1/login']!.post!.requestBody);
    expect(login).toContain('"email"');
    expect(login).toContain('"password"');
  });
});

describe('not found and the SPA', () => {
  it('unknown /api paths answer 404 JSON', async () => {
    for (const url of ['/api/nope', '/api/app/v1/nope', '/api']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json<J>()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    }
  });
  it('serves files from WEB_DIST, hashed assets cached for a year', async () => {
    const res = await t.app.inject('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
  it('answers index.html for client-side routes (history mode)', async () => {
    const res = await t.app.inject('/corporate/home?x=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });
  it('sends a CSP suited to a Vite + MUI app', async () => {
    const csp = String((await t.app.inject('/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });
  it('without index.html the API still works and pages are 404', async () => {
    const t2 = await createTestApp({ testDb: t.testDb });
    try {
      expect((await t2.app.inject('/api/health')).statusCode).toBe(200);
      expect((await t2.app.inject('/corporate/home')).statusCode).toBe(404);
    } finally {
      await t2.close();
    }
  });
});

describe('development outbox', () => {
  const signIn = async (email: string, password: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/app/v1/login', payload: { email, password } })).json<{
      data: { jwt: string };
    }>().data.jwt;

  it('lists e-mails at /api/dev/outbox in development to a signed-in developer', async () => {
    const { user } = await createUser(t.db);
    const dev = await createUser(t.db, { developer: true });
    await t.app.inject({
      method: 'POST',
      url: '/api/app/v1/resetPassword',
      payload: { email: user.email, code: 'forgot' },
    });
    await t.app.background.idle();
    const jwt = await signIn(dev.user.email, dev.password);
    const res = await t.app.inject({ url: '/api/dev/outbox', headers: bearer(jwt) });
    expect(res.statusCode).toBe(200);
    const items = res.json<{ data: { to: string; subject: string; status: string }[] }>().data;
    expect(items[0]).toMatchObject({ to: user.email, subject: 'Reset your password', status: 'queued' });
  });
  // Issue 15: the outbox holds every user's reset and magic links, so no sign-in was a way to take any account.
  it('refuses a caller without a session (401) and a signed-in user who is not a developer (403)', async () => {
    expect((await t.app.inject('/api/dev/outbox')).statusCode).toBe(401);
    const other = await createUser(t.db, { permissions: ['accessCorporate', 'updateCorporate'] });
    const jwt = await signIn(other.user.email, other.password);
    const res = await t.app.inject({ url: '/api/dev/outbox', headers: bearer(jwt) });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('FORBIDDEN');
  });
  it('does not exist outside development', async () => {
    const t2 = await createTestApp({ testDb: t.testDb });
    try {
      expect((await t2.app.inject('/api/dev/outbox')).statusCode).toBe(404);
    } finally {
      await t2.close();
    }
  });
});

describe('logs', () => {
  it('never contain passwords, tokens, Authorization headers or e-mail addresses', async () => {
    let out = '';
    const stream = new Writable({
      write(chunk: Buffer, _enc, cb) {
        out += chunk.toString();
        cb();
      },
    });
    const mailer = createMailer({ db: t.db, from: 'x@example.test' });
    const app = await buildApp({
      db: t.db,
      config: testConfig({ LOG_LEVEL: 'trace' }),
      mailer,
      logStream: stream,
    });
    try {
      const { user, password } = await createUser(t.db, {
        email: 'private.person@example.test',
        password: 'SuperSecret-123',
      });
      const login = await app.inject({
        method: 'POST',
        url: '/api/app/v1/login',
        payload: { email: user.email, password },
      });
      const jwt = login.json<{ data: { jwt: string } }>().data.jwt;
      await app.inject({ method: 'GET', url: '/api/app/v1/auth', headers: bearer(jwt) });
      await app.inject({
        method: 'POST',
        url: '/api/app/v1/login',
        payload: { email: user.email, password: 'WrongSecret-999' },
      });
      await app.inject({
        method: 'POST',
        url: '/api/app/v1/login',
        payload: '{bad json',
        headers: { 'content-type': 'application/json' },
      });
    } finally {
      await app.close();
    }
    expect(out).toContain('"statusCode":200'); // the logs were captured at all
    for (const secret of ['SuperSecret-123', 'WrongSecret-999', 'private.person', 'Bearer', 'eyJ'])
      expect(out).not.toContain(secret);
  });
});
