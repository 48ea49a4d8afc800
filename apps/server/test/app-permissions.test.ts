// Route permission declarations: refusal to start without one, and the guard's 401/403.
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createMailer } from '../src/modules/mail/mailer.ts';
import { requirePermission } from '../src/plugins/permissions.ts';
import { bearer, createTestApp, testConfig, type J, type TestApp } from './helpers/app.ts';
import { createTestDb, type TestDb } from './helpers/db.ts';
import { createUser } from './helpers/fixtures.ts';

describe('route declarations', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());

  const build = (plugin: FastifyPluginAsync) =>
    buildApp({
      db: db.handle.db,
      config: testConfig(),
      mailer: createMailer({ db: db.handle.db, from: 'x@y.z' }),
      logger: false,
      extraApiPlugins: [plugin],
    });

  it('refuses to start when an /api route declares no permission', async () => {
    const undeclared: FastifyPluginAsync = (app) => {
      app.get('/undeclared', () => ({ data: 1 }));
      return Promise.resolve();
    };
    await expect(build(undeclared)).rejects.toThrow(
      /must declare config.permission[\s\S]*GET \/api\/app\/v1\/undeclared/,
    );
  });

  it('refuses an unknown permission code', async () => {
    const typo: FastifyPluginAsync = (app) => {
      app.get('/typo', { config: { permission: 'createUsr' as never } }, () => ({ data: 1 }));
      return Promise.resolve();
    };
    await expect(build(typo)).rejects.toThrow(/createUsr/);
  });
});

describe('guard', () => {
  let t: TestApp;
  const testOnly: FastifyPluginAsync = (app) => {
    app.get('/test-only/admin', { config: requirePermission('createUser') }, () => ({ data: { ok: true } }));
    app.get(
      '/test-only/any',
      { config: requirePermission({ any: ['updateCommunity', 'assignContract'] }) },
      () => ({ data: { ok: true } }),
    );
    return Promise.resolve();
  };
  beforeAll(async () => {
    t = await createTestApp({ extraApiPlugins: [testOnly] });
  });
  afterAll(() => t.close());

  it('401 without a session, 403 without the permission, 200 with it', async () => {
    const admin = await createUser(t.db, { permissions: ['createUser'] });
    const adviser = await createUser(t.db, { permissions: ['accessSelf', 'createForm'] });
    const adminJwt = await t.login(admin.user.email, admin.password);
    const adviserJwt = await t.login(adviser.user.email, adviser.password);
    const get = (url: string, jwt?: string) =>
      t.app.inject({ method: 'GET', url: `/api/app/v1/test-only/${url}`, headers: jwt ? bearer(jwt) : {} });

    expect((await get('admin')).statusCode).toBe(401);
    const denied = await get('admin', adviserJwt);
    expect(denied.statusCode).toBe(403);
    expect(denied.json<J>()).toEqual({
      error: { code: 'FORBIDDEN', message: 'You do not have permission to access this page.' },
    });
    expect((await get('admin', adminJwt)).json<J>()).toEqual({ data: { ok: true } });
    expect((await get('any', adminJwt)).statusCode).toBe(403);
  });

  it('{ any: [...] } passes with one of the listed permissions', async () => {
    const m = await createUser(t.db, { permissions: ['assignContract'] });
    const jwt = await t.login(m.user.email, m.password);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/app/v1/test-only/any', headers: bearer(jwt) }))
        .statusCode,
    ).toBe(200);
  });
});
