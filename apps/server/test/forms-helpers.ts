/**
 * Helpers for the report-form tests: a seeded app (demo corporate) with sign-ins for the demo users, and a small
 * client `call(method, url, token, body)` returning status and parsed body.
 */
import { communities } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/modules/seed/index.ts';
import { bearer, createTestApp, type J, type TestApp } from './helpers/app.ts';

export const API = '/api/app/v1';
export const DEMO_TEST_PASSWORD = 'demo-test-pass-1';

export interface FormsTestApp {
  t: TestApp;
  jwt: Record<'admin' | 'adviser' | 'self', string>;
  communityId: Record<'sunny' | 'harbour' | 'banksia' | 'wattle', number>;
  call(method: 'GET' | 'POST', url: string, token?: string, body?: unknown): Promise<{ status: number; body: J }>;
}

export async function createFormsApp(): Promise<FormsTestApp> {
  const t = await createTestApp();
  await seedDemo(t.db, { password: DEMO_TEST_PASSWORD });
  const [admin, adviser, self] = await Promise.all([
    t.login('admin@demo.test', DEMO_TEST_PASSWORD),
    t.login('adviser@demo.test', DEMO_TEST_PASSWORD),
    t.login('self@demo.test', DEMO_TEST_PASSWORD),
  ]);
  const rows = await t.db.select({ id: communities.id, name: communities.name }).from(communities);
  const byPrefix = (p: string) => {
    const row = rows.find((r) => r.name.startsWith(p));
    if (!row) throw new Error(`no demo community ${p}`);
    return row.id;
  };
  return {
    t,
    jwt: { admin, adviser, self },
    communityId: { sunny: byPrefix('Sunny'), harbour: byPrefix('Harbour'), banksia: byPrefix('Banksia'), wattle: byPrefix('Wattle') },
    async call(method, url, token, body) {
      const res = await t.app.inject({
        method,
        url: API + url,
        headers: token ? bearer(token) : {},
        ...(body !== undefined ? { payload: body as object } : {}),
      });
      return { status: res.statusCode, body: res.json<J>() };
    },
  };
}
