/**
 * The demo seed on the test database (PGlite, or PostgreSQL with TEST_DB=postgres): idempotency, roles and users, and that every demo contract
 * carries the published terms of `/work/shared/reference/villages.md` §8. Expected figures are typed in from the
 * reference, not derived from the seed's own helpers.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTRACT_TYPE_ID, PERMISSION_CODES, yearValue, type CommunityContract } from '@rlc/shared';
import * as schema from '../src/db/schema/index.ts';
import { verifyPassword } from '../src/modules/auth/password.ts';
import { communityContracts } from '../src/modules/communities/index.ts';
import { seedDemo } from '../src/modules/seed/index.ts';
import { createTestDb, type TestDb } from './helpers/db.ts';

const PASSWORD = 'seed-test-pass-1';
let testDb: TestDb;
let handle: TestDb['handle'];

const TABLES = {
  corporates: schema.corporates,
  roles: schema.roles,
  rolePermissions: schema.rolePermissions,
  users: schema.users,
  userCommunities: schema.userCommunities,
  communities: schema.communities,
  contractTypes: schema.contractTypes,
  contracts: schema.contracts,
  amenities: schema.amenities,
  communityAmenities: schema.communityAmenities,
  inclusions: schema.inclusions,
  communityInclusions: schema.communityInclusions,
  additionalServices: schema.additionalServices,
  chargeFees: schema.chargeFees,
  reportContents: schema.reportContents,
};

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(table);
    out[name] = row?.n ?? -1;
  }
  return out;
}

async function communityByName(name: string) {
  const [row] = await handle.db.select().from(schema.communities).where(eq(schema.communities.name, name));
  if (!row) throw new Error(`no community ${name}`);
  return row;
}

async function contractsOf(name: string): Promise<CommunityContract[]> {
  return communityContracts(handle.db, await communityByName(name));
}

const dmfAt = (c: CommunityContract, year: number) => yearValue(c.settings.dmf, year);

beforeAll(async () => {
  testDb = await createTestDb();
  handle = testDb.handle;
}, 180_000);
afterAll(async () => {
  await testDb.close();
});

describe('seedDemo', () => {
  let first: Record<string, number>;

  it('seeds once and a second run changes nothing', async () => {
    const a = await seedDemo(handle.db, { password: PASSWORD });
    expect(a.seeded).toBe(true);
    first = await counts();
    // The main demo (4 roles, 5 users — the four of issue 3 and the developer of issue 15 —, 4 communities, 7
    // contract types) and the second operator (2 roles, 2 users, 1 community, 1 contract type).
    expect(first).toMatchObject({ corporates: 2, roles: 6, users: 7, communities: 5, contractTypes: 8 });
    // Main: 7 default contracts + Sunny Grove 1, Harbour View 2, Banksia Terraces 1, Wattle Park 1;
    // second: 1 default contract + Seabreeze 1.
    expect(first.contracts).toBe(14);
    const [before] = await handle.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'admin@demo.test'));

    const b = await seedDemo(handle.db, { password: 'another-password' });
    expect(b.seeded).toBe(false);
    expect(await counts()).toEqual(first);
    const [after] = await handle.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'admin@demo.test'));
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(b.users).toEqual(a.users);
  }, 60_000);

  it('creates the demo corporate with the magic link and valuation tool on and spare licences', async () => {
    const [corp] = await handle.db.select().from(schema.corporates);
    expect(corp).toMatchObject({ name: 'Demo Retirement Living', magicEnabled: true, valuationTool: true });
    expect(corp!.communityLicenses).toBeGreaterThan(4);
  });

  it('gives the four roles the permissions of issue 3', async () => {
    const rows = await handle.db
      .select({ role: schema.roles.name, permission: schema.rolePermissions.permission })
      .from(schema.rolePermissions)
      .innerJoin(schema.roles, eq(schema.roles.id, schema.rolePermissions.roleId))
      .innerJoin(schema.corporates, eq(schema.corporates.id, schema.roles.corporateId))
      .where(eq(schema.corporates.name, 'Demo Retirement Living'));
    const of = (role: string) =>
      rows
        .filter((r) => r.role === role)
        .map((r) => r.permission)
        .sort();
    expect(of('corporate admin')).toEqual([...PERMISSION_CODES].sort());
    expect(of('corporate admin')).toHaveLength(22);
    expect(of('community manager')).toEqual(
      [
        'accessCommunityWide',
        'updateCommunity',
        'updateCommunityServices',
        'updateCommunitySettings',
        'updateCommunityReport',
        'assignCommunityUser',
        'assignContract',
        'updateContract',
        'createForm',
        'archiveForm',
      ].sort(),
    );
    // Issue 14: advisers archive their own drafts (archiveForm; its reach in @rlc/shared form-archive.ts).
    expect(of('adviser')).toEqual(['accessCommunityWide', 'archiveForm', 'createForm']);
    expect(of('self-only adviser')).toEqual(['accessSelf', 'archiveForm', 'createForm']);
  });

  it('stores argon2id (19 MiB, 2 passes) hashes of the given password for the seven demo users', async () => {
    const rows = await handle.db.select().from(schema.users);
    expect(rows.map((u) => u.email).sort()).toEqual([
      'admin@coastline.test',
      'admin@demo.test',
      'adviser@coastline.test',
      'adviser@demo.test',
      'developer@demo.test',
      'manager@demo.test',
      'self@demo.test',
    ]);
    // Only the developer is a developer, and hidden from lists (silent_user): issue 15.
    expect(rows.filter((u) => u.developer).map((u) => [u.email, u.silentUser])).toEqual([
      ['developer@demo.test', true],
    ]);
    for (const u of rows) {
      expect(u.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(u.passwordHash, PASSWORD)).toBe(true);
      expect(await verifyPassword(u.passwordHash, 'demo-pass-2026x')).toBe(false);
      expect(u.firstName).not.toBe('');
    }
  }, 30_000);

  it('keeps the spec default contract type id 7 and moves the id sequence past the seeded ids', async () => {
    const [seven] = await handle.db
      .select()
      .from(schema.contractTypes)
      .where(eq(schema.contractTypes.id, DEFAULT_CONTRACT_TYPE_ID));
    expect(seven?.name).toMatch(/6% p\.a\. to 36%/);
    const [corp] = await handle.db.select().from(schema.corporates);
    // The main demo keeps ids 1–7; the second operator's one type, seeded after it, is numbered 8.
    const [next] = await handle.db
      .insert(schema.contractTypes)
      .values({ corporateId: corp!.id, name: 'sequence probe' })
      .returning();
    expect(next!.id).toBe(9);
    await handle.db.delete(schema.contractTypes).where(eq(schema.contractTypes.id, next!.id));
  });
});

describe('demo contracts match villages.md §8', () => {
  it('Sunny Grove (row A, Brodhome Qld licence): 6 %/yr to 36 % of $320,000, $2,000 termination fee', async () => {
    const c = await communityByName('Sunny Grove Village');
    expect(c).toMatchObject({ state: 'QLD', ownerType: 'Licence', rvOrLlc: 'rv' });
    const [k] = await contractsOf('Sunny Grove Village');
    expect(k?.contractTypeId).toBe(DEFAULT_CONTRACT_TYPE_ID);
    const s = k!.settings;
    expect(s.ingoingContribution).toBe(320_000);
    expect(s.dmfBasis).toBe('purchasePrice');
    expect([1, 2, 3, 5, 6, 7, 10, 15].map((y) => dmfAt(k!, y))).toEqual([
      0.06, 0.12, 0.18, 0.3, 0.36, 0.36, 0.36, 0.36,
    ]);
    expect(s.participateInCapitalGain).toBe(false);
    expect(s.adminLegalUse).toBe(true);
    // villages.md §8 "Suggested demo set": EE yr 1 $298,800, yr 2 $279,600, yr 5 $222,000, yr 10 $202,800,
    // i.e. 320,000 − DMF% × 320,000 − 2,000 (no capital gain, licence).
    const ee = (y: number) => s.ingoingContribution * (1 - dmfAt(k!, y)) - yearValue(s.adminLegalCurr, y);
    expect([1, 2, 5, 10].map((y) => Math.round(ee(y)))).toEqual([298_800, 279_600, 222_000, 202_800]);
    // Qld: exit entitlement paid within 18 months (§6).
    expect(s.repaymentTimeline).toBe(18);
  });

  it('Sunny Grove charges about $89/week: $72.80 general fees + $16.59 maintenance reserve fund', async () => {
    const c = await communityByName('Sunny Grove Village');
    const fees = await handle.db
      .select()
      .from(schema.chargeFees)
      .where(eq(schema.chargeFees.communityId, c.id));
    expect(fees).toHaveLength(1);
    expect(fees[0]).toMatchObject({ amount: 89.39, frequency: 52, deleted: false });
    expect(fees[0]!.amount).toBeCloseTo(72.8 + 16.59, 2);
  });

  it('Harbour View (rows B and D): stepped 10/22/35 % leasehold and a 5 %/yr to 35 % Capital Share at $400,000', async () => {
    const c = await communityByName('Harbour View Retirement Village');
    expect(c).toMatchObject({ ownerType: 'Leasehold', rvOrLlc: 'rv' });
    const [stepped, share] = await contractsOf('Harbour View Retirement Village');
    expect(stepped!.settings.ingoingContribution).toBe(400_000);
    expect([1, 2, 3, 6, 10, 15].map((y) => dmfAt(stepped!, y))).toEqual([0.1, 0.22, 0.35, 0.35, 0.35, 0.35]);
    expect(stepped!.settings.capitalGainShare).toBe(0);
    // Row B: "sales & marketing $0, reinstatement $0".
    expect(stepped!.settings.salesFeesUse).toBe(false);
    expect(stepped!.settings.reinstatementUse).toBe(false);
    // Row D: same price, 5 % × 7 = 35 %, 50/50 capital gain, buy-back 18 months.
    expect(share!.settings.ingoingContribution).toBe(400_000);
    expect([1, 6, 7, 10].map((y) => dmfAt(share!, y))).toEqual([0.05, 0.3, 0.35, 0.35]);
    expect(share!.settings).toMatchObject({
      participateInCapitalGain: true,
      capitalGainShare: 0.5,
      repaymentTimeline: 18,
    });
  });

  it('Banksia Terraces (row C): strata, DMF on the resale price 6/12/18/23/27/31/35 %', async () => {
    const c = await communityByName('Banksia Terraces');
    expect(c).toMatchObject({ ownerType: 'Strata', state: 'QLD' });
    const [k] = await contractsOf('Banksia Terraces');
    expect(k!.settings.dmfBasis).toBe('resalePrice');
    expect(k!.settings.exitEntitlementBasedOn).toBe('resalePrice');
    // Row C: 6 % pa years 1–3, 5 % year 4, 4 % pa years 5–7, max 35 %.
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15].map((y) => dmfAt(k!, y))).toEqual([
      0.06, 0.12, 0.18, 0.23, 0.27, 0.31, 0.35, 0.35, 0.35, 0.35, 0.35,
    ]);
  });

  it('Wattle Park (§5, §8): land lease, $500,000 home, $220–250/week site fees, no exit fee', async () => {
    const c = await communityByName('Wattle Park Lifestyle Community');
    expect(c.rvOrLlc).toBe('llc');
    const [k] = await contractsOf('Wattle Park Lifestyle Community');
    expect(k!.settings.ingoingContribution).toBe(500_000);
    expect(k!.settings.dmfUse).toBe(false);
    expect(k!.settings.dmf.every((v) => v.value === 0)).toBe(true);
    expect(k!.settings.capitalGainShare).toBe(1);
    const fees = await handle.db
      .select()
      .from(schema.chargeFees)
      .where(eq(schema.chargeFees.communityId, c.id));
    expect(fees.map((f) => [f.amount, f.frequency]).sort()).toEqual([
      [220, 52],
      [250, 52],
    ]);
  });

  it('every schedule holds 11 values for years 1–10 and 15, each a fraction', async () => {
    const rows = await handle.db.select().from(schema.contracts);
    for (const name of [
      'Sunny Grove Village',
      'Harbour View Retirement Village',
      'Banksia Terraces',
      'Wattle Park Lifestyle Community',
    ]) {
      for (const k of await contractsOf(name)) {
        expect(k.settings.dmf.map((v) => v.year)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15]);
        for (const v of k.settings.dmf) expect(v.value).toBeGreaterThanOrEqual(0);
        for (const v of k.settings.dmf) expect(v.value).toBeLessThanOrEqual(0.4);
      }
    }
    expect(rows.length).toBe(14);
  });

  it('the second operator: Seabreeze (NSW loan-licence) at 3 %/yr to 36 % of $540,000 with half the gain', async () => {
    const seabreeze = await communityByName('Seabreeze Retirement Village');
    const [owner] = await handle.db
      .select()
      .from(schema.corporates)
      .where(eq(schema.corporates.id, seabreeze.corporateId));
    expect(owner?.name).toBe('Coastline Seniors Living');
    const [k] = await contractsOf('Seabreeze Retirement Village');
    expect(k?.settings.ingoingContribution).toBe(540_000);
    // 3 % a year: 9 % after 3 years; capped at 36 % (reached in year 12), so year 10 is 30 % and year 15 is 36 %.
    expect(dmfAt(k!, 3)).toBeCloseTo(0.09, 10);
    expect(dmfAt(k!, 10)).toBeCloseTo(0.3, 10);
    expect(dmfAt(k!, 15)).toBeCloseTo(0.36, 10);
    expect(k?.settings.capitalGainShare).toBe(0.5);
    const forms = await handle.db.select().from(schema.forms).where(eq(schema.forms.corporateId, owner!.id));
    expect(forms).toHaveLength(1);
  });

  it('gives every community amenities, additional services and report content overriding the corporate default', async () => {
    for (const name of [
      'Sunny Grove Village',
      'Harbour View Retirement Village',
      'Banksia Terraces',
      'Wattle Park Lifestyle Community',
    ]) {
      const c = await communityByName(name);
      const am = await handle.db
        .select()
        .from(schema.communityAmenities)
        .where(eq(schema.communityAmenities.communityId, c.id));
      const sv = await handle.db
        .select()
        .from(schema.additionalServices)
        .where(eq(schema.additionalServices.communityId, c.id));
      const rc = await handle.db
        .select()
        .from(schema.reportContents)
        .where(eq(schema.reportContents.communityId, c.id));
      expect(am.length).toBeGreaterThan(0);
      expect(am.length).toBeLessThanOrEqual(18);
      expect(sv.length).toBeGreaterThan(0);
      expect(rc.map((r) => r.name)).toContain('About the community');
    }
  });
});
