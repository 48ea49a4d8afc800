/**
 * A test app with the communities routes and the demo data seeded. The routes are added through
 * `extraApiPlugins` only while app.ts does not register them itself, so the tests pass before and after the
 * one-line registration lands.
 */
import type { FastifyPluginAsync } from 'fastify';
import { communityRoutes } from '../src/modules/communities/index.ts';
import { seedDemo } from '../src/modules/seed/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

export const DEMO_TEST_PASSWORD = 'demo-test-pass-1';

const communitiesIfMissing: FastifyPluginAsync = async (app) => {
  if (!app.hasRoute({ method: 'GET', url: '/api/app/v1/communities' })) await app.register(communityRoutes);
};

export async function createSeededApp(): Promise<TestApp> {
  const t = await createTestApp({ extraApiPlugins: [communitiesIfMissing] });
  const result = await seedDemo(t.db, { password: DEMO_TEST_PASSWORD });
  if (!result.seeded) throw new Error('demo data was already present in a fresh test database');
  return t;
}
