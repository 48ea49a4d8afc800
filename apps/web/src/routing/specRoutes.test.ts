/**
 * The spec route table (specRoutes.ts) against the router: every path pattern `makeRoutes()` declares has a row
 * (so a new route cannot be left out of the browser test, e2e/tests/spec-routes.spec.ts), and every row names a
 * declared pattern unless it is `pending` (built on a branch not merged yet).
 */
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { makeRoutes } from './routes.tsx';
import { SPEC_ROUTES } from './specRoutes.ts';

/** Every path the tree declares, children joined to their parents ('/corporate' + 'home' → '/corporate/home'). */
function declaredPatterns(routes: RouteObject[], base = '', out = new Set<string>()): Set<string> {
  for (const r of routes) {
    const path =
      r.path === undefined ? base : r.path.startsWith('/') ? r.path : `${base.replace(/\/$/, '')}/${r.path}`;
    if (r.path !== undefined) out.add(path);
    if (r.children) declaredPatterns(r.children, path, out);
  }
  return out;
}

describe('SPEC_ROUTES', () => {
  const declared = declaredPatterns(makeRoutes());
  const listed = new Set(SPEC_ROUTES.map((r) => r.pattern));

  it('has a row for every route the router declares', () => {
    expect([...declared].filter((p) => !listed.has(p))).toEqual([]);
    // The walk sees the tree: a few patterns of spec §2.1 by hand, so an empty walk cannot pass.
    for (const p of ['/', '/corporate/help/roles', '/corporate/admin', '/corporate/*', '/*'])
      expect(declared.has(p), p).toBe(true);
  });

  it('names only declared routes, except those still pending on another branch', () => {
    const unknown = SPEC_ROUTES.filter((r) => !r.pending && !declared.has(r.pattern)).map((r) => r.pattern);
    expect(unknown).toEqual([]);
    // A pending row whose route has arrived should be switched on (the lead flips the flag when merging).
    const arrived = SPEC_ROUTES.filter((r) => r.pending && declared.has(r.pattern)).map((r) => r.pattern);
    expect(arrived).toEqual([]);
  });

  it('gives each route of a permission a user without it, and every row a title', () => {
    for (const r of SPEC_ROUTES.filter((x) => !x.coveredBy)) expect(r.title, r.pattern).not.toBe('');
    const gated = ['/corporate/admin/users', '/corporate/communities/create', '/corporate/admin/reports'];
    for (const p of gated) expect(SPEC_ROUTES.find((r) => r.pattern === p)?.deniedAs, p).toBeDefined();
  });
});
