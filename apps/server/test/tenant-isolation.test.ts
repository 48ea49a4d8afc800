/**
 * Tenant isolation over the whole API table: the second demo operator's admin (every
 * permission, in another corporate) calls EVERY endpoint of ENDPOINTS with the ids of the main demo's report,
 * option, community, contract, user, PDF and re-run. None may answer 2xx, none may change a row, and no answer —
 * lists included — may carry the main demo's names or e-mails. The test takes its list of calls from the table,
 * so a new endpoint is covered the day it is added; a path parameter it does not know fails the test until a
 * main-demo id is given for it below.
 */
import { eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, MODEL_ID, endpointPath, type Endpoint } from '@rlc/shared';
import * as schema from '../src/db/schema/index.ts';
import { bearer } from './helpers/app.ts';
import { API, DEMO_TEST_PASSWORD, useFormsApp, type FormsTestApp } from './forms-helpers.ts';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

/** Calls that act on the caller's own session or account, not on a tenant's data. */
const OWN_SESSION = new Set([
  'login',
  'logout',
  'changePassword',
  'consent',
  'resetPassword',
  'completeReset',
]);

/** Path parameters that name a kind of thing rather than a row. */
const NOT_IDS = new Set(['modelId', 'name', 'queryName']);

/** Strings of the main demo that must never reach the other corporate. */
const MAIN_DEMO_MARKERS = [
  'Demo Retirement Living',
  'Sunny Grove',
  'Harbour View',
  'Banksia Terraces',
  'Wattle Park',
  'Margaret',
  'Walsh',
  'Citizen',
  '@demo.test',
];

/**
 * Rows of every tenant table, to prove the calls changed nothing of the main demo: a table with a corporate
 * column is read for the main demo's rows only (the caller may start a re-run of its own reports), the others
 * whole. Sessions, audit and login rows are not read: signing in and refusals write them.
 */
async function snapshot(mainCorporateId: number): Promise<string> {
  const tables = [
    schema.corporates,
    schema.roles,
    schema.rolePermissions,
    schema.users,
    schema.userCommunities,
    schema.communities,
    schema.contractTypes,
    schema.contracts,
    schema.amenities,
    schema.communityAmenities,
    schema.inclusions,
    schema.communityInclusions,
    schema.additionalServices,
    schema.chargeFees,
    schema.reportContents,
    schema.forms,
    schema.formConsumers,
    schema.formVillages,
    schema.formRatings,
    schema.formPdfs,
    schema.ratesReruns,
    schema.newsletterArticles,
    schema.webinars,
    schema.recommendedAdvisers,
  ];
  const parts: unknown[] = [];
  for (const table of tables) {
    const corporate = (getTableColumns(table) as Record<string, AnyPgColumn | undefined>).corporateId;
    const rows = corporate
      ? f.t.db.select().from(table).where(eq(corporate, mainCorporateId))
      : f.t.db.select().from(table);
    parts.push(await rows.orderBy(sql`1`));
  }
  return JSON.stringify(parts, (_k, v: unknown) => (v instanceof Uint8Array ? v.length : v));
}

/**
 * Ids of main-demo resources by path parameter name: the first report in `communityId`, one of its options, the
 * community's first contract, the demo adviser, a stored PDF of that report and a finished re-run (both inserted
 * here, so those ids exist).
 */
async function mainDemoIds(communityId: number): Promise<Record<string, number | string>> {
  const [corp] = await f.t.db
    .select()
    .from(schema.corporates)
    .where(eq(schema.corporates.name, 'Demo Retirement Living'));
  const corporateId = corp!.id;
  const [form] = await f.t.db.select().from(schema.forms).where(eq(schema.forms.communityId, communityId));
  const [village] = await f.t.db
    .select()
    .from(schema.formVillages)
    .where(eq(schema.formVillages.formId, form!.id));
  const [contract] = await f.t.db
    .select()
    .from(schema.contracts)
    .where(eq(schema.contracts.communityId, communityId));
  const [user] = await f.t.db.select().from(schema.users).where(eq(schema.users.email, 'adviser@demo.test'));
  const [role] = await f.t.db.select().from(schema.roles).where(eq(schema.roles.id, user!.roleId));
  const [pdf] = await f.t.db
    .insert(schema.formPdfs)
    .values({ formId: form!.id, kind: 'summary', status: 'done', bytes: Buffer.from('%PDF') })
    .returning();
  // Resources: the main demo's seeded article (a draft, the first by id), webinar and adviser.
  const ofMain = { corporateId } as const;
  const [article] = await f.t.db
    .select()
    .from(schema.newsletterArticles)
    .where(eq(schema.newsletterArticles.corporateId, ofMain.corporateId));
  const [webinar] = await f.t.db
    .select()
    .from(schema.webinars)
    .where(eq(schema.webinars.corporateId, ofMain.corporateId));
  const [adviser] = await f.t.db
    .select()
    .from(schema.recommendedAdvisers)
    .where(eq(schema.recommendedAdvisers.corporateId, ofMain.corporateId));
  const [run] = await f.t.db
    .insert(schema.ratesReruns)
    .values({ corporateId, status: 'done', formIds: [form!.id], total: 1, done: 1 })
    .returning();
  return {
    corporateId,
    formId: form!.id,
    villageId: village!.id,
    modelId: village!.modelId ?? MODEL_ID.internal,
    communityId,
    contractId: contract!.id,
    userId: user!.id,
    pdfId: pdf!.id,
    runId: run!.id,
    roleId: role!.id,
    // A report content block of the main demo (demo-communities.ts).
    name: 'Introduction',
    // An analytics query: a name, not an id (it reads the caller's own reports).
    queryName: 'analyticsOptions',
    articleId: article!.id,
    webinarId: webinar!.id,
    adviserId: adviser!.id,
  };
}

async function call(endpoint: Endpoint, url: string, jwt: string) {
  const res = await f.t.app.inject({
    method: endpoint.method,
    url: (endpoint.base ?? API) + url,
    headers: bearer(jwt),
    ...(endpoint.method === 'POST' ? { payload: {} } : {}),
  });
  return { status: res.statusCode, text: res.body };
}

/**
 * Calls every endpoint of the table (but the caller's own-session ones; with `onlyWithIds`, only those naming a
 * resource in their path) as `jwt` with `ids` filled in. Returns what leaked: a 2xx for a call naming a
 * resource, or an answer carrying one of `markers`; a 5xx fails at once. `checked` counts the calls made.
 */
async function probe(
  jwt: string,
  ids: Record<string, number | string>,
  markers: string[],
  onlyWithIds = false,
) {
  const leaks: string[] = [];
  let checked = 0;
  for (const [name, endpoint] of Object.entries(ENDPOINTS) as [string, Endpoint][]) {
    if (OWN_SESSION.has(name)) continue;
    const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    // modelId (internal / external), a report content block's name and an analytics query's name are not ids:
    // with them alone the call reads the caller's own corporate (the markers check it shows nothing of the main
    // demo). Any other parameter is a foreign id and must be refused.
    const namesResource = names.some((p) => !NOT_IDS.has(p));
    if (onlyWithIds && !namesResource) continue;
    for (const p of names) expect(ids, `no main-demo id for :${p} of ${name}`).toHaveProperty(p);
    const url = endpointPath(endpoint.path, Object.fromEntries(names.map((p) => [p, ids[p]!])));
    const { status, text } = await call(endpoint, url, jwt);
    checked += 1;
    if (namesResource && status < 300) leaks.push(`${name} ${url} → ${status}`);
    expect(status, `${name} ${url}`).toBeLessThan(500);
    for (const marker of markers)
      if (text.includes(marker)) leaks.push(`${name} ${url} answered "${marker}"`);
  }
  return { leaks, checked };
}

describe('another corporate with every permission', () => {
  it('cannot read or change the main demo through any endpoint, and sees none of its names', async () => {
    const jwt = await f.t.login('admin@coastline.test', DEMO_TEST_PASSWORD);
    const ids = await mainDemoIds(f.communityId.sunny);
    const before = await snapshot(Number(ids.corporateId));

    const { leaks, checked } = await probe(jwt, ids, MAIN_DEMO_MARKERS);

    expect(leaks).toEqual([]);
    expect(checked).toBe(Object.keys(ENDPOINTS).length - OWN_SESSION.size);
    expect(await snapshot(Number(ids.corporateId))).toBe(before);
  }, 120_000);

  it('sees its own report, community and users, so the refusals above are about tenancy', async () => {
    const jwt = await f.t.login('admin@coastline.test', DEMO_TEST_PASSWORD);
    const forms = await f.call('POST', '/forms', jwt, {});
    expect(forms.status).toBe(200);
    expect(forms.body.data.forms.map((x) => x.communityName)).toEqual(['Seabreeze Retirement Village']);
    const [theirs] = await f.t.db
      .select()
      .from(schema.users)
      .where(ne(schema.users.email, 'admin@coastline.test'));
    expect(theirs).toBeDefined();
  });
});

describe('a community manager of Sunny Grove only', () => {
  it("cannot read or change Harbour View's report, community or contract through any endpoint", async () => {
    const jwt = await f.t.login('manager@demo.test', DEMO_TEST_PASSWORD);
    const ids = await mainDemoIds(f.communityId.harbour);
    const before = await snapshot(Number(ids.corporateId));

    // Harbour View's couple and their contracts must not show; Sunny Grove's may.
    const { leaks, checked } = await probe(jwt, ids, ['Harbour View', 'Citizen', 'Banksia Terraces'], true);

    expect(leaks).toEqual([]);
    expect(checked).toBeGreaterThan(20);
    expect(await snapshot(Number(ids.corporateId))).toBe(before);
  }, 120_000);

  it('reaches its own village, so the refusals above are about assignment', async () => {
    const jwt = await f.t.login('manager@demo.test', DEMO_TEST_PASSWORD);
    const res = await f.call('GET', `/community/${f.communityId.sunny}`, jwt);
    expect(res.status).toBe(200);
    const list = await f.call('GET', '/communities', jwt);
    expect(JSON.stringify(list.body)).toContain('Sunny Grove');
    expect(JSON.stringify(list.body)).not.toContain('Harbour View');
  });
});
