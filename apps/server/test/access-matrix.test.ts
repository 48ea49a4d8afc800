/**
 * The generated access matrix: EVERY endpoint of the API
 * table × nine kinds of caller (access-matrix-world.ts), each called with real ids of objects that are not theirs
 * (another community's report, another adviser's report, another corporate's everything) and a body its schema
 * accepts, so a refusal cannot hide behind a validation error. The expected answer of each cell is derived, not
 * listed, from the endpoint's declaration and the objects' scope:
 *
 *   public endpoint                                   → anything but 401/403 (and never 5xx)
 *   no token, logged-out token, disabled user         → 401 UNAUTHENTICATED
 *   a kind of caller the endpoint does not serve      → 403 FORBIDDEN (the guard's words)
 *   a staff caller without the declared permission    → 403 FORBIDDEN (the guard's words)
 *   a path id in a scope the caller does not reach    → 404 NOT_FOUND (no existence oracle)
 *   otherwise                                         → allowed: none of the above refusals
 *
 * Every cell also fails on a 5xx, and on an answer carrying a name or e-mail of an object the caller may not see.
 * The corporate admin is the positive control: called with set A, its own corporate's, every cell must be
 * allowed, which proves the ids are real. A path parameter without an id in the world fails the test.
 */
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, MESSAGES, endpointPath, type Endpoint } from '@rlc/shared';
import * as schema from '../src/db/schema/index.ts';
import { satisfies } from '../src/plugins/permissions.ts';
import {
  buildWorld,
  idsFor,
  PARAM_SCOPE,
  scopeOf,
  type Caller,
  type IdSet,
  type World,
} from './access-matrix-world.ts';
import { bearer } from './helpers/app.ts';
import { onSession, phase } from './helpers/endpoint-order.ts';
import { validArbitrary } from './helpers/schema-arbitrary.ts';
import { API, useFormsApp, type FormsTestApp } from './forms-helpers.ts';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

type Outcome = 'public' | 'unauthenticated' | 'forbidden' | 'notFound' | 'allowed';

const pathParams = (e: Endpoint) => [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/**
 * The answer `caller` must get from `endpoint` called with its ids (the rules in the header); `bodyIds` the id
 * fields its body carries (a community named in the body is as much a foreign object as one in the path).
 */
function expectedOutcome(endpoint: Endpoint, caller: Caller, bodyIds: readonly string[]): Outcome {
  if (endpoint.permission === 'public') return 'public';
  if (caller.kind === 'none' || caller.kind === 'dead') return 'unauthenticated';
  if (!(endpoint.callers ?? ['staff']).includes(caller.kind)) return 'forbidden';
  if (caller.kind === 'staff' && !satisfies(caller, endpoint.permission)) return 'forbidden';
  const scopes = [...pathParams(endpoint), ...bodyIds].map((p) => scopeOf(endpoint, p));
  if (scopes.some((s) => s !== undefined && s !== 'name' && !caller.reaches.has(s))) return 'notFound';
  return 'allowed';
}

/**
 * Replaces, at any depth of a body, a field named like an id parameter (communityId, formId, …) by that id;
 * `used` collects the names replaced.
 */
function withIds(value: unknown, ids: IdSet, used: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => withIds(v, ids, used));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => {
      if (PARAM_SCOPE[k] === undefined || PARAM_SCOPE[k] === 'name' || typeof ids[k] !== 'number')
        return [k, withIds(v, ids, used)];
      used.add(k);
      return [k, ids[k]];
    }),
  );
}

/**
 * A body `endpoint` accepts, with the caller's ids in its id fields: the first of 60 generated values (fixed
 * seed) that the schema parses; `{}` when the endpoint takes no body or none parses (then 400 may come first).
 */
function validBody(endpoint: Endpoint, ids: IdSet): { body: unknown; valid: boolean; used: string[] } {
  if (!endpoint.body) return { body: endpoint.method === 'POST' ? {} : undefined, valid: true, used: [] };
  const samples = fc.sample(validArbitrary(endpoint.body), { numRuns: 60, seed: 15 });
  for (const sample of samples) {
    const used = new Set<string>();
    const body = withIds(sample, ids, used);
    if (endpoint.body.safeParse(body).success) return { body: body ?? {}, valid: true, used: [...used] };
  }
  return { body: {}, valid: false, used: [] };
}

interface Cell {
  endpoint: string;
  caller: string;
  expected: Outcome;
  status: number;
  problem?: string;
}

/** What is wrong with an answer `res` for the expected outcome, or undefined. */
function judge(expected: Outcome, status: number, body: string, bodyValid: boolean): string | undefined {
  if (status >= 500) return `${status}`;
  let error: { code?: string; message?: string } | undefined;
  try {
    error = (JSON.parse(body) as { error?: typeof error }).error;
  } catch {
    error = undefined; // a file (PDF, Excel) or an empty body
  }
  const guard403 = status === 403 && error?.message === MESSAGES.accessDeniedText;
  switch (expected) {
    case 'public':
      // The guard never runs: a sign-in with wrong details may rightly answer 401 or 403 in its own words.
      return guard403 ? `${status} the guard's refusal on a public call` : undefined;
    case 'unauthenticated':
      return status === 401 && error?.code === 'UNAUTHENTICATED' ? undefined : `${status} not 401`;
    case 'forbidden':
      return guard403 ? undefined : `${status} ${error?.message ?? ''} not the guard's 403`;
    case 'notFound':
      if (status === 404 && error?.code === 'NOT_FOUND') return undefined;
      // Without a body the schema accepts, validation may refuse first; still never a 2xx.
      if (!bodyValid && status === 400) return undefined;
      return `${status} ${error?.code ?? ''} not 404`;
    case 'allowed':
      return status === 401 || guard403 || status === 404
        ? `${status} ${error?.code ?? ''} refused`
        : undefined;
  }
}

async function call(name: string, endpoint: Endpoint, caller: Caller): Promise<Cell> {
  const ids = idsFor(endpoint, caller.ids);
  const missing = pathParams(endpoint).filter((p) => ids[p] === undefined || PARAM_SCOPE[p] === undefined);
  const { body, valid, used } = validBody(endpoint, ids);
  const expected = expectedOutcome(endpoint, caller, used);
  if (missing.length > 0)
    return { endpoint: name, caller: caller.name, expected, status: 0, problem: `no id for :${missing[0]}` };
  const url = (endpoint.base ?? API) + endpointPath(endpoint.path, ids);
  const jwt = onSession(endpoint) && caller.fresh ? await caller.fresh() : caller.jwt;
  const send = (payload: unknown) =>
    f.t.app.inject({
      method: endpoint.method,
      url,
      headers: jwt ? bearer(jwt) : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const res = await send(body);
  let problem = judge(expected, res.statusCode, res.body, valid);
  // An id in a read's filter (the audit log of one user) may answer an empty list: the same answer as for an id
  // that does not exist, so it reveals nothing. Anything else is a leak.
  const fromBodyOnly = expectedOutcome(endpoint, caller, []) !== 'notFound';
  if (problem && expected === 'notFound' && fromBodyOnly && res.statusCode < 300) {
    const unknown = await send(
      withIds(body, Object.fromEntries(used.map((k) => [k, 2_147_483_000])), new Set()),
    );
    if (unknown.statusCode === res.statusCode && unknown.body === res.body) problem = undefined;
  }
  const leaked = caller.markers.find((m) => res.body.includes(m));
  if (!problem && leaked) problem = `answered "${leaked}"`;
  return { endpoint: name, caller: caller.name, expected, status: res.statusCode, problem };
}

/** The rows a set's objects are made of, as one text: must read back the same after every refused call. */
async function objectsText(ids: IdSet): Promise<string> {
  const db = f.t.db;
  const n = (k: string) => Number(ids[k]);
  const parts = await Promise.all([
    db
      .select()
      .from(schema.forms)
      .where(eq(schema.forms.id, n('formId'))),
    db
      .select()
      .from(schema.formConsumers)
      .where(eq(schema.formConsumers.formId, n('formId'))),
    db
      .select()
      .from(schema.formVillages)
      .where(eq(schema.formVillages.formId, n('formId'))),
    db
      .select({ id: schema.formPdfs.id, status: schema.formPdfs.status })
      .from(schema.formPdfs)
      .where(and(eq(schema.formPdfs.formId, n('formId')))),
    db
      .select()
      .from(schema.communities)
      .where(eq(schema.communities.id, n('communityId'))),
    db
      .select()
      .from(schema.contracts)
      .where(eq(schema.contracts.id, n('contractId'))),
    db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, n('userId'))),
    db
      .select()
      .from(schema.rolePermissions)
      .where(eq(schema.rolePermissions.roleId, n('roleId'))),
    db
      .select()
      .from(schema.ratesReruns)
      .where(eq(schema.ratesReruns.id, n('runId'))),
    db
      .select()
      .from(schema.newsletterArticles)
      .where(eq(schema.newsletterArticles.id, n('articleId'))),
    db
      .select()
      .from(schema.webinars)
      .where(eq(schema.webinars.id, n('webinarId'))),
    db
      .select()
      .from(schema.recommendedAdvisers)
      .where(eq(schema.recommendedAdvisers.id, n('adviserId'))),
  ]);
  return JSON.stringify(parts);
}

/** Whether `caller` may change the objects of its set: only a caller that reaches them may. */
const mayWrite = (caller: Caller) =>
  caller.reaches.size > 0 && caller.ids.formId !== undefined && caller.reaches.has('form');

describe('access matrix: every endpoint × nine kinds of caller', () => {
  let world: World;

  it('every cell answers as its declaration and the objects’ scope say, with no leak', async () => {
    world = await buildWorld(f);
    const endpoints = (Object.entries(ENDPOINTS) as [string, Endpoint][]).sort(
      ([, a], [, b]) => phase(a) - phase(b),
    );
    const cells: Cell[] = [];
    const started = Date.now();
    for (const caller of world.callers) {
      const before = await objectsText(caller.ids);
      for (const [name, endpoint] of endpoints) cells.push(await call(name, endpoint, caller));
      // A caller that reaches none of its objects changed none of them.
      if (!mayWrite(caller)) expect(await objectsText(caller.ids), caller.name).toBe(before);
    }
    const routes = endpoints.length;
    const callers = world.callers.length;
    const tally = new Map<string, number>();
    for (const c of cells) tally.set(c.expected, (tally.get(c.expected) ?? 0) + 1);
    console.log(
      `access matrix: ${routes} routes × ${callers} callers = ${cells.length} cells in ${Date.now() - started} ms; ` +
        [...tally].map(([k, v]) => `${k} ${v}`).join(', '),
    );
    expect(cells.filter((c) => c.problem).map((c) => `${c.endpoint} × ${c.caller}: ${c.problem}`)).toEqual(
      [],
    );
    expect(cells).toHaveLength(routes * callers);
    // Every outcome of the rules occurs, so none of them is vacuous.
    expect([...tally.keys()].sort()).toEqual([
      'allowed',
      'forbidden',
      'notFound',
      'public',
      'unauthenticated',
    ]);
  }, 300_000);

  it('fails an endpoint whose path names a parameter the world has no id for (a new route needs its entry)', async () => {
    const admin = world.callers.find((c) => c.name === 'corporateAdmin')!;
    const newRoute: Endpoint = {
      method: 'GET',
      path: '/form/:formId/widget/:widgetId',
      tag: 'forms',
      summary: 'A route added without an id provider',
      permission: 'accessCorporate',
      response: null,
    };
    const cell = await call('newRoute', newRoute, admin);
    expect(cell.problem).toBe('no id for :widgetId');
  });
});
