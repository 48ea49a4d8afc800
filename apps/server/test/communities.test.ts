/**
 * GET communities, communities/info and community/:communityId on the demo data: scoping by permission and
 * assignment (design §5), 404 for foreign, unknown and deleted ids, 401 without a session, and the detail a
 * report form picks from.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yearValue, type CommunitiesResponse, type CommunityDetail } from '@rlc/shared';
import { communities } from '../src/db/schema/index.ts';
import { bearer, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/fixtures.ts';
import { createSeededApp, DEMO_TEST_PASSWORD } from './communities-seeded-app.ts';

const API = '/api/app/v1';
const ALL = [
  'Banksia Terraces',
  'Harbour View Retirement Village',
  'Sunny Grove Village',
  'Wattle Park Lifestyle Community',
];

let t: TestApp;
const jwt: Record<'admin' | 'adviser' | 'self', string> = { admin: '', adviser: '', self: '' };
const idOf: Record<string, number> = {};

async function get<T>(url: string, token?: string): Promise<{ status: number; body: T }> {
  const res = await t.app.inject({ method: 'GET', url: API + url, headers: token ? bearer(token) : {} });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  t = await createSeededApp();
  jwt.admin = await t.login('admin@demo.test', DEMO_TEST_PASSWORD);
  jwt.adviser = await t.login('adviser@demo.test', DEMO_TEST_PASSWORD);
  jwt.self = await t.login('self@demo.test', DEMO_TEST_PASSWORD);
  for (const c of await t.db.select().from(communities)) idOf[c.name] = c.id;
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('GET communities', () => {
  it('shows a corporate admin (accessCorporate) every community of the corporate, with licence use', async () => {
    const { status, body } = await get<{ data: CommunitiesResponse }>('/communities', jwt.admin);
    expect(status).toBe(200);
    expect(body.data.communities.map((c) => c.name)).toEqual(ALL);
    expect(body.data.info).toEqual({ count: 4, licenses: 10 });
    const wattle = body.data.communities.find((c) => c.name.startsWith('Wattle'));
    expect(wattle).toMatchObject({ rvOrLlc: 'llc', state: 'QLD', suburb: 'Hervey Bay', ownerType: null });
  });

  it('shows an adviser only the three communities assigned to them', async () => {
    const { body } = await get<{ data: CommunitiesResponse }>('/communities', jwt.adviser);
    expect(body.data.communities.map((c) => c.name)).toEqual(ALL.filter((n) => n !== 'Banksia Terraces'));
    // Licence use is the corporate's, whoever asks.
    expect(body.data.info).toEqual({ count: 4, licenses: 10 });
  });

  it('shows a self-only adviser their one community', async () => {
    const { body } = await get<{ data: CommunitiesResponse }>('/communities', jwt.self);
    expect(body.data.communities.map((c) => c.name)).toEqual(['Sunny Grove Village']);
  });

  it('shows a user of another corporate none of the demo communities, even with accessCorporate', async () => {
    const { user, password } = await createUser(t.db, { permissions: ['accessCorporate'] });
    const token = await t.login(user.email, password);
    const { status, body } = await get<{ data: CommunitiesResponse }>('/communities', token);
    expect(status).toBe(200);
    expect(body.data.communities).toEqual([]);
    expect(body.data.info.count).toBe(0);
    expect((await get('/community/' + idOf['Sunny Grove Village'], token)).status).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const { status, body } = await get<{ error: { code: string } }>('/communities');
    expect(status).toBe(401);
    expect(body.error.code).toBe('UNAUTHENTICATED');
    expect((await get('/communities/info')).status).toBe(401);
    expect((await get('/community/1')).status).toBe(401);
  });
});

describe('GET communities/info', () => {
  it('returns the count and licences', async () => {
    const { status, body } = await get<{ data: unknown }>('/communities/info', jwt.self);
    expect(status).toBe(200);
    expect(body.data).toEqual({ info: { count: 4, licenses: 10 } });
  });
});

describe('GET community/:communityId', () => {
  it('returns Sunny Grove with its effective contract terms, fees, services, amenities and report content', async () => {
    const { status, body } = await get<{ data: CommunityDetail }>(
      `/community/${idOf['Sunny Grove Village']}`,
      jwt.self,
    );
    expect(status).toBe(200);
    const c = body.data;
    expect(c).toMatchObject({
      name: 'Sunny Grove Village',
      state: 'QLD',
      ownerType: 'Licence',
      feeRuleBased: false,
      versionId: 1,
    });
    expect(c.contractList).toHaveLength(1);
    const k = c.contractList[0]!;
    expect(k.contractTypeId).toBe(7);
    // Terms from the type's default contract (villages.md §8 A) merged with the community's price.
    expect(k.settings.ingoingContribution).toBe(320_000);
    expect(yearValue(k.settings.dmf, 1)).toBe(0.06);
    expect(yearValue(k.settings.dmf, 6)).toBe(0.36);
    expect(yearValue(k.settings.dmf, 10)).toBe(0.36);
    expect(yearValue(k.settings.adminLegalCurr, 5)).toBe(2000);
    expect(c.contractTypes.map((x) => x.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(c.feesConfig).toMatchObject({
      base: 'values',
      chargeFees: [{ amount: 89.39, frequency: 52, deleted: false }],
    });
    expect(c.additionalServices.map((s) => s.name)).toContain('Gas (1-bedroom units)');
    expect(c.amenities.filter((a) => a.assigned)).toHaveLength(8);
    expect(c.amenities.length).toBeGreaterThan(8);
    expect(c.inclusions.some((i) => i.assigned)).toBe(true);
    const blocks = Object.fromEntries(c.reportContent.map((b) => [b.name, b]));
    expect(blocks['About the community']?.source).toBe('community');
    expect(blocks['About the community']?.content).toMatch(/Sunny Grove/);
    expect(blocks['Important information']?.source).toBe('corporate');
  });

  it('returns both Harbour View contracts, each with its own type terms', async () => {
    const { body } = await get<{ data: CommunityDetail }>(
      `/community/${idOf['Harbour View Retirement Village']}`,
      jwt.adviser,
    );
    const [stepped, share] = body.data.contractList;
    expect([1, 2, 3].map((y) => yearValue(stepped!.settings.dmf, y))).toEqual([0.1, 0.22, 0.35]);
    expect(share!.settings.capitalGainShare).toBe(0.5);
    expect(yearValue(share!.settings.dmf, 7)).toBe(0.35);
  });

  it('answers 404 for a community outside the caller’s assignments, for an unknown id, and 400 for a non-number', async () => {
    const banksia = idOf['Banksia Terraces']!;
    expect((await get(`/community/${banksia}`, jwt.admin)).status).toBe(200);
    const hidden = await get<{ error: { code: string } }>(`/community/${banksia}`, jwt.adviser);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.code).toBe('NOT_FOUND');
    expect((await get(`/community/${banksia}`, jwt.self)).status).toBe(404);
    expect((await get(`/community/${idOf['Harbour View Retirement Village']}`, jwt.self)).status).toBe(404);
    expect((await get('/community/999999', jwt.admin)).status).toBe(404);
    expect((await get('/community/abc', jwt.admin)).status).toBe(400);
  });

  it('hides a deleted community from lists, info and detail', async () => {
    const id = idOf['Wattle Park Lifestyle Community']!;
    await t.db.update(communities).set({ deletedAt: new Date() }).where(eq(communities.id, id));
    try {
      expect((await get(`/community/${id}`, jwt.admin)).status).toBe(404);
      const { body } = await get<{ data: CommunitiesResponse }>('/communities', jwt.admin);
      expect(body.data.communities.map((c) => c.name)).not.toContain('Wattle Park Lifestyle Community');
      expect(body.data.info.count).toBe(3);
    } finally {
      await t.db.update(communities).set({ deletedAt: null }).where(eq(communities.id, id));
    }
  });
});

describe('OpenAPI', () => {
  it('documents the three community routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/openapi.json` });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        `${API}/communities`,
        `${API}/communities/info`,
        `${API}/community/{communityId}`,
      ]),
    );
  });
});
