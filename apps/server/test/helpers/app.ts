/**
 * Builds the real app on a fresh test database: `const t = await createTestApp(); … await t.close();`.
 * Also: `login(email, password)` → jwt, and `bearer(jwt)` headers.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { createMailer, type Mailer } from '../../src/modules/mail/mailer.ts';
import { testClock, type TestClock } from './clock.ts';
import { createTestDb, type TestDb } from './db.ts';

export interface TestApp {
  app: FastifyInstance;
  db: TestDb['handle']['db'];
  testDb: TestDb;
  clock: TestClock;
  config: Config;
  mailer: Mailer;
  login(email: string, password: string, ip?: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  smtpUrl?: string;
  extraApiPlugins?: FastifyPluginAsync[];
  testDb?: TestDb;
}

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    WEB_DIST: '/nonexistent-web-dist',
    PUBLIC_URL: 'http://app.example.test',
    ...env,
  });
}

export const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const testDb = opts.testDb ?? (await createTestDb());
  const config = testConfig({ ...(opts.env ?? {}), ...(opts.smtpUrl ? { SMTP_URL: opts.smtpUrl } : {}) });
  const clock = testClock();
  const mailer = createMailer({
    db: testDb.handle.db,
    smtpUrl: config.smtpUrl,
    from: 'Test <test@example.test>',
    retryDelaySeconds: config.mailRetryDelaySeconds,
  });
  const app = await buildApp({
    db: testDb.handle.db,
    config,
    mailer,
    clock,
    logger: false,
    extraApiPlugins: opts.extraApiPlugins ?? [],
  });
  return {
    app,
    db: testDb.handle.db,
    testDb,
    clock,
    config,
    mailer,
    async login(email, password, ip) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/app/v1/login',
        payload: { email, password },
        ...(ip ? { remoteAddress: ip } : {}),
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.json<{ data: { jwt: string } }>().data.jwt;
    },
    async close() {
      await app.close();
      mailer.close();
      if (!opts.testDb) await testDb.close();
    },
  };
}

/** A parsed JSON body for assertions: any member path is reachable, with no `any` (`res.json<J>().data.user.id`). */
export type J = { readonly [key: string]: J } & { readonly [index: number]: J };
