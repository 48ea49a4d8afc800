/**
 * The tabs of community/:communityId over HTTP (spec §7 "Communities"): for each tab, the save and
 * what it stored, the tab's permission (403), a community outside the caller's scope (404: another corporate's,
 * or one a community manager is not assigned to), validation with the field named (400), a stale versionId (409,
 * nothing saved) and the audit row. Demo data: demo-communities.ts, demo-users.ts, demo-forms.ts.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMUNITIES_ENDPOINTS,
  MAX_AMENITY_ICONS,
  MESSAGES,
  endpointPath,
  type ApiErrorBody,
  type AssignedContractType,
  type CommunityContractsResponse,
  type CommunityFeesResponse,
  type CommunityUserItem,
} from '@rlc/shared';
import {
  additionalServices,
  amenities,
  auditLog,
  chargeFees,
  communities,
  contracts,
  contractTypes,
  roles,
  userCommunities,
  users,
} from '../src/db/schema/index.ts';
import { createCommunity } from '../src/modules/communities/create-community.ts';
import { updateServices } from '../src/modules/communities/update-services.ts';
import { loadPrincipal } from '../src/modules/auth/principal.ts';
import { bearer, type J, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/fixtures.ts';
import { createSeededApp, DEMO_TEST_PASSWORD } from './communities-seeded-app.ts';

const API = '/api/app/v1';
type Answer = { status: number; body: { data: J } & ApiErrorBody };
/** A JSON value read as the type the test expects (the test then asserts it). */
const as = <T>(j: J | undefined): T => j as unknown as T;

let t: TestApp;
const jwt = { admin: '', adviser: '', manager: '', foreignAdmin: '' };
const id = { sunny: 0, harbour: 0, banksia: 0, foreign: 0, foreignType: 0 };

async function call(token: string, method: 'GET' | 'POST', path: string, payload?: object): Promise<Answer> {
  const res = await t.app.inject({
    method,
    url: `${API}${path}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}
const get = (token: string, communityId: number, tab: string) =>
  call(token, 'GET', `/community/${communityId}/${tab}`);
const post = (token: string, communityId: number, path: string, body: object) =>
  call(token, 'POST', `/community/${communityId}/${path}`, body);

/** The issues of a 400 answer as path → message. */
const issuesOf = (a: Answer) =>
  Object.fromEntries((a.body.error.issues ?? []).map((i) => [i.path, i.message]));

async function versionOf(communityId: number): Promise<number> {
  const [row] = await t.db.select().from(communities).where(eq(communities.id, communityId));
  return row!.versionId;
}

async function auditRows(action: string, communityId: number) {
  const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, action));
  return rows.filter((r) => (r.details as { communityId?: number } | null)?.communityId === communityId);
}

const byName = async (name: string) =>
  (await t.db.select().from(communities).where(eq(communities.name, name)))[0]!;

beforeAll(async () => {
  t = await createSeededApp();
  jwt.admin = await t.login('admin@demo.test', DEMO_TEST_PASSWORD);
  jwt.adviser = await t.login('adviser@demo.test', DEMO_TEST_PASSWORD);
  const sunny = await byName('Sunny Grove Village');
  id.sunny = sunny.id;
  id.harbour = (await byName('Harbour View Retirement Village')).id;
  id.banksia = (await byName('Banksia Terraces')).id;
  // A community manager of the demo corporate (its seeded role), assigned to Sunny Grove only.
  const [role] = await t.db
    .select()
    .from(roles)
    .where(and(eq(roles.corporateId, sunny.corporateId), eq(roles.name, 'community manager')));
  const manager = await createUser(t.db, {
    corporateId: sunny.corporateId,
    roleId: role!.id,
    communityIds: [sunny.id],
    firstName: 'Casey',
    lastName: 'Manager',
  });
  jwt.manager = await t.login(manager.user.email, manager.password);
  // Another corporate with a community and a contract type of its own.
  const other = await createUser(t.db, {
    permissions: ['accessCorporate', 'createCommunity', 'updateCommunity', 'assignContract'],
  });
  jwt.foreignAdmin = await t.login(other.user.email, other.password);
  const created = await createCommunity(
    { db: t.db, clock: () => new Date() },
    await loadPrincipal(t.db, other.user),
    {
      name: 'Elsewhere Gardens',
      streetAddress: '1 Other St',
      suburb: 'Hobart',
      postcode: '7000',
      state: 'TAS',
      rvOrLlc: 'rv',
      ownerType: 'Strata',
    },
  );
  id.foreign = created.community.id;
  const [type] = await t.db
    .insert(contractTypes)
    .values({ corporateId: other.user.corporateId, name: 'Foreign type' })
    .returning();
  id.foreignType = type!.id;
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('every tab call', () => {
  const tabCalls = Object.values(COMMUNITIES_ENDPOINTS).filter((e) =>
    e.path.startsWith('/community/:communityId/'),
  );

  it('are the twelve of spec §7, each needing its tab permission (403 for an adviser)', async () => {
    expect(
      tabCalls.map((e) => `${e.method} ${e.path.replace('/community/:communityId/', '')}`).sort(),
    ).toEqual([
      'GET amenities',
      'GET contracts',
      'GET details',
      'GET fees',
      'GET services',
      'GET users',
      'POST amenities/update',
      'POST contracts/assign',
      'POST fees/update',
      'POST services/update',
      'POST update',
      'POST users/update',
    ]);
    // adviser@demo.test holds accessCommunityWide and createForm only, and works in Sunny Grove.
    for (const e of tabCalls) {
      const a = await call(jwt.adviser, e.method, endpointPath(e.path, { communityId: id.sunny }), {});
      expect(a.status, `${e.method} ${e.path}`).toBe(403);
    }
  });

  it("answer 404 for another corporate's community and for one a community manager is not assigned to", async () => {
    for (const e of tabCalls) {
      const body = e.method === 'POST' ? { versionId: 1 } : undefined;
      const foreign = await call(
        jwt.admin,
        e.method,
        endpointPath(e.path, { communityId: id.foreign }),
        body,
      );
      expect(foreign.status, `${e.method} ${e.path}`).toBe(e.method === 'GET' ? 404 : 400);
      const unassigned = await call(
        jwt.manager,
        e.method,
        endpointPath(e.path, { communityId: id.banksia }),
        body,
      );
      expect(unassigned.status, `${e.method} ${e.path}`).toBe(e.method === 'GET' ? 404 : 400);
    }
    // With valid bodies the saves are 404 too (the body is checked first, then the scope).
    const v = await versionOf(id.banksia);
    expect(
      (await post(jwt.manager, id.banksia, 'services/update', { versionId: v, services: [] })).status,
    ).toBe(404);
    expect(
      (await post(jwt.admin, id.foreign, 'services/update', { versionId: 1, services: [] })).status,
    ).toBe(404);
    expect(await versionOf(id.banksia)).toBe(v);
  });

  it('answer 409 with a stale versionId, saving nothing', async () => {
    const v = await versionOf(id.sunny);
    const stale = v - 1 > 0 ? v - 1 : v + 5;
    const saves: [string, object][] = [
      ['update', { community: details('Stale Name') }],
      ['contracts/assign', { contractList: [] }],
      ['users/update', { userList: [] }],
      ['amenities/update', { amenities: [] }],
      ['fees/update', { payload: { fees: valuesFees([]), inclusions: [] } }],
      ['services/update', { services: [{ name: 'Stale service', amount: 1, frequency: 52 }] }],
    ];
    for (const [path, body] of saves) {
      const a = await post(jwt.admin, id.sunny, path, { versionId: stale, ...body });
      expect(a.status, path).toBe(409);
      expect(a.body.error.message).toBe(MESSAGES.community.stale);
    }
    expect(await versionOf(id.sunny)).toBe(v);
    expect((await byName('Sunny Grove Village')).name).toBe('Sunny Grove Village');
  });
});

const details = (name: string) => ({
  name,
  streetAddress: '12 Jacaranda Drive',
  suburb: 'Toowoomba',
  postcode: '4350',
  state: 'QLD',
  rvOrLlc: 'rv',
  ownerType: 'Licence',
});
const valuesFees = (chargeFeeLines: object[]) => ({
  base: 'values',
  ruleFrequency: null,
  ruleMin: null,
  ruleMax: null,
  chargeFees: chargeFeeLines,
});

describe('Main Details', () => {
  it('saves for a community manager of the community, bumps the version, sets mainUpdated and audits', async () => {
    const got = await get(jwt.manager, id.sunny, 'details');
    expect(got.status).toBe(200);
    expect(got.body.data.details).toMatchObject({ name: 'Sunny Grove Village', postcode: '4350' });
    const v = as<number>(got.body.data.details?.versionId);
    const saved = await post(jwt.manager, id.sunny, 'update', {
      versionId: v,
      community: details('Đức Nguyễn Village'),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.message).toBe('Main Details Updated');
    expect(saved.body.data.update).toMatchObject({ name: 'Đức Nguyễn Village', versionId: v + 1 });
    expect(saved.body.data.update?.mainUpdated).not.toBeNull();
    expect((await get(jwt.manager, id.sunny, 'details')).body.data.details?.name).toBe('Đức Nguyễn Village');
    const [row] = await auditRows('community.details.update', id.sunny);
    expect(row!.details).toMatchObject({
      before: { name: 'Sunny Grove Village' },
      after: { name: 'Đức Nguyễn Village' },
    });
    // Put the demo name back for the other tests.
    await post(jwt.manager, id.sunny, 'update', {
      versionId: v + 1,
      community: details('Sunny Grove Village'),
    });
  });

  it('answers 400 naming the fields: postcode, a 300-character name, a village without owner type', async () => {
    const v = await versionOf(id.sunny);
    const a = await post(jwt.admin, id.sunny, 'update', {
      versionId: v,
      community: { ...details('x'.repeat(300)), postcode: '40', ownerType: null },
    });
    expect(a.status).toBe(400);
    expect(issuesOf(a)).toMatchObject({
      'community.postcode': MESSAGES.community.postcodeInvalid,
      'community.ownerType': MESSAGES.community.ownerTypeRequired,
    });
    expect(Object.keys(issuesOf(a))).toContain('community.name');
    expect(await versionOf(id.sunny)).toBe(v);
  });

  it('stores a land-lease community without owner type', async () => {
    const wattle = await byName('Wattle Park Lifestyle Community');
    const a = await post(jwt.admin, wattle.id, 'update', {
      versionId: wattle.versionId,
      community: { ...details(wattle.name), rvOrLlc: 'llc', ownerType: 'Strata' },
    });
    expect(a.status).toBe(200);
    expect((await byName(wattle.name)).ownerType).toBeNull();
  });
});

describe('Assigned Contracts', () => {
  const list = async (communityId: number) =>
    as<CommunityContractsResponse>((await get(jwt.admin, communityId, 'contracts')).body.data);

  it("lists the corporate's contract types with Harbour View's two assigned, each used by the demo couple's report", async () => {
    const { contractList } = await list(id.harbour);
    const types = await t.db
      .select()
      .from(contractTypes)
      .where(eq(contractTypes.corporateId, (await byName('Harbour View Retirement Village')).corporateId));
    expect(contractList.map((c) => c.id)).toEqual(types.map((ty) => ty.id).sort((a, b) => a - b));
    const assigned = contractList.filter((c) => c.assigned);
    // demo-communities.ts: Harbour View holds types 1 and 2; demo-forms.ts: the couple's report selects both.
    expect(assigned.map((c) => c.openReports)).toEqual([1, 1]);
    expect(assigned.every((c) => c.contractId !== null)).toBe(true);
    expect(contractList.some((c) => c.id === id.foreignType)).toBe(false);
  });

  it('assigns a type (a contract with no overrides) and unassigns it again; audited', async () => {
    const before = await list(id.banksia);
    const free = before.contractList.find((c) => !c.assigned)!;
    const a = await post(jwt.admin, id.banksia, 'contracts/assign', {
      versionId: before.versionId,
      contractList: [{ id: free.id, assigned: true }],
    });
    expect(a.status).toBe(200);
    expect(a.body.data.message).toBe('Assigned Contracts Updated');
    const added = as<AssignedContractType[]>(a.body.data.update?.contractList).find((c) => c.id === free.id)!;
    expect(added).toMatchObject({ assigned: true, openReports: 0 });
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, added.contractId!));
    expect(row).toMatchObject({ communityId: id.banksia, contractTypeId: free.id, settings: {} });
    const b = await post(jwt.admin, id.banksia, 'contracts/assign', {
      versionId: as<number>(a.body.data.update?.versionId),
      contractList: [{ id: free.id, assigned: false }],
    });
    expect(b.status).toBe(200);
    expect(await t.db.select().from(contracts).where(eq(contracts.id, added.contractId!))).toEqual([]);
    const audits = await auditRows('community.contracts.update', id.banksia);
    expect(
      audits.map((r) => (r.details as { after: { assigned: number[] } }).after.assigned.includes(free.id)),
    ).toEqual([true, false]);
  });

  it('refuses to unassign a contract an open report uses (400 beside it), and a foreign type (400)', async () => {
    const { versionId, contractList } = await list(id.harbour);
    const used = contractList.find((c) => c.assigned)!;
    const a = await post(jwt.admin, id.harbour, 'contracts/assign', {
      versionId,
      contractList: [{ id: used.id, assigned: false }],
    });
    expect(a.status).toBe(400);
    expect(issuesOf(a)).toEqual({
      'contractList.0.assigned': MESSAGES.community.contractInUse(used.name, 1),
    });
    expect(a.body.error.message).toBe(
      `${used.name} cannot be unassigned: 1 open report uses it. Decide or delete those reports first.`,
    );
    const b = await post(jwt.admin, id.harbour, 'contracts/assign', {
      versionId,
      contractList: [{ id: id.foreignType, assigned: true }],
    });
    expect(b.status).toBe(400);
    expect(issuesOf(b)).toEqual({ 'contractList.0.id': MESSAGES.community.unknownItem });
    expect(await versionOf(id.harbour)).toBe(versionId);
  });
});

describe('Assigned Users', () => {
  it('lets a community manager unassign an adviser but not the admin above them', async () => {
    const got = await get(jwt.manager, id.sunny, 'users');
    expect(got.status).toBe(200);
    const userList = as<CommunityUserItem[]>(got.body.data.userList);
    const admin = userList.find((u) => u.email === 'admin@demo.test')!;
    const adviser = userList.find((u) => u.email === 'adviser@demo.test')!;
    // The admin holds every permission, the manager's role not createUser (and more): not manageable.
    expect(admin).toMatchObject({ assigned: true, manageable: false });
    expect(adviser).toMatchObject({ assigned: true, manageable: true });
    const refused = await post(jwt.manager, id.sunny, 'users/update', {
      versionId: got.body.data.versionId,
      userList: [{ id: admin.id, assigned: false }],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(MESSAGES.community.userAboveCaller('Avery Morgan'));
    const ok = await post(jwt.manager, id.sunny, 'users/update', {
      versionId: got.body.data.versionId,
      userList: [{ id: adviser.id, assigned: false }],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.message).toBe(MESSAGES.community.usersUpdated);
    const rows = await t.db
      .select()
      .from(userCommunities)
      .where(and(eq(userCommunities.userId, adviser.id), eq(userCommunities.communityId, id.sunny)));
    expect(rows).toEqual([]);
    // The adviser's next call no longer sees Sunny Grove (403 for the tab, but the community list shows it).
    const seen = await call(jwt.adviser, 'GET', '/communities');
    expect(as<{ id: number }[]>(seen.body.data.communities).some((c) => c.id === id.sunny)).toBe(false);
    const [audit] = await auditRows('community.users.update', id.sunny);
    expect((audit!.details as { before: { assigned: number[] } }).before.assigned).toContain(adviser.id);
    expect((audit!.details as { after: { assigned: number[] } }).after.assigned).not.toContain(adviser.id);
    // Put the adviser back.
    const back = await post(jwt.admin, id.sunny, 'users/update', {
      versionId: ok.body.data.update?.versionId,
      userList: [{ id: adviser.id, assigned: true }],
    });
    expect(back.status).toBe(200);
  });

  it('answers 400 for a user of another corporate', async () => {
    const [foreignUser] = await t.db
      .select()
      .from(users)
      .where(eq(users.corporateId, (await byName('Elsewhere Gardens')).corporateId));
    const a = await post(jwt.admin, id.sunny, 'users/update', {
      versionId: await versionOf(id.sunny),
      userList: [{ id: foreignUser!.id, assigned: true }],
    });
    expect(a.status).toBe(400);
    expect(issuesOf(a)).toEqual({ 'userList.0.id': MESSAGES.community.unknownItem });
  });
});

describe('Report Amenities', () => {
  it(`saves a choice, refuses more than ${MAX_AMENITY_ICONS} (400), and audits`, async () => {
    const sunny = await byName('Sunny Grove Village');
    // The demo list has 16 amenities; three more make 19 to choose from.
    await t.db
      .insert(amenities)
      .values(
        ['Croquet lawn', 'Art studio', 'Workshop'].map((name) => ({ corporateId: sunny.corporateId, name })),
      );
    const got = await get(jwt.admin, id.sunny, 'amenities');
    const all = as<{ id: number; assigned: boolean }[]>(got.body.data.amenities);
    expect(all).toHaveLength(19);
    const tooMany = await post(jwt.admin, id.sunny, 'amenities/update', {
      versionId: got.body.data.versionId,
      amenities: all.map((a) => ({ id: a.id, assigned: true })),
    });
    expect(tooMany.status).toBe(400);
    expect(issuesOf(tooMany)).toEqual({ amenities: MESSAGES.community.tooManyAmenities(18) });
    // Exactly 18: every one but the first.
    const ok = await post(jwt.admin, id.sunny, 'amenities/update', {
      versionId: got.body.data.versionId,
      amenities: all.map((a, i) => ({ id: a.id, assigned: i > 0 })),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.message).toBe('Report Amenities Updated');
    const after = as<{ assigned: boolean }[]>(ok.body.data.update?.amenities);
    expect(after.filter((a) => a.assigned)).toHaveLength(18);
    const [audit] = await auditRows('community.amenities.update', id.sunny);
    expect((audit!.details as { after: { assigned: number[] } }).after.assigned).toHaveLength(18);
  });
});

describe('Site Fees / General Service Charge', () => {
  const fees = async () => as<CommunityFeesResponse>((await get(jwt.admin, id.harbour, 'fees')).body.data);

  it('answers 400 for a rule that spec §5 calls invalid, with the field named', async () => {
    const { versionId } = await fees();
    const rule = (ruleFrequency: number, ruleMin: number, ruleMax: number) =>
      post(jwt.admin, id.harbour, 'fees/update', {
        versionId,
        payload: { fees: { base: 'rule', ruleFrequency, ruleMin, ruleMax, chargeFees: [] }, inclusions: [] },
      });
    expect(issuesOf(await rule(0, 0, 100))).toEqual({ 'payload.fees.ruleFrequency': 'Value required' });
    expect(issuesOf(await rule(52, 0, 0))).toEqual({ 'payload.fees.ruleMax': 'Value required' });
    expect(issuesOf(await rule(52, 200, 150))).toEqual({
      'payload.fees.ruleMax': 'Max must be more than Min.',
    });
    const badLines = await post(jwt.admin, id.harbour, 'fees/update', {
      versionId,
      payload: {
        fees: valuesFees([
          { amount: -1, frequency: 52 },
          { amount: 10, frequency: 7 },
        ]),
        inclusions: [],
      },
    });
    expect(badLines.status).toBe(400);
    expect(issuesOf(badLines)).toEqual({
      'payload.fees.chargeFees.0.amount': MESSAGES.community.amountRange,
      'payload.fees.chargeFees.1.frequency': 'Value required',
    });
    expect(await versionOf(id.harbour)).toBe(versionId);
  });

  it('saves a rule, adds a line, soft-deletes one and changes inclusions; audited', async () => {
    const before = await fees();
    const [first, ...rest] = before.fees.chargeFees;
    const inclusion = before.inclusions.find((i) => !i.assigned)!;
    const a = await post(jwt.admin, id.harbour, 'fees/update', {
      versionId: before.versionId,
      payload: {
        fees: {
          base: 'rule',
          ruleFrequency: 52,
          ruleMin: 150,
          ruleMax: 210.5,
          chargeFees: [
            { ...first, deleted: true },
            { name: 'Couple', amount: 89.39, frequency: 52 },
          ],
        },
        inclusions: [{ id: inclusion.id, assigned: true }],
      },
    });
    expect(a.status).toBe(200);
    expect(a.body.data.message).toBe('Fees Updated');
    const after = await fees();
    expect(after.fees).toMatchObject({ base: 'rule', ruleFrequency: 52, ruleMin: 150, ruleMax: 210.5 });
    // The deleted line is no longer listed but its row stays (forms keep their reference); the new one is.
    expect(after.fees.chargeFees.map((l) => l.id)).not.toContain(first!.id);
    expect(after.fees.chargeFees).toHaveLength(rest.length + 1);
    expect(after.fees.chargeFees.at(-1)).toMatchObject({ name: 'Couple', amount: 89.39, frequency: 52 });
    const [kept] = await t.db.select().from(chargeFees).where(eq(chargeFees.id, first!.id));
    expect(kept!.deleted).toBe(true);
    expect(after.inclusions.find((i) => i.id === inclusion.id)!.assigned).toBe(true);
    const [audit] = await auditRows('community.fees.update', id.harbour);
    expect(audit!.details).toMatchObject({
      before: { fees: { base: 'values' } },
      after: { fees: { base: 'rule' } },
    });
  });

  it('answers 400 for a line of another community', async () => {
    const [sunnyLine] = await t.db.select().from(chargeFees).where(eq(chargeFees.communityId, id.sunny));
    const { versionId } = await fees();
    const a = await post(jwt.admin, id.harbour, 'fees/update', {
      versionId,
      payload: { fees: valuesFees([{ id: sunnyLine!.id, amount: 1, frequency: 52 }]), inclusions: [] },
    });
    expect(issuesOf(a)).toEqual({ 'payload.fees.chargeFees.0.id': MESSAGES.community.unknownItem });
    const [unchanged] = await t.db.select().from(chargeFees).where(eq(chargeFees.id, sunnyLine!.id));
    expect(unchanged!.amount).toBe(sunnyLine!.amount);
  });
});

describe('Additional Services', () => {
  it('adds, changes and soft-deletes services for a community manager; audited', async () => {
    const got = await get(jwt.manager, id.sunny, 'services');
    expect(got.status).toBe(200);
    const a = await post(jwt.manager, id.sunny, 'services/update', {
      versionId: got.body.data.versionId,
      services: [{ name: 'Linen service', amount: 25.5, frequency: 26 }],
    });
    expect(a.status).toBe(200);
    expect(a.body.data.message).toBe('Services Updated');
    const added = as<{ id: number; name: string }[]>(a.body.data.update?.services).find(
      (s) => s.name === 'Linen service',
    )!;
    const b = await post(jwt.manager, id.sunny, 'services/update', {
      versionId: a.body.data.update?.versionId,
      services: [{ id: added.id, name: 'Linen service', amount: 25.5, frequency: 26, deleted: true }],
    });
    expect(b.status).toBe(200);
    expect(as<{ id: number }[]>(b.body.data.update?.services).some((s) => s.id === added.id)).toBe(false);
    const [row] = await t.db.select().from(additionalServices).where(eq(additionalServices.id, added.id));
    expect(row).toMatchObject({ deleted: true, amount: 25.5, frequency: 26 });
    expect(await auditRows('community.services.update', id.sunny)).toHaveLength(2);
  });

  it('runs without HTTP: the deps clock stamps the line and the audit row; another corporate is 404', async () => {
    const at = new Date('2026-11-25T10:00:00Z');
    const [adminRow] = await t.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
    const admin = await loadPrincipal(t.db, adminRow!);
    const deps = { db: t.db, clock: () => at };
    const answer = await updateServices(deps, admin, id.banksia, await versionOf(id.banksia), [
      { name: 'Podiatry', amount: 60, frequency: 12, deleted: false },
    ]);
    const added = answer.update.services.find((s) => s.name === 'Podiatry')!;
    const [row] = await t.db.select().from(additionalServices).where(eq(additionalServices.id, added.id));
    expect(row).toMatchObject({ createdAt: at, amount: 60, frequency: 12 });
    const [audit] = await auditRows('community.services.update', id.banksia);
    expect(audit).toMatchObject({ at, userId: adminRow!.id });
    const foreign = await updateServices(deps, admin, id.foreign, 1, []).catch((e: unknown) => e);
    expect(foreign).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 400 for an empty name and a frequency of none', async () => {
    const a = await post(jwt.admin, id.sunny, 'services/update', {
      versionId: await versionOf(id.sunny),
      services: [{ name: ' ', amount: 5, frequency: 0 }],
    });
    expect(a.status).toBe(400);
    expect(issuesOf(a)).toEqual({ 'services.0.name': 'Required.', 'services.0.frequency': 'Value required' });
  });
});
