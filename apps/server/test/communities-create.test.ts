/**
 * Create Community and the Communities list rows: the use cases called directly (deps + principal,
 * no HTTP) and the calls over HTTP: createCommunity permission (403 for advisers), the licence limit (count ≥
 * licenses → 409 with the message, nothing written), validation texts, audit, and scoping of the list (a
 * community manager sees only assigned communities; another corporate's never).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CommunityInput,
  MESSAGES,
  type ApiErrorBody,
  type CommunitiesResponse,
  type CommunityInput as Input,
  type CreateCommunityResponse,
} from '@rlc/shared';
import { auditLog, communities, corporates, users } from '../src/db/schema/index.ts';
import { loadPrincipal, type Principal } from '../src/modules/auth/principal.ts';
import { createCommunity } from '../src/modules/communities/create-community.ts';
import { listCommunities } from '../src/modules/communities/list-communities.ts';
import { ApiError } from '../src/plugins/errors.ts';
import { bearer, type TestApp } from './helpers/app.ts';
import { createCorporate, createUser } from './helpers/fixtures.ts';
import { createSeededApp, DEMO_TEST_PASSWORD } from './communities-seeded-app.ts';

const API = '/api/app/v1';
const at = new Date('2026-11-25T09:30:00Z');
const NAME = "Zoë 秀英 O'Brien-Müller Gardens";
const village: Input = {
  name: NAME,
  streetAddress: '1 Jacaranda Way',
  suburb: 'Toowong',
  postcode: '4066',
  state: 'QLD',
  rvOrLlc: 'rv',
  ownerType: 'Leasehold',
};

let t: TestApp;
const jwt: Record<'admin' | 'adviser' | 'self', string> = { admin: '', adviser: '', self: '' };

async function principalOf(email: string): Promise<Principal> {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return loadPrincipal(t.db, user!);
}

async function post(token: string, body: unknown) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/communities/create`,
    headers: bearer(token),
    payload: body as object,
  });
  const json = res.json<{ data: CreateCommunityResponse } & ApiErrorBody>();
  return { status: res.statusCode, body: json };
}

async function list(token: string): Promise<CommunitiesResponse> {
  const res = await t.app.inject({ method: 'GET', url: `${API}/communities`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: CommunitiesResponse }>().data;
}

beforeAll(async () => {
  t = await createSeededApp();
  jwt.admin = await t.login('admin@demo.test', DEMO_TEST_PASSWORD);
  jwt.adviser = await t.login('adviser@demo.test', DEMO_TEST_PASSWORD);
  jwt.self = await t.login('self@demo.test', DEMO_TEST_PASSWORD);
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('use cases without HTTP', () => {
  it('list: each demo row counts its own contracts and assigned users', async () => {
    const admin = await principalOf('admin@demo.test');
    const { communities: rows } = await listCommunities({ db: t.db }, admin);
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    // demo-users.ts: Sunny Grove has admin, adviser, manager and self (4); Harbour View and Wattle Park admin and
    // adviser (2); Banksia Terraces the admin only (1). demo-communities.ts: Harbour View has two contracts, the
    // rest one.
    expect(byName['Sunny Grove Village']).toMatchObject({ usersCount: 4, contractsCount: 1 });
    expect(byName['Harbour View Retirement Village']).toMatchObject({ usersCount: 2, contractsCount: 2 });
    expect(byName['Banksia Terraces']).toMatchObject({ usersCount: 1, contractsCount: 1 });
    expect(byName['Wattle Park Lifestyle Community']).toMatchObject({ usersCount: 2, ownerType: null });
  });

  it('create: inserts at the deps clock, audits, and refuses once count has reached licenses', async () => {
    // A fresh corporate with 4 licences (fixtures.ts) and an admin of it.
    const corp = await createCorporate(t.db);
    const { user } = await createUser(t.db, {
      corporateId: corp.id,
      permissions: ['accessCorporate', 'createCommunity'],
    });
    const admin = await loadPrincipal(t.db, user);
    const deps = { db: t.db, clock: () => at };
    const ids: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const answer = await createCommunity(deps, admin, { ...village, name: `${NAME} ${i}` });
      expect(answer.message).toBe('Community created');
      ids.push(answer.community.id);
    }
    const [row] = await t.db.select().from(communities).where(eq(communities.id, ids[0]!));
    expect(row).toMatchObject({
      corporateId: corp.id,
      name: `${NAME} 1`,
      ownerType: 'Leasehold',
      updatedBy: user.id,
      createdAt: at,
    });
    // 4 live communities = 4 licences: the fifth is refused and nothing is written.
    const err = await createCommunity(deps, admin, village).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'CONFLICT', message: MESSAGES.community.licenceLimit(4) });
    const live = await t.db.select().from(communities).where(eq(communities.corporateId, corp.id));
    expect(live).toHaveLength(4);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'community.create'), eq(auditLog.corporateId, corp.id)));
    expect(audited).toHaveLength(4);
    expect(audited[0]).toMatchObject({
      userId: user.id,
      details: { communityId: ids[0], name: `${NAME} 1` },
    });
  });

  it('a community manager (accessCommunityWide) lists only the communities assigned to them', async () => {
    const all = await t.db.select().from(communities);
    const banksia = all.find((c) => c.name === 'Banksia Terraces')!;
    const { user } = await createUser(t.db, {
      corporateId: banksia.corporateId,
      permissions: ['accessCommunityWide', 'updateCommunity'],
      communityIds: [banksia.id],
    });
    const manager = await loadPrincipal(t.db, user);
    const { communities: rows } = await listCommunities({ db: t.db }, manager);
    expect(rows.map((r) => r.name)).toEqual(['Banksia Terraces']);
  });

  it('assigns a creator without corporate-wide access to the community they create, so they still see it', async () => {
    // A fresh corporate (fixtures.ts, 4 licences), so the demo corporate's counts stay as the HTTP tests expect.
    const corp = await createCorporate(t.db);
    const { user } = await createUser(t.db, {
      corporateId: corp.id,
      permissions: ['accessCommunityWide', 'createCommunity', 'updateCommunity'],
    });
    const deps = { db: t.db, clock: () => at };
    const name = `${NAME} (a manager's)`;
    await createCommunity(deps, await loadPrincipal(t.db, user), { ...village, name });
    // Reloaded: a principal's communities are its assignments.
    const { communities: rows } = await listCommunities({ db: t.db }, await loadPrincipal(t.db, user));
    expect(rows.map((r) => r.name)).toEqual([name]);
  });
});

describe('POST communities/create over HTTP', () => {
  it('is refused with 403 for an adviser and a self-only adviser (no createCommunity)', async () => {
    for (const token of [jwt.adviser, jwt.self]) {
      const { status, body } = await post(token, { community: village });
      expect(status).toBe(403);
      expect(body.error.code).toBe('FORBIDDEN');
    }
    expect(await t.db.select().from(communities).where(eq(communities.name, NAME))).toHaveLength(0);
  });

  it('creates for the demo admin; the list shows it with no contracts or users; another corporate never sees it', async () => {
    const { status, body } = await post(jwt.admin, { community: village });
    expect(status).toBe(200);
    expect(body.data.message).toBe('Community created');
    const { communities: rows, info } = await list(jwt.admin);
    const created = rows.find((r) => r.id === body.data.community.id);
    expect(created).toMatchObject({
      name: NAME,
      suburb: 'Toowong',
      state: 'QLD',
      rvOrLlc: 'rv',
      ownerType: 'Leasehold',
      contractsCount: 0,
      usersCount: 0,
    });
    // The demo's 4 communities + this one, of 10 licences.
    expect(info).toEqual({ count: 5, licenses: 10 });
    // The adviser is not assigned to it; a user of another corporate sees none of the demo's.
    expect((await list(jwt.adviser)).communities.some((r) => r.name === NAME)).toBe(false);
    const other = await createUser(t.db, { permissions: ['accessCorporate', 'createCommunity'] });
    const otherToken = await t.login(other.user.email, other.password);
    expect((await list(otherToken)).communities).toEqual([]);
  });

  it('shows a community manager only their assigned community; another is 404 and create is 403', async () => {
    const all = await t.db.select().from(communities);
    const banksia = all.find((c) => c.name === 'Banksia Terraces')!;
    const harbour = all.find((c) => c.name === 'Harbour View Retirement Village')!;
    const manager = await createUser(t.db, {
      corporateId: banksia.corporateId,
      permissions: ['accessCommunityWide', 'updateCommunity', 'assignContract'],
      communityIds: [banksia.id],
    });
    const token = await t.login(manager.user.email, manager.password);
    expect((await list(token)).communities.map((c) => c.name)).toEqual(['Banksia Terraces']);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${API}/community/${harbour.id}`,
      headers: bearer(token),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await post(token, { community: village })).status).toBe(403);
  });

  it('stores a land-lease community with no owner type, whatever was sent', async () => {
    const { status, body } = await post(jwt.admin, {
      community: { ...village, name: 'Lagoon Land Lease', rvOrLlc: 'llc', ownerType: 'Strata' },
    });
    expect(status).toBe(200);
    const [row] = await t.db.select().from(communities).where(eq(communities.id, body.data.community.id));
    expect(row).toMatchObject({ rvOrLlc: 'llc', ownerType: null });
  });

  it('answers 400 with the field messages for missing fields', async () => {
    const { status, body } = await post(jwt.admin, {
      community: { ...village, name: ' ', postcode: '40', ownerType: null },
    });
    expect(status).toBe(400);
    const issues = Object.fromEntries((body.error.issues ?? []).map((i) => [i.path, i.message]));
    expect(issues).toMatchObject({
      'community.name': 'Required.',
      'community.postcode': MESSAGES.community.postcodeInvalid,
      'community.ownerType': MESSAGES.community.ownerTypeRequired,
    });
  });

  it('answers 409 with the licence message once count has reached licenses', async () => {
    const [sunny] = await t.db.select().from(communities).where(eq(communities.name, 'Sunny Grove Village'));
    const { count } = (await list(jwt.admin)).info;
    await t.db
      .update(corporates)
      .set({ communityLicenses: count })
      .where(eq(corporates.id, sunny!.corporateId));
    const { status, body } = await post(jwt.admin, { community: { ...village, name: 'One Too Many' } });
    expect(status).toBe(409);
    expect(body.error.message).toBe(MESSAGES.community.licenceLimit(count));
    expect(await t.db.select().from(communities).where(eq(communities.name, 'One Too Many'))).toHaveLength(0);
  });
});

describe('CommunityInput (shared schema)', () => {
  it('requires an owner type for a retirement village only', () => {
    expect(CommunityInput.safeParse({ ...village, ownerType: null }).success).toBe(false);
    expect(CommunityInput.parse({ ...village, rvOrLlc: 'llc', ownerType: null }).ownerType).toBeNull();
  });
});
