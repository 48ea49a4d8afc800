/**
 * Property-based fuzzing of every endpoint: FUZZ_RUNS generated requests per endpoint
 * (default below; `npm test`'s step vitest:fuzz sends 200, `npm run bench:fuzz` 1,000, README).
 *   - POST: a body from the endpoint's zod schema with wrong types, huge and negative numbers, "NaN" / "Infinity"
 *     text, 1 MB strings, deep nesting, `__proto__` / `constructor` keys, NUL and lone surrogates, invalid UTF-8,
 *     wrong or missing content types and hostile path values (fuzz-requests.ts);
 *   - GET: hostile path values (huge, negative, NaN, non-numeric, unicode, very long, bad percent-encoding) and
 *     query strings (fuzz-get-requests.ts).
 * Each is sent as the caller who owns the objects (the corporate admin; the customer on its own form; nobody on a
 * public call), so it reaches as deep as the input lets it. Properties:
 *   - no answer is 5xx;
 *   - every refusal is the app's error body `{ error: { code, message } }`;
 *   - after every refused request the objects the call names read back unchanged (object-state.ts: a fingerprint
 *     of every column of their rows, taken whenever the WAL moved; after an accepted request, once its background
 *     work has finished);
 *   - nothing reaches Object.prototype.
 * Also: every POST endpoint refuses a body over the 1 MiB limit with 413 in the app's body.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointPath, type Endpoint } from '@rlc/shared';
import { buildSetA, customerToken, idsFor, staffToken, type IdSet } from './access-matrix-world.ts';
import { bearer } from './helpers/app.ts';
import { onSession, phase } from './helpers/endpoint-order.ts';
import { OVERSIZE_TEXT } from './helpers/schema-arbitrary.ts';
import { fuzzRequests, type FuzzCase } from './fuzz-requests.ts';
import { fuzzGetRequests } from './fuzz-get-requests.ts';
import { assertEveryTableLogged, backgroundSettled, watchObjects } from './object-state.ts';
import { TEST_DB } from './helpers/db.ts';
import { API, useFormsApp, type FormsTestApp } from './forms-helpers.ts';
import * as schema from '../src/db/schema/index.ts';
import { eq } from 'drizzle-orm';

let f: FormsTestApp;
useFormsApp((app) => (f = app));

/**
 * Requests per endpoint. 50 by default (the ordinary server steps, on both engines: about a minute and a half on
 * the shared 2-core machine); 1,000 in the step vitest:fuzz (issue 15's CI figure); 10,000 for the benchmark.
 * docs/security.md has the figures.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);

interface Owner {
  ids: IdSet;
  corporateId: number;
  adminId: number;
  adminJwt: string;
  customer: { jwt: string; ids: IdSet };
}

let built: Promise<Owner> | undefined;
/** The objects and sessions the requests are sent with (built once per file). */
const owner = () => (built ??= buildOwner());

async function buildOwner(): Promise<Owner> {
  const ids = await buildSetA(f);
  const [form] = await f.t.db
    .select()
    .from(schema.forms)
    .where(eq(schema.forms.id, Number(ids.formId)));
  const [admin] = await f.t.db.select().from(schema.users).where(eq(schema.users.email, 'admin@demo.test'));
  const customer = await customerToken(f);
  return {
    ids,
    corporateId: form!.corporateId,
    adminId: admin!.id,
    adminJwt: f.jwt.admin,
    customer: { jwt: customer.jwt, ids: { ...ids, formId: customer.formId } },
  };
}

/** The ids `endpoint`'s requests name: the caller's own objects. */
function idsOf(o: Owner, e: Endpoint): IdSet {
  if (e.permission === 'public') return o.ids;
  if (e.callers?.includes('customer')) return o.customer.ids;
  return idsFor(e, o.ids);
}

/** The bearer token `endpoint`'s requests are sent with (none on a public call). */
async function tokenOf(o: Owner, e: Endpoint): Promise<string | undefined> {
  if (e.permission === 'public') return undefined;
  if (e.callers?.includes('customer')) return o.customer.jwt;
  // A call on the session itself (sign-out, Consult Mode) gets a session of its own.
  return onSession(e) ? staffToken(f, o.adminId) : o.adminJwt;
}

/** Who sends `endpoint`'s requests, with which ids. */
async function senderOf(o: Owner, e: Endpoint): Promise<{ jwt?: string; ids: IdSet }> {
  const jwt = await tokenOf(o, e);
  return { ...(jwt ? { jwt } : {}), ids: idsOf(o, e) };
}

/** Requests a second of GET /api/health just now, in this process: the yardstick the fuzz rate reads against. */
async function healthRate(): Promise<number> {
  const n = 300;
  const started = performance.now();
  for (let i = 0; i < n; i += 1) await f.t.app.inject({ method: 'GET', url: '/api/health' });
  return n / ((performance.now() - started) / 1000);
}

/** Why an answer breaks the properties, or undefined. */
function problemOf(status: number, text: string): string | undefined {
  if (status >= 500) return `${status} ${text.slice(0, 200)}`;
  if (status < 400) return undefined;
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    if (typeof body.error?.code === 'string' && typeof body.error.message === 'string') return undefined;
  } catch {
    // falls through
  }
  return `${status} without the app's error body: ${text.slice(0, 120)}`;
}

/** FUZZ_ONLY=updateCustomer,getForm: only those endpoints (to dig into one; the full run takes every endpoint). */
const ONLY = process.env.FUZZ_ONLY?.split(',');
const endpointsOf = (method: 'GET' | 'POST') =>
  (Object.entries(ENDPOINTS) as [string, Endpoint][])
    .filter(([name, e]) => e.method === method && (!ONLY || ONLY.includes(name)))
    .sort(([, a], [, b]) => phase(a) - phase(b));
const POSTS = endpointsOf('POST');
const GETS = endpointsOf('GET');

describe('request size limits', () => {
  it('every endpoint answers a body over 1 MiB with 413 in the app error body, never a crash', async () => {
    const o = await owner();
    const wrong: string[] = [];
    for (const [name, endpoint] of Object.entries(ENDPOINTS) as [string, Endpoint][]) {
      if (endpoint.method !== 'POST') continue;
      const { jwt, ids } = await senderOf(o, endpoint);
      const url = (endpoint.base ?? API) + endpointPath(endpoint.path, ids);
      for (const [type, payload] of [
        ['application/json', JSON.stringify({ data: OVERSIZE_TEXT })],
        ['application/x-www-form-urlencoded', `data=${OVERSIZE_TEXT}`],
      ] as const) {
        const res = await f.t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': type, ...(jwt ? bearer(jwt) : {}) },
        });
        const body = res.json<{ error?: { code: string; message: string } }>();
        if (res.statusCode !== 413 || body.error?.code === undefined || !body.error.message)
          wrong.push(`${name} ${type}: ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the object watch the fuzzer checks refusals with', () => {
  // PGlite only: on PostgreSQL the server's background jobs (pg-boss) also move the WAL, so "no write" cannot be
  // told from the position there (failed in the fresh-clone run); the 1,000-per-endpoint CI step runs on PGlite.
  it.skipIf(process.env.TEST_DB === 'postgres')(
    'sees a change to any column of the rows a call names, and only those; no write, no fingerprint',
    async () => {
      const o = await owner();
      const db = f.t.db;
      const formId = Number(o.ids.formId);
      await assertEveryTableLogged(db);
      const form = await watchObjects(f.t.testDb.handle, ENDPOINTS.updateCustomer, o.ids, o.corporateId);
      const corporate = await watchObjects(f.t.testDb.handle, ENDPOINTS.createForm, o.ids, o.corporateId);
      const both = async () => [await form.check(), await corporate.check()];
      const still = { changed: false, written: false };
      // A read may prune dead row versions, which the WAL logs: the first check may take a fingerprint, unchanged.
      expect((await both()).map((c) => c.changed)).toEqual([false, false]);
      const { fingerprints } = form.counts;
      // Nothing written since: settled by the WAL position alone, no fingerprint taken.
      expect(await both()).toEqual([still, still]);
      expect(form.counts.fingerprints).toBe(fingerprints);
      // One option's flag (a row of form_villages), then back: each a change of the form's objects only.
      const [village] = await db
        .select()
        .from(schema.formVillages)
        .where(eq(schema.formVillages.formId, formId));
      const setCompare = (compare: boolean) =>
        db.update(schema.formVillages).set({ compare }).where(eq(schema.formVillages.id, village!.id));
      const formOnly = [
        { changed: true, written: true, parts: ['form_villages'] },
        { changed: false, written: true },
      ];
      await setCompare(!village!.compare);
      expect(await both()).toEqual(formOnly);
      await setCompare(village!.compare);
      expect(await both()).toEqual(formOnly);
      // The corporate's name: a change of the corporate's objects, not of the form's.
      const [corp] = await db.select().from(schema.corporates).where(eq(schema.corporates.id, o.corporateId));
      const rename = (name: string) =>
        db.update(schema.corporates).set({ name }).where(eq(schema.corporates.id, o.corporateId));
      await rename(`${corp!.name} (renamed)`);
      expect(await both()).toEqual([
        { changed: false, written: true },
        { changed: true, written: true, parts: ['corporates'] },
      ]);
      await rename(corp!.name);
      // A new session: written, but neither the form nor the corporate changed.
      await corporate.check();
      await staffToken(f, o.adminId);
      expect(await both()).toEqual([
        { changed: false, written: true },
        { changed: false, written: true },
      ]);
    },
  );
});

interface FuzzTally {
  endpoints: number;
  sent: number;
  accepted: number;
  fingerprints: number;
  skipped: number;
  problems: string[];
  /** The figure line printed and given to `npm test`'s summary. */
  line: string;
}

/**
 * Sends RUNS generated requests to each of `endpoints` (from `casesOf`), each as the caller who owns the objects
 * it names, and collects what breaks the properties: a 5xx, a refusal outside the app's error body, a refusal after
 * which the named objects changed. Stops at 20 problems.
 */
async function fuzz(
  kind: string,
  endpoints: [string, Endpoint][],
  casesOf: (e: Endpoint, ids: IdSet, base: string) => fc.Arbitrary<FuzzCase>,
): Promise<FuzzTally> {
  const o = await owner();
  await assertEveryTableLogged(f.t.db);
  const baseline = await healthRate();
  const t = { endpoints: endpoints.length, sent: 0, accepted: 0, fingerprints: 0, skipped: 0 };
  const problems: string[] = [];
  const started = Date.now();
  const cpuBefore = process.cpuUsage();
  for (const [name, endpoint] of endpoints) {
    const ids = idsOf(o, endpoint);
    const cases = fc.sample(casesOf(endpoint, ids, endpoint.base ?? API), {
      numRuns: RUNS,
      seed: SEED + name.length * 7919 + name.charCodeAt(0),
    });
    const watch = await watchObjects(f.t.testDb.handle, endpoint, ids, o.corporateId);
    let jwt = await tokenOf(o, endpoint);
    // A new session is a write: checks start from the state after it.
    if (onSession(endpoint)) await watch.check();
    for (const item of cases) {
      const request = item.build();
      const res = await f.t.app.inject({
        ...request.inject,
        headers: { ...(request.inject.headers ?? {}), ...(jwt ? bearer(jwt) : {}) },
      });
      t.sent += 1;
      const problem = problemOf(res.statusCode, res.body);
      if (problem) problems.push(`${name}: ${problem} ← ${request.label}`);
      // An accepted request may have started work that writes later (a PDF): wait for it, then take it all in.
      if (res.statusCode < 300) await backgroundSettled(f.t.app);
      const { changed, written, parts } = await watch.check();
      if (res.statusCode < 300) t.accepted += 1;
      else if (changed)
        problems.push(
          `${name}: refused with ${res.statusCode} but changed ${parts?.join(', ')} ← ${request.label}`,
        );
      // A call on the session gets a new one once anything was written (it may have signed out, entered
      // Consult Mode); when nothing was, its session is exactly as it was made.
      if (onSession(endpoint) && written) {
        jwt = await tokenOf(o, endpoint);
        await watch.check();
      }
      if (problems.length >= 20) break;
    }
    t.fingerprints += watch.counts.fingerprints;
    t.skipped += watch.counts.skipped;
    if (problems.length >= 20) break;
  }
  const seconds = (Date.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const line =
    `fuzz ${kind} (${TEST_DB}): ${endpoints.length} endpoints × ${RUNS} = ${t.sent} requests in ` +
    `${seconds.toFixed(1)} s, ${(t.sent / seconds).toFixed(0)} a second (${(t.sent / cpuSeconds).toFixed(0)} per ` +
    `CPU second of this process); ${t.accepted} accepted, ${problems.length} problems; ${t.fingerprints} ` +
    `fingerprints taken, ${t.skipped} checks settled by the WAL position; GET /api/health alone ` +
    `${baseline.toFixed(0)} a second; load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`;
  console.log(line);
  FIGURES.push(line);
  // For `npm test`'s summary (scripts/test.mjs, step vitest:fuzz).
  if (process.env.FUZZ_FIGURES) writeFileSync(process.env.FUZZ_FIGURES, JSON.stringify({ lines: FIGURES }));
  return { ...t, problems, line };
}

const FIGURES: string[] = [];

/** Checks that need every endpoint of `method` and leave Object.prototype clean. */
function expectFullRun(tally: FuzzTally, method: 'GET' | 'POST') {
  expect(tally.problems).toEqual([]);
  expect(tally.sent).toBe(tally.endpoints * RUNS);
  if (!ONLY) expect(tally.endpoints).toBe(Object.values(ENDPOINTS).filter((e) => e.method === method).length);
  // Prototype keys were sent thousands of times; none reached Object.prototype.
  expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

// After the size limits: the fuzzer may rightly sign the customer out or complete their form. GETs first: the
// POSTs end with deletions and sign-outs.
describe('fuzzing every endpoint', () => {
  it(
    `${RUNS} hostile GET requests per endpoint (path values, query strings): no 5xx, app error bodies`,
    async () => expectFullRun(await fuzz('GET', GETS, fuzzGetRequests), 'GET'),
    120_000 + RUNS * GETS.length * 100,
  );
  it(
    `${RUNS} hostile requests per POST endpoint: no 5xx, app error bodies, refused requests change nothing`,
    async () => expectFullRun(await fuzz('POST', POSTS, fuzzRequests), 'POST'),
    120_000 + RUNS * POSTS.length * 100,
  );
});
