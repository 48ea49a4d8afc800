/**
 * The admin's contract types (module `contracts`): the list with community use and default terms,
 * create with neutral default terms, rename (`contract/{id}/updateName`), the noAutoAddMagicLink flag, one name
 * per corporate whatever the letter case, the audit rows, and the scoping: the use cases without HTTP, then the
 * routes over HTTP (403 for advisers, 404 for another corporate's contract, 400 for an empty name).
 *
 * The demo seed (modules/seed/demo-contracts.ts, demo-communities.ts) gives seven types; the communities holding
 * a contract of each, counted by hand from demo-communities.ts:
 *   Standard licence (7): Sunny Grove · Leasehold (1), Capital Share (2): Harbour View · Strata (4): Banksia ·
 *   Land lease, no exit fee (5): Wattle Park · Peace of Mind (3), Land lease 4 % (6): none.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTRACT_TYPE_NAME_TAKEN,
  type ContractTypeResponse,
  type ContractTypesResponse,
  type CorporateContractType,
} from '@rlc/shared';
import { auditLog, communities, contracts, contractTypes, users } from '../src/db/schema/index.ts';
import {
  createContractType,
  listContractTypes,
  updateContractName,
  updateNoAutoAddMagicLink,
  type ContractCaller,
} from '../src/modules/contracts/index.ts';
import { isUniqueViolation } from '../src/modules/contracts/errors.ts';
import { ApiError } from '../src/plugins/errors.ts';
import { bearer, type TestApp } from './helpers/app.ts';
import { createUser } from './helpers/fixtures.ts';
import { createSeededApp, DEMO_TEST_PASSWORD } from './communities-seeded-app.ts';

const API = '/api/app/v1';
const ZOE = 'Zoë’s Licence 2027';

/** The seven demo types in English order, letter case ignored, with their communities counted by hand. */
const DEMO_LIST: [string, number][] = [
  ['Capital Share – 5% p.a. to 35%, 50% of the gain', 1],
  ['Land lease – 4% p.a. of sale price to 20%', 0],
  ['Land lease – site fees, no exit fee', 1],
  ['Leasehold – stepped DMF 10/22/35%', 1],
  ['Peace of Mind – 5% p.a. to 25%', 0],
  ['Standard licence – 6% p.a. to 36%', 1],
  ['Strata – DMF on the resale price', 1],
];

let t: TestApp;
let admin: ContractCaller;
const jwt: Record<'admin' | 'adviser' | 'self', string> = { admin: '', adviser: '', self: '' };
const deps = () => ({ db: t.db, clock: t.clock });

const byName = (list: CorporateContractType[], name: string) => {
  const found = list.find((c) => c.name === name);
  if (!found) throw new Error(`no contract type ${name}`);
  return found;
};

async function call(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url: API + url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
  return {
    status: res.statusCode,
    body: res.json<{ data: never; error: { code: string; message: string } }>(),
  };
}

/** The ApiError a use case throws (fails the test when it does not throw one). */
async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const err: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(err)}`);
  return err;
}

const auditOf = (action: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);

beforeAll(async () => {
  t = await createSeededApp();
  const [row] = await t.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
  admin = { user: { id: row!.id, corporateId: row!.corporateId } };
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('contract types, without HTTP', () => {
  it('lists the demo types by name with the communities using each and the default terms', async () => {
    const { contractTypes } = await listContractTypes(deps(), admin);
    expect(contractTypes.map((c) => [c.name, c.communities])).toEqual(DEMO_LIST);
    const standard = byName(contractTypes, 'Standard licence – 6% p.a. to 36%');
    // The spec's default contract type id 7, whose terms are villages.md §8 A: 6 % a year to 36 % by year 6.
    expect(standard.id).toBe(7);
    expect(standard.defaultContract.name).toBe('Standard licence (default)');
    const dmf = standard.defaultContract.settings.dmf.map((v) => v.value);
    expect(dmf).toEqual([0.06, 0.12, 0.18, 0.24, 0.3, 0.36, 0.36, 0.36, 0.36, 0.36, 0.36]);
    expect(standard.defaultContract.settings.repaymentTimeline).toBe(18);
    expect(standard.noAutoAddMagicLink).toBe(false);
  });

  it('creates a type with a default contract on neutral terms, audited, listed in name order', async () => {
    t.clock.set(new Date('2026-11-03T10:00:00Z'));
    const created = await createContractType(deps(), admin, { name: `  ${ZOE} ` });
    // Surrounding spaces are dropped; a new type is in no community yet.
    expect(created).toMatchObject({ name: ZOE, communities: 0, noAutoAddMagicLink: false });
    expect(created.updatedAt).toBe('2026-11-03T10:00:00.000Z');
    expect(created.defaultContract).toMatchObject({ name: ZOE, versionId: 1 });
    const terms = created.defaultContract.settings;
    // Neutral terms: no exit fee in any year, nothing paid at entry, the recommended 3 % growth (villages.md §4.1).
    expect(terms.dmf.every((v) => v.value === 0)).toBe(true);
    expect(terms.adminLegalCurr.every((v) => v.value === 0)).toBe(true);
    expect([terms.upfrontFeeValCurr, terms.ingoingContribution, terms.capitalGainShare]).toEqual([0, 0, 0]);
    expect(terms.capitalGrowthRate).toBe(0.03);
    expect(terms.repaymentTimeline).toBe(0);

    const { contractTypes } = await listContractTypes(deps(), admin);
    // 'zoë…' sorts after 'strata…'.
    expect(contractTypes.map((c) => c.name)).toEqual([...DEMO_LIST.map(([n]) => n), ZOE]);
    const [entry] = await auditOf('contractType.created');
    expect(entry).toMatchObject({ userId: admin.user.id, corporateId: admin.user.corporateId });
    expect(entry!.details).toMatchObject({
      contractTypeId: created.id,
      contractId: created.defaultContract.id,
      name: ZOE,
    });
  });

  it('refuses a second type of the same name in any letter case, accents included', async () => {
    for (const name of ['ZOË’S LICENCE 2027', 'standard licence – 6% P.A. TO 36%']) {
      const err = await refusal(createContractType(deps(), admin, { name }));
      expect([err.code, err.message]).toEqual(['CONFLICT', CONTRACT_TYPE_NAME_TAKEN]);
    }
    // Decomposed ë (e + combining diaeresis) is the same name as the composed one.
    const decomposed = ZOE.normalize('NFD');
    expect(decomposed).not.toBe(ZOE);
    expect((await refusal(createContractType(deps(), admin, { name: decomposed }))).code).toBe('CONFLICT');
    expect((await listContractTypes(deps(), admin)).contractTypes).toHaveLength(8);
  });

  it('renames the type and its default contract, keeping the terms’ version, audited before → after', async () => {
    const zoe = byName((await listContractTypes(deps(), admin)).contractTypes, ZOE);
    t.clock.set(new Date('2026-11-04T08:30:00Z'));
    const renamed = await updateContractName(deps(), admin, zoe.defaultContract.id, 'Zoë’s Licence 2028');
    expect(renamed).toMatchObject({ id: zoe.id, name: 'Zoë’s Licence 2028' });
    expect(renamed.defaultContract).toMatchObject({
      id: zoe.defaultContract.id,
      name: 'Zoë’s Licence 2028',
      versionId: zoe.defaultContract.versionId,
      versionedAt: zoe.defaultContract.versionedAt,
    });
    expect(renamed.updatedAt).toBe('2026-11-04T08:30:00.000Z');
    const [entry] = await auditOf('contractType.renamed');
    expect(entry!.details).toMatchObject({ before: ZOE, after: 'Zoë’s Licence 2028' });

    // Its own name in other letters is fine; another type's name is not.
    const recased = await updateContractName(deps(), admin, zoe.defaultContract.id, 'ZOË’S LICENCE 2028');
    expect(recased.name).toBe('ZOË’S LICENCE 2028');
    const err = await refusal(
      updateContractName(deps(), admin, zoe.defaultContract.id, 'leasehold – stepped dmf 10/22/35%'),
    );
    expect([err.code, err.message]).toEqual(['CONFLICT', CONTRACT_TYPE_NAME_TAKEN]);
    await updateContractName(deps(), admin, zoe.defaultContract.id, 'Zoë’s Licence 2028');
  });

  it('sets noAutoAddMagicLink, audited once per change', async () => {
    const zoe = byName((await listContractTypes(deps(), admin)).contractTypes, 'Zoë’s Licence 2028');
    const on = await updateNoAutoAddMagicLink(deps(), admin, zoe.defaultContract.id, true);
    expect(on.noAutoAddMagicLink).toBe(true);
    // Setting what is already set changes nothing and writes no audit row.
    await updateNoAutoAddMagicLink(deps(), admin, zoe.defaultContract.id, true);
    const entries = await auditOf('contractType.updated');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toMatchObject({ noAutoAddMagicLink: { before: false, after: true } });
    const listed = byName((await listContractTypes(deps(), admin)).contractTypes, 'Zoë’s Licence 2028');
    expect(listed.noAutoAddMagicLink).toBe(true);
  });

  it('answers 404 for a community’s contract and for another corporate’s default contract', async () => {
    const [sunnyContract] = await t.db
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.contractTypeId, 7), isNotNull(contracts.communityId)));
    const err = await refusal(updateContractName(deps(), admin, sunnyContract!.id, 'Anything'));
    expect(err.code).toBe('NOT_FOUND');

    const { user } = await createUser(t.db, { permissions: ['createContractType', 'updateContractType'] });
    const other: ContractCaller = { user: { id: user.id, corporateId: user.corporateId } };
    const standard = byName((await listContractTypes(deps(), admin)).contractTypes, DEMO_LIST[5]![0]);
    // One at a time: started together, the second's refusal would go unhandled while the first is awaited.
    for (const attempt of [
      () => updateContractName(deps(), other, standard.defaultContract.id, 'Taken over'),
      () => updateNoAutoAddMagicLink(deps(), other, standard.defaultContract.id, true),
    ]) {
      expect((await refusal(attempt())).code).toBe('NOT_FOUND');
    }
    expect((await listContractTypes(deps(), other)).contractTypes).toEqual([]);
    // Names are unique per corporate: the other corporate may use the demo's.
    const own = await createContractType(deps(), other, { name: DEMO_LIST[5]![0] });
    expect(own.name).toBe(DEMO_LIST[5]![0]);
    expect(byName((await listContractTypes(deps(), admin)).contractTypes, DEMO_LIST[5]![0]).id).toBe(7);
  });

  it('knows the database’s unique violation however the driver wraps it (two admins at once)', async () => {
    // The table's (corporate, name) key, hit directly: the second insert of an exact name fails with 23505.
    const err: unknown = await t.db
      .insert(contractTypes)
      .values({ corporateId: admin.user.corporateId, name: DEMO_LIST[0]![0] })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(err)).toBe(true);
    expect(isUniqueViolation(new Error('connection lost'))).toBe(false);
    expect(isUniqueViolation({ cause: { cause: { code: '23505' } } })).toBe(true);
  });

  it('does not count a deleted community’s contract', async () => {
    const at = new Date('2026-11-05T00:00:00Z');
    await t.db.update(communities).set({ deletedAt: at }).where(eq(communities.name, 'Banksia Terraces'));
    try {
      const strata = byName((await listContractTypes(deps(), admin)).contractTypes, DEMO_LIST[6]![0]);
      expect(strata.communities).toBe(0);
    } finally {
      await t.db.update(communities).set({ deletedAt: null }).where(eq(communities.name, 'Banksia Terraces'));
    }
  });
});

describe('contract types over HTTP', () => {
  // Signed in after the use-case tests moved the clock on (a session idle for days has ended).
  beforeAll(async () => {
    jwt.admin = await t.login('admin@demo.test', DEMO_TEST_PASSWORD);
    jwt.adviser = await t.login('adviser@demo.test', DEMO_TEST_PASSWORD);
    jwt.self = await t.login('self@demo.test', DEMO_TEST_PASSWORD);
  });

  it('lets the admin list, create, rename and flag', async () => {
    const list = await call('GET', '/contracts', jwt.admin);
    expect(list.status).toBe(200);
    const types = (list.body.data as ContractTypesResponse).contractTypes;
    expect(types.map((c) => c.name)).toContain('Zoë’s Licence 2028');

    const created = await call('POST', '/contracts/create', jwt.admin, {
      name: 'Rental – no exit fee',
      noAutoAddMagicLink: true,
    });
    expect(created.status).toBe(200);
    const rental = (created.body.data as ContractTypeResponse).contractType;
    expect(rental).toMatchObject({ name: 'Rental – no exit fee', noAutoAddMagicLink: true, communities: 0 });

    const renamed = await call('POST', `/contract/${rental.defaultContract.id}/updateName`, jwt.admin, {
      name: 'Rental – weekly rent',
    });
    expect(renamed.status).toBe(200);
    expect((renamed.body.data as ContractTypeResponse).contractType.name).toBe('Rental – weekly rent');

    const flagged = await call(
      'POST',
      `/contract/${rental.defaultContract.id}/noAutoAddMagicLink`,
      jwt.admin,
      {
        noAutoAddMagicLink: false,
      },
    );
    expect(flagged.status).toBe(200);
    expect((flagged.body.data as ContractTypeResponse).contractType.noAutoAddMagicLink).toBe(false);
  });

  it('answers 409 with the message for a taken name and 400 for an empty one', async () => {
    const taken = await call('POST', '/contracts/create', jwt.admin, { name: 'rental – WEEKLY rent' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'CONFLICT', message: CONTRACT_TYPE_NAME_TAKEN });
    const empty = await call('POST', '/contracts/create', jwt.admin, { name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({ code: 'VALIDATION', message: 'Name is required' });
  });

  it('answers 403 to an adviser and a self-only adviser, 401 without a session', async () => {
    const standardId = (
      (await call('GET', '/contracts', jwt.admin)).body.data as ContractTypesResponse
    ).contractTypes.find((c) => c.id === 7)!.defaultContract.id;
    for (const token of [jwt.adviser, jwt.self]) {
      expect((await call('GET', '/contracts', token)).status).toBe(403);
      expect((await call('POST', '/contracts/create', token, { name: 'Sneaky' })).status).toBe(403);
      const rename = await call('POST', `/contract/${standardId}/updateName`, token, { name: 'Sneaky' });
      expect(rename.status).toBe(403);
      const flag = await call('POST', `/contract/${standardId}/noAutoAddMagicLink`, token, {
        noAutoAddMagicLink: true,
      });
      expect(flag.status).toBe(403);
    }
    expect((await call('GET', '/contracts')).status).toBe(401);
    // Nothing was changed by the refused calls.
    const after = (await call('GET', '/contracts', jwt.admin)).body.data as ContractTypesResponse;
    expect(after.contractTypes.find((c) => c.id === 7)).toMatchObject({
      name: 'Standard licence – 6% p.a. to 36%',
      noAutoAddMagicLink: false,
    });
    expect(after.contractTypes.some((c) => c.name === 'Sneaky')).toBe(false);
  });

  it('answers 404 to another corporate’s admin renaming a demo type, and only lists their own', async () => {
    const { user, password } = await createUser(t.db, {
      permissions: ['createContractType', 'updateContractType', 'updateDefaultContract'],
    });
    const token = await t.login(user.email, password);
    const standardId = (
      (await call('GET', '/contracts', jwt.admin)).body.data as ContractTypesResponse
    ).contractTypes.find((c) => c.id === 7)!.defaultContract.id;
    const res = await call('POST', `/contract/${standardId}/updateName`, token, { name: 'Taken over' });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    const flag = await call('POST', `/contract/${standardId}/noAutoAddMagicLink`, token, {
      noAutoAddMagicLink: true,
    });
    expect(flag.status).toBe(404);
    const theirs = await call('GET', '/contracts', token);
    expect((theirs.body.data as ContractTypesResponse).contractTypes).toEqual([]);
  });

  it('lets a user with only updateDefaultContract list the types but not create or rename', async () => {
    const { user, password } = await createUser(t.db, {
      corporateId: admin.user.corporateId,
      permissions: ['updateDefaultContract'],
    });
    const token = await t.login(user.email, password);
    expect((await call('GET', '/contracts', token)).status).toBe(200);
    expect((await call('POST', '/contracts/create', token, { name: 'Not mine' })).status).toBe(403);
  });
});
