/**
 * A small hand-built world for the analytics tests (no demo seed). Corporate A: contract types Licence and Strata;
 * North (NSW) holds both, South (QLD) Licence only. Users: an admin (accessCorporate, no communities), a North
 * manager (accessCommunityWide, North), a South adviser (accessCommunityWide, South), a self-only adviser. Corporate
 * B: its admin, a community, a contract and one decided report, which corporate A must never count.
 *
 * f5, f9 and f10 considered no contract of the community: Options Considered & Decided never counts them.
 *
 * Reports (created → decided, Sydney is UTC+11 from October), the contracts they considered and their decision:
 *
 * | Report | Community | By      | Created (UTC)      | Considered       | Decision                        |
 * | ------ | --------- | ------- | ------------------ | ---------------- | ------------------------------- |
 * | f1     | North     | manager | 2026-10-01 00:00   | Licence, Strata  | buy Licence 2026-10-11 (10 d)   |
 * | f2     | North     | self    | 2026-10-05 00:00   | Licence          | no (home) 2026-10-25 (20 d)     |
 * | f3     | North     | manager | 2026-10-31 14:00   | Strata           | undecided, WAIT (1 Nov Sydney)  |
 * | f4     | North     | self    | 2026-07-15 00:00   | Licence, Strata  | buy Strata 2026-07-20 (5 d)     |
 * | f5     | North     | manager | 2026-11-02 00:00   | (external only)  | undecided                       |
 * | f6     | North     | manager | 2026-10-02 00:00   | Licence          | buy Licence, ARCHIVED           |
 * | f7     | South     | adviser | 2026-10-10 00:00   | Licence          | buy Licence 2026-11-09 (30 d)   |
 * | f8     | South     | adviser | 2026-11-05 00:00   | Licence (twice)  | undecided, WAIT                 |
 * | f9     | North     | manager | 2026-10-20 00:00   | (external only)  | no (ext property) 2026-10-22    |
 * | f10    | South     | adviser | 2026-09-01 00:00   | (none)           | no (unknown) 2026-09-03         |
 */
import { afterAll, beforeAll } from 'vitest';
import type {
  AnalyticsFiltersInput,
  AnalyticsQueryName,
  AnalyticsQueryResponse,
  Permission,
} from '@rlc/shared';
import type { Db } from '../src/db/client.ts';
import { communities, contracts, contractTypes, forms, formVillages } from '../src/db/schema/index.ts';
import { runQuery } from '../src/modules/analytics/index.ts';
import { loadPrincipal, type Principal } from '../src/modules/auth/principal.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createCorporate, createRole, createUser } from './helpers/fixtures.ts';

/** "Today" of the tests: Friday 20 November 2026, 11 am in Sydney. */
export const ANALYTICS_NOW = new Date('2026-11-20T00:00:00Z');

async function community(db: Db, corporateId: number, name: string, state: string) {
  const [row] = await db.insert(communities).values({ corporateId, name, state }).returning();
  return row!;
}

async function contractType(db: Db, corporateId: number, name: string) {
  const [row] = await db.insert(contractTypes).values({ corporateId, name }).returning();
  return row!;
}

async function contract(db: Db, corporateId: number, communityId: number, typeId: number, name: string) {
  const [row] = await db
    .insert(contracts)
    .values({ corporateId, communityId, contractTypeId: typeId, name })
    .returning();
  return row!;
}

interface ReportSpec {
  corporateId: number;
  communityId: number;
  createdBy: number;
  createdAt: string;
  /** Contract ids selected on internal options (one option per inner list). */
  options: number[][];
  external?: boolean;
  decision?: { response: 'yes' | 'no'; choiceId: string; at: string };
  status?: 'NO_PDF' | 'WAIT' | 'BUY' | 'NOTBUY';
  archived?: boolean;
}

async function report(db: Db, r: ReportSpec): Promise<number> {
  const [row] = await db
    .insert(forms)
    .values({
      corporateId: r.corporateId,
      communityId: r.communityId,
      createdBy: r.createdBy,
      createdAt: new Date(r.createdAt),
      updatedAt: new Date(r.createdAt),
      status: r.status ?? (r.decision ? (r.decision.response === 'yes' ? 'BUY' : 'NOTBUY') : 'NO_PDF'),
      clientResponse: r.decision?.response ?? null,
      choiceId: r.decision?.choiceId ?? null,
      decisionAt: r.decision ? new Date(r.decision.at) : null,
      archivedAt: r.archived ? new Date(r.createdAt) : null,
    })
    .returning({ id: forms.id });
  const formId = row!.id;
  const villages = r.options.map((ids, order) => ({
    formId,
    modelId: 1 as const,
    order,
    name: `Option ${order + 1}`,
    details: { selectedContracts: ids.map((id) => ({ id, report: true })) },
  }));
  if (r.external)
    villages.push({
      formId,
      modelId: 2 as never,
      order: villages.length,
      name: 'Elsewhere',
      details: {} as never,
    });
  if (villages.length) await db.insert(formVillages).values(villages);
  return formId;
}

const COMMUNITY_WIDE: Permission[] = ['accessCommunityWide', 'createForm'];

export async function analyticsWorld(db: Db, tag: string) {
  const a = await createCorporate(db, `Analytics A ${tag}`);
  const b = await createCorporate(db, `Analytics B ${tag}`);
  const north = await community(db, a.id, 'North Village', 'NSW');
  const south = await community(db, a.id, 'South Village', 'QLD');
  const bSite = await community(db, b.id, 'Other Operator Village', 'VIC');
  const licence = await contractType(db, a.id, 'Licence');
  const strata = await contractType(db, a.id, 'Strata');
  const bType = await contractType(db, b.id, 'Foreign Lease');
  const northLicence = await contract(db, a.id, north.id, licence.id, 'North Licence');
  const northStrata = await contract(db, a.id, north.id, strata.id, 'North Strata');
  const southLicence = await contract(db, a.id, south.id, licence.id, 'South Licence');
  const bContract = await contract(db, b.id, bSite.id, bType.id, 'Foreign Lease');
  const roles = {
    admin: await createRole(db, a.id, ['accessCorporate', 'createForm'], 'analytics admin'),
    manager: await createRole(db, a.id, COMMUNITY_WIDE, 'community manager'),
    adviser: await createRole(db, a.id, COMMUNITY_WIDE, 'adviser'),
    self: await createRole(db, a.id, ['accessSelf', 'createForm'], 'self-only adviser'),
    bAdmin: await createRole(db, b.id, ['accessCorporate', 'createForm'], 'b admin'),
  };
  const mk = async (
    key: string,
    roleId: number,
    firstName: string,
    communityIds: number[],
    corporateId = a.id,
  ) =>
    (
      await createUser(db, {
        email: `${key}.${tag}@analytics.test`,
        corporateId,
        roleId,
        firstName,
        lastName: 'Tester',
        communityIds,
      })
    ).user;
  const users = {
    admin: await mk('admin', roles.admin.id, 'Ada', []),
    manager: await mk('manager', roles.manager.id, 'Max', [north.id]),
    adviser: await mk('adviser', roles.adviser.id, 'Ava', [south.id]),
    self: await mk('self', roles.self.id, 'Sol', []),
    bAdmin: await mk('badmin', roles.bAdmin.id, 'Bea', [bSite.id], b.id),
  };
  const inA = { corporateId: a.id };
  const nl = northLicence.id;
  const ns = northStrata.id;
  const sl = southLicence.id;
  const f = {
    f1: await report(db, {
      ...inA,
      communityId: north.id,
      createdBy: users.manager.id,
      createdAt: '2026-10-01T00:00:00Z',
      options: [[nl, ns]],
      decision: { response: 'yes', choiceId: String(nl), at: '2026-10-11T00:00:00Z' },
    }),
    f2: await report(db, {
      ...inA,
      communityId: north.id,
      createdBy: users.self.id,
      createdAt: '2026-10-05T00:00:00Z',
      options: [[nl]],
      decision: { response: 'no', choiceId: 'home', at: '2026-10-25T00:00:00Z' },
    }),
    f3: await report(db, {
      ...inA,
      communityId: north.id,
      createdBy: users.manager.id,
      createdAt: '2026-10-31T14:00:00Z',
      options: [[ns]],
      status: 'WAIT',
    }),
    f4: await report(db, {
      ...inA,
      communityId: north.id,
      createdBy: users.self.id,
      createdAt: '2026-07-15T00:00:00Z',
      options: [[nl], [ns]],
      decision: { response: 'yes', choiceId: String(ns), at: '2026-07-20T00:00:00Z' },
    }),
    f5: await report(db, {
      ...inA,
      communityId: north.id,
      createdBy: users.manager.id,
      createdAt: '2026-11-02T00:00:00Z',
      options: [],
      external: true,
    }),
    f6: await report(db, {
      ...inA,
      communityId: north.id,
      createdBy: users.manager.id,
      createdAt: '2026-10-02T00:00:00Z',
      options: [[nl]],
      decision: { response: 'yes', choiceId: String(nl), at: '2026-10-03T00:00:00Z' },
      archived: true,
    }),
    f7: await report(db, {
      ...inA,
      communityId: south.id,
      createdBy: users.adviser.id,
      createdAt: '2026-10-10T00:00:00Z',
      options: [[sl]],
      decision: { response: 'yes', choiceId: String(sl), at: '2026-11-09T00:00:00Z' },
    }),
    f8: await report(db, {
      ...inA,
      communityId: south.id,
      createdBy: users.adviser.id,
      createdAt: '2026-11-05T00:00:00Z',
      options: [[sl], [sl]],
      status: 'WAIT',
    }),
    f9: await report(db, {
      ...inA,
      communityId: north.id,
      createdBy: users.manager.id,
      createdAt: '2026-10-20T00:00:00Z',
      options: [],
      external: true,
      decision: { response: 'no', choiceId: 'ext', at: '2026-10-22T00:00:00Z' },
    }),
    f10: await report(db, {
      ...inA,
      communityId: south.id,
      createdBy: users.adviser.id,
      createdAt: '2026-09-01T00:00:00Z',
      options: [],
      decision: { response: 'no', choiceId: 'unk', at: '2026-09-03T00:00:00Z' },
    }),
    foreign: await report(db, {
      corporateId: b.id,
      communityId: bSite.id,
      createdBy: users.bAdmin.id,
      createdAt: '2026-10-01T00:00:00Z',
      options: [[bContract.id]],
      decision: { response: 'yes', choiceId: String(bContract.id), at: '2026-10-02T00:00:00Z' },
    }),
  };
  return { a, b, north, south, bSite, licence, strata, bType, roles, users, forms: f };
}

export type AnalyticsWorld = Awaited<ReturnType<typeof analyticsWorld>>;
type UserKey = keyof AnalyticsWorld['users'];

/** One test file's app, world and principals, filled in before its tests (`ctx.t`, `ctx.w`, `ctx.as`). */
export interface AnalyticsTestContext {
  t: TestApp;
  w: AnalyticsWorld;
  as: Record<UserKey, Principal>;
  /** Runs a query as one of the world's users, at ANALYTICS_NOW. */
  query(
    who: UserKey,
    name: AnalyticsQueryName,
    filters?: AnalyticsFiltersInput,
  ): Promise<AnalyticsQueryResponse>;
}

/**
 * Starts a test app with the world before the file's tests (`more` may add rows to it first) and closes it after.
 */
export function useAnalyticsWorld(
  tag: string,
  more?: (t: TestApp, w: AnalyticsWorld) => Promise<void>,
): AnalyticsTestContext {
  const ctx = {
    query: (who, name, filters = {}) =>
      runQuery({ db: ctx.t.db, clock: () => ANALYTICS_NOW }, ctx.as[who], name, filters),
  } as AnalyticsTestContext;
  beforeAll(async () => {
    ctx.t = await createTestApp();
    ctx.w = await analyticsWorld(ctx.t.db, tag);
    await more?.(ctx.t, ctx.w);
    const entries = Object.entries(ctx.w.users) as [UserKey, AnalyticsWorld['users'][UserKey]][];
    ctx.as = Object.fromEntries(
      await Promise.all(entries.map(async ([key, user]) => [key, await loadPrincipal(ctx.t.db, user)])),
    ) as Record<UserKey, Principal>;
  }, 60_000);
  afterAll(() => ctx.t.close());
  return ctx;
}
