/**
 * The config-driven contract editor's calls (module `contracts`): the config items, loading a
 * default and a community contract, saving only changed terms (a new version, audited), community overrides
 * (stored only while they differ from the default), validation naming the field, the permissions of spec §6
 * (foreign ids 404), a stored summary regenerating after an edit, and the engine preview checked by hand.
 *
 * Demo data (modules/seed/demo-communities.ts): Sunny Grove holds the Standard licence type (6 % a year to 36 %)
 * overriding only ingoingContribution and propertyType; Harbour View holds the Leasehold and Capital Share types.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cappedRateYearList,
  COMMUNITY_CONTRACT_CONFIG,
  CONTRACT_CONFIG,
  flatYearList,
  yearList,
  type ContractConfigResponse,
  type ContractPreviewResponse,
  type ContractResponse,
  type ContractTypeResponse,
} from '@rlc/shared';
import { auditLog, contracts, contractTypes, users } from '../src/db/schema/index.ts';
import { createContractType } from '../src/modules/contracts/index.ts';
import { createUser } from './helpers/fixtures.ts';
import { createWorkedHousehold, useFormsApp, type Body, type FormsTestApp } from './forms-helpers.ts';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

/** A call whose answer type is given by the test (the helper types only the forms calls). */
async function post<T>(url: string, token: string, body: object = {}) {
  const res = await f.call('POST', url, token, body);
  return res as unknown as { status: number; body: Body<T> };
}
const load = (id: number, token = f.jwt.admin) => post<ContractResponse>(`/contract/${id}`, token);
const update = (id: number, data: object, token = f.jwt.admin) =>
  post<ContractResponse>(`/contract/${id}/update`, token, { data });
const preview = (id: number, data: object) =>
  post<ContractPreviewResponse>(`/contract/${id}/preview`, f.jwt.admin, { data });

/** The main demo corporate (the seed also makes a second one). */
async function demoCorporateId(): Promise<number> {
  const [admin] = await f.t.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
  return admin!.corporateId;
}

/** Default contract id and type id of the main demo's type whose name starts with `prefix`. */
async function defaultOf(prefix: string) {
  const types = await f.t.db
    .select()
    .from(contractTypes)
    .where(eq(contractTypes.corporateId, await demoCorporateId()));
  const type = types.find((t) => t.name.startsWith(prefix))!;
  const [row] = await f.t.db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.contractTypeId, type.id), isNull(contracts.communityId)));
  return { contractId: row!.id, typeId: type.id };
}
async function communityContract(communityId: number, typeId: number) {
  const [row] = await f.t.db
    .select()
    .from(contracts)
    .where(and(eq(contracts.communityId, communityId), eq(contracts.contractTypeId, typeId)));
  return row!;
}
const auditRows = () => f.t.db.select().from(auditLog).where(eq(auditLog.action, 'contract.updated'));

/** A fresh contract type of the demo corporate, so each test edits terms nobody else reads. */
async function freshType(name: string): Promise<number> {
  const res = await post<ContractTypeResponse>('/contracts/create', f.jwt.admin, { name });
  return res.body.data.contractType.defaultContract.id;
}

describe('config items', () => {
  it('answers every item for default contracts and the overridable ones for communities', async () => {
    const all = await f.call('GET', '/contracts/configs', f.jwt.admin);
    expect(all.status).toBe(200);
    const config = (all.body.data as ContractConfigResponse).config;
    expect(config.map((i) => i.id)).toEqual(CONTRACT_CONFIG.map((i) => i.id));
    const shared = await f.call('GET', '/communities/configs', f.jwt.admin);
    const sharedIds = (shared.body.data as ContractConfigResponse).config.map((i) => i.id);
    expect(sharedIds).toEqual(COMMUNITY_CONTRACT_CONFIG.map((i) => i.id));
    expect(sharedIds).not.toContain('dmfUse');
    expect((await f.call('GET', '/contracts/configs', f.jwt.adviser)).status).toBe(403);
  });
});

describe('loading a contract', () => {
  it('answers a default contract with its own terms and no overrides', async () => {
    const { contractId } = await defaultOf('Standard licence');
    const res = await load(contractId);
    expect(res.status).toBe(200);
    const c = res.body.data.contract;
    expect(c).toMatchObject({ id: contractId, communityId: null, communityName: null, overridden: [] });
    expect(c.settings.dmf.map((v) => v.value)).toEqual([
      0.06, 0.12, 0.18, 0.24, 0.3, 0.36, 0.36, 0.36, 0.36, 0.36, 0.36,
    ]);
  });

  it("answers a community contract's effective terms and which keys it overrides", async () => {
    const { typeId, contractId: defaultId } = await defaultOf('Standard licence');
    const own = await communityContract(f.communityId.sunny, typeId);
    const res = await load(own.id);
    const c = res.body.data.contract;
    expect(c.communityName).toBe('Sunny Grove Village');
    expect([...c.overridden].sort()).toEqual(['ingoingContribution', 'propertyType']);
    expect(c.settings.ingoingContribution).toBe(320_000); // the override
    expect(c.settings.dmf).toEqual(c.defaults.dmf); // inherited
    // community/:communityId/contract/:contractId finds the same contract by the type's default contract id.
    const byType = await post<ContractResponse>(
      `/community/${f.communityId.sunny}/contract/${defaultId}`,
      f.jwt.admin,
    );
    expect(byType.body.data.contract.id).toBe(own.id);
    // Harbour View holds no Standard licence contract; Sunny's contract is not Harbour's.
    expect(
      (await post(`/community/${f.communityId.harbour}/contract/${defaultId}`, f.jwt.admin)).status,
    ).toBe(404);
    expect((await post(`/community/${f.communityId.harbour}/contract/${own.id}`, f.jwt.admin)).status).toBe(
      404,
    );
  });
});

describe('saving a default contract', () => {
  it('saves only the changed term, makes a new version and audits before and after', async () => {
    const id = await freshType('Editor test – growth');
    const before = (await load(id)).body.data.contract;
    // A minute later (sessions stay live): the new version is stamped with the clock's time.
    f.t.clock.advanceMinutes(1);
    const savedAt = f.t.clock().toISOString();
    const auditsBefore = (await auditRows()).length;
    const res = await update(id, { capitalGrowthRate: 0.04 });
    expect(res.status).toBe(200);
    const after = res.body.data.contract;
    expect(after.versionId).toBe(before.versionId + 1);
    expect(after.versionedAt).toBe(savedAt);
    expect(after.settings).toEqual({ ...before.settings, capitalGrowthRate: 0.04 });
    const audits = await auditRows();
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits.at(-1)!.details).toMatchObject({
      contractId: id,
      versionId: before.versionId + 1,
      // 0.03 is the neutral growth of a new type (ContractSettings' default).
      changes: { capitalGrowthRate: { before: 0.03, after: 0.04 } },
    });
    // The same value again changes nothing: no version, no audit row.
    const again = await update(id, { capitalGrowthRate: 0.04 });
    expect(again.body.data.contract.versionId).toBe(after.versionId);
    expect(await auditRows()).toHaveLength(auditsBefore + 1);
  });

  it('refuses bad values with 400 naming each field, and stores nothing', async () => {
    const id = await freshType('Editor test – refusals');
    const res = await update(id, {
      capitalGainShare: 1.5,
      dmf: yearList([0.1, 0.2, 0.3, 0.25, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3]),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
    expect(res.body.error.issues).toEqual([
      { path: 'data.capitalGainShare', message: 'Must be 100% or less.' },
      { path: 'data.dmf', message: 'Year 4 is lower than year 3: a cumulative schedule never goes down.' },
    ]);
    expect((await load(id)).body.data.contract.versionId).toBe(1);
  });
});

describe('saving a community contract', () => {
  it('stores only overrides, refuses default-only terms, and drops an override equal to the default', async () => {
    const { typeId } = await defaultOf('Capital Share');
    const own = await communityContract(f.communityId.harbour, typeId);
    const loaded = (await load(own.id)).body.data.contract;
    const refused = await update(own.id, { dmfUse: false });
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues).toEqual([
      { path: 'data.dmfUse', message: 'This term cannot be set here.' },
    ]);

    const saved = await update(own.id, { capitalGainShare: 0.25 });
    expect(saved.status).toBe(200);
    expect(saved.body.data.contract.versionId).toBe(loaded.versionId + 1);
    expect(saved.body.data.contract.settings.capitalGainShare).toBe(0.25);
    // Stored: the seed's two overrides and the new one, nothing else.
    expect((await communityContract(f.communityId.harbour, typeId)).settings).toEqual({
      ingoingContribution: 400_000,
      propertyType: '2-bedroom apartment',
      capitalGainShare: 0.25,
    });

    // Back to the default contract's value (the editor's Reset): the override goes, the terms change again.
    const reset = await update(own.id, { capitalGainShare: loaded.defaults.capitalGainShare });
    expect(reset.body.data.contract.overridden.sort()).toEqual(['ingoingContribution', 'propertyType']);
    expect(reset.body.data.contract.versionId).toBe(loaded.versionId + 2);
    expect((await communityContract(f.communityId.harbour, typeId)).settings).toEqual({
      ingoingContribution: 400_000,
      propertyType: '2-bedroom apartment',
    });
  });
});

describe('permissions (spec §6)', () => {
  it('403 for an adviser; a community manager edits only assigned communities and no default contract', async () => {
    const { typeId, contractId: defaultId } = await defaultOf('Capital Share');
    const harbour = await communityContract(f.communityId.harbour, typeId);
    const sunny = await communityContract(f.communityId.sunny, (await defaultOf('Standard licence')).typeId);
    expect((await load(harbour.id, f.jwt.adviser)).status).toBe(403);

    const manager = await createUser(f.t.db, {
      corporateId: await demoCorporateId(),
      permissions: ['accessCommunityWide', 'updateContract'],
      communityIds: [f.communityId.harbour],
    });
    const token = await f.t.login(manager.user.email, manager.password);
    // Their editor's items are the overridable ones; every item is for the admin's default contracts.
    expect((await f.call('GET', '/communities/configs', token)).status).toBe(200);
    expect((await f.call('GET', '/contracts/configs', token)).status).toBe(403);
    expect((await load(harbour.id, token)).status).toBe(200);
    expect((await update(harbour.id, { capitalGrowthRate: 0.04 }, token)).status).toBe(200);
    // Sunny Grove is not assigned to them: as if it did not exist.
    expect((await load(sunny.id, token)).status).toBe(404);
    expect((await update(sunny.id, { capitalGrowthRate: 0.04 }, token)).status).toBe(404);
    // A default contract needs the admin's contract abilities.
    expect((await load(defaultId, token)).status).toBe(403);
    expect((await update(defaultId, { capitalGrowthRate: 0.04 }, token)).status).toBe(403);
  });

  it("404 for another corporate's contract", async () => {
    const other = await createUser(f.t.db, { permissions: ['createContractType'] });
    const foreign = await createContractType(
      { db: f.t.db, clock: f.t.clock },
      { user: other.user },
      {
        name: 'Theirs',
      },
    );
    expect((await load(foreign.defaultContract.id)).status).toBe(404);
    expect((await update(foreign.defaultContract.id, { capitalGrowthRate: 0.04 })).status).toBe(404);
    expect((await preview(foreign.defaultContract.id, {})).status).toBe(404);
  });
});

describe('a stored summary after an edit', () => {
  it('is reused before the edit and regenerated after it', async () => {
    const household = await createWorkedHousehold(f, f.jwt.adviser);
    const summary = async () =>
      (await f.call('POST', `/form/${household.id}/summary`, f.jwt.adviser, {})).body.data;
    await summary();
    expect(await summary()).toMatchObject({ regenerated: false, contractsChanged: false });
    f.t.clock.advanceMinutes(5);
    const { contractId } = await defaultOf('Standard licence');
    const before = (await load(contractId)).body.data.contract;
    const saved = await update(contractId, { capitalGrowthRate: before.settings.capitalGrowthRate + 0.005 });
    expect(saved.body.data.contract.versionId).toBe(before.versionId + 1);
    // Regenerated because the terms changed, and says so; the next request reuses it and says nothing more.
    expect(await summary()).toMatchObject({ regenerated: true, contractsChanged: true });
    expect(await summary()).toMatchObject({ regenerated: false, contractsChanged: false });
  });
});

describe('preview (engine exit entitlement for a $500,000 entry)', () => {
  it('licence, DMF 5 % a year capped at 30 % of the ingoing contribution, no gain share', async () => {
    const id = await freshType('Editor test – preview');
    const res = await preview(id, {
      overrideCommunityOwnerType: 'Licence',
      dmfUse: true,
      dmfBasis: 'purchasePrice',
      dmf: cappedRateYearList(0.05, 0.3),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ entryPrice: 500_000, tenure: 'licence' });
    // Licence: the operator refunds E − DMF. DMF = min(5 % × t, 30 %) × 500,000:
    // year 1 25,000; 2 50,000; 3 75,000 (500,000 − 75,000 = 425,000); 4 100,000; 5 125,000; 6 on 150,000.
    expect(res.body.data.horizons.map((h) => [h.years, h.exitEntitlement])).toEqual([
      [1, 475_000],
      [2, 450_000],
      [3, 425_000],
      [4, 400_000],
      [5, 375_000],
      [6, 350_000],
      [7, 350_000],
      [8, 350_000],
      [9, 350_000],
      [10, 350_000],
      [15, 350_000],
    ]);
    // A preview saves nothing.
    expect((await load(id)).body.data.contract.versionId).toBe(1);
  });

  it('shows a sales fee typed as 35 instead of 3.5 at once', async () => {
    const id = await freshType('Editor test – typo');
    const res = await preview(id, {
      overrideCommunityOwnerType: 'Licence',
      dmfUse: true,
      dmf: cappedRateYearList(0.05, 0.3),
      salesFeesUse: true,
      salesFees: flatYearList(0.35),
    });
    // Year 1: resale = 500,000 × 1.03 = 515,000 (neutral 3 % growth); the sales fee 35 % × 515,000 = 180,250
    // is the resident's (no gain share, so no cost sharing); EE = 500,000 − 25,000 − 180,250 = 294,750.
    const year1 = res.body.data.horizons[0]!;
    expect(year1).toMatchObject({ years: 1, resalePrice: 515_000, dmf: 25_000, residentCosts: 180_250 });
    expect(year1.exitEntitlement).toBe(294_750);
  });

  it('refuses a bad value as a save would', async () => {
    const id = await freshType('Editor test – preview refusal');
    const res = await preview(id, { capitalGainShare: 1.5 });
    expect(res.status).toBe(400);
    expect(res.body.error.issues).toEqual([
      { path: 'data.capitalGainShare', message: 'Must be 100% or less.' },
    ]);
  });
});
