/**
 * GET analytics/sources (spec §3.11 "Sources"): what each caller may filter by follows their access, as the forms
 * list does (world: analytics-world.ts). The use case is called directly; the route once over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSources } from '../src/modules/analytics/index.ts';
import { loadPrincipal, type Principal } from '../src/modules/auth/principal.ts';
import { analyticsWorld, ANALYTICS_NOW } from './analytics-world.ts';
import { bearer, createTestApp, type TestApp } from './helpers/app.ts';
import { DEFAULT_PASSWORD } from './helpers/fixtures.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof analyticsWorld>>;
const as: Record<string, Principal> = {};
const deps = () => ({ db: t.db, clock: () => ANALYTICS_NOW });

beforeAll(async () => {
  t = await createTestApp();
  w = await analyticsWorld(t.db, 'sources');
  for (const [key, user] of Object.entries(w.users)) as[key] = await loadPrincipal(t.db, user);
}, 60_000);
afterAll(() => t.close());

const names = (list: { name: string }[]) => list.map((x) => x.name);

describe('analytics sources by access', () => {
  it('corporate-wide: every user, role, contract type and community of the corporate, none of the other one', async () => {
    const s = await getSources(deps(), as.admin!);
    expect(names(s.users)).toEqual(['Ada Tester', 'Ava Tester', 'Max Tester', 'Sol Tester']);
    expect(names(s.roles)).toEqual(['adviser', 'analytics admin', 'community manager', 'self-only adviser']);
    expect(s.myRoleIds).toEqual([w.roles.admin.id]);
    expect(names(s.contractTypes)).toEqual(['Licence', 'Strata']);
    expect(s.communities).toEqual([
      { id: w.north.id, name: 'North Village', state: 'NSW' },
      { id: w.south.id, name: 'South Village', state: 'QLD' },
    ]);
  });

  it("community-wide: their community, themselves and the authors of that community's reports (the self-only adviser wrote two there)", async () => {
    const s = await getSources(deps(), as.manager!);
    expect(names(s.users)).toEqual(['Max Tester', 'Sol Tester']);
    expect(names(s.communities)).toEqual(['North Village']);
    expect(s.myRoleIds).toEqual([w.roles.manager.id]);
  });

  it('self-only: themselves and the communities of their own reports', async () => {
    const s = await getSources(deps(), as.self!);
    expect(s.users.map((u) => u.id)).toEqual([w.users.self.id]);
    expect(names(s.communities)).toEqual(['North Village']);
  });

  it('the South adviser never sees North', async () => {
    const s = await getSources(deps(), as.adviser!);
    expect(names(s.users)).toEqual(['Ava Tester']);
    expect(names(s.communities)).toEqual(['South Village']);
  });

  it('over HTTP: 200 with the answer in data; 401 without a session', async () => {
    const jwt = await t.login(w.users.adviser.email, DEFAULT_PASSWORD);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/app/v1/analytics/sources',
      headers: bearer(jwt),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { communities: { name: string }[] } }>().data.communities).toEqual([
      { id: w.south.id, name: 'South Village', state: 'QLD' },
    ]);
    const anon = await t.app.inject({ method: 'GET', url: '/api/app/v1/analytics/sources' });
    expect(anon.statusCode).toBe(401);
  });
});
