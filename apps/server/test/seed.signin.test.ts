/**
 * The three demo users of issue 3 §7 sign in through the real login route with the seeded password, and their
 * session carries the role and permissions the seed gave them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_CODES, roleLabel } from '@rlc/shared';
import type { TestApp } from './helpers/app.ts';
import { createSeededApp, DEMO_TEST_PASSWORD } from './communities-seeded-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createSeededApp();
}, 180_000);
afterAll(async () => {
  await t.close();
});

interface LoginBody {
  data: {
    jwt: string;
    user: {
      email: string;
      firstName: string;
      roleName: string;
      permissions: string[];
      community_ids: number[];
      developer: boolean;
    };
  };
}

async function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/app/v1/login', payload: { email, password } });
}

describe('demo sign-ins', () => {
  it.each([
    // The corporate admin holds all 22 codes; the role ladder labels createCorporate and createUser 'Corporate Admin'.
    ['admin@demo.test', 'corporate admin', 'Corporate Admin', PERMISSION_CODES.length, 4],
    // Advisers hold their access scope, createForm and archiveForm (their own drafts only: ADR 0021).
    ['adviser@demo.test', 'adviser', 'Adviser', 3, 3],
    ['self@demo.test', 'self-only adviser', 'Self-only Adviser', 3, 1],
    // Ten codes (demo-users.ts) and one village.
    ['manager@demo.test', 'community manager', 'Community Manager', 10, 1],
    // The demo developer (the development outbox needs one) works as a self-only adviser.
    ['developer@demo.test', 'self-only adviser', 'Self-only Adviser', 3, 1],
  ])('%s signs in as %s', async (email, roleName, label, permissionCount, communityCount) => {
    const res = await login(email, DEMO_TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { user, jwt } = res.json<LoginBody>().data;
    expect(jwt.length).toBeGreaterThan(20);
    expect(user.email).toBe(email);
    expect(user.firstName).not.toBe('');
    expect(user.permissions).toHaveLength(permissionCount);
    expect(user.roleName).toBe(roleName);
    expect(roleLabel(user)).toBe(label);
    expect(user.community_ids).toHaveLength(communityCount);
  });

  it('refuses a wrong password', async () => {
    const res = await login('adviser@demo.test', 'demo-pass-2026');
    expect(res.statusCode).not.toBe(200);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });

  // Only developer@demo.test is a developer, so no other browser test sees the Dev menu.
  it.each([
    ['developer@demo.test', true],
    ['admin@demo.test', false],
    ['adviser@demo.test', false],
    ['self@demo.test', false],
    ['manager@demo.test', false],
  ])('%s has developer = %s', async (email, developer) => {
    const res = await login(email, DEMO_TEST_PASSWORD);
    expect(res.json<LoginBody>().data.user.developer).toBe(developer);
  });
});
