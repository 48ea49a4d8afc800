import { describe, expect, it } from 'vitest';
import { ENDPOINTS, MAGIC_CUSTOMER_ROUTES, MAGIC_ENDPOINTS, type Endpoint } from '../src/index.ts';

// The customer's page calls the server through MAGIC_CUSTOMER_ROUTES (no schemas) while the server registers the
// calls from MAGIC_ENDPOINTS: a route that drifted from its entry would be a call to a path the server does not
// have (or one it refuses for the caller), which only the browser would notice.
const routeOf = (e: Endpoint) => ({
  method: e.method,
  path: e.path,
  ...(e.base ? { base: e.base } : {}),
  ...(e.callers ? { callers: e.callers } : {}),
});

describe('MAGIC_CUSTOMER_ROUTES (the customer page’s calls without schemas)', () => {
  it('gives each call the method, path, base and callers of its MAGIC_ENDPOINTS entry', () => {
    for (const [name, route] of Object.entries(MAGIC_CUSTOMER_ROUTES)) {
      const entry = (MAGIC_ENDPOINTS as Record<string, Endpoint>)[name];
      expect(entry, name).toBeDefined();
      expect({ name, ...route }).toEqual({ name, ...routeOf(entry!) });
    }
  });

  it('holds every call a customer may make and no staff call', () => {
    // Customer-reachable: public (the link's peek and redeem) or declaring the customer caller.
    const customerCalls = Object.entries(ENDPOINTS as Record<string, Endpoint>)
      .filter(([, e]) => e.permission === 'public' || e.callers?.includes('customer'))
      .map(([name]) => name)
      .filter((name) => name in MAGIC_ENDPOINTS);
    expect(Object.keys(MAGIC_CUSTOMER_ROUTES).sort()).toEqual(customerCalls.sort());
    // The two link calls plus the ten of the customer session (spec §7 magic routes as built).
    expect(Object.keys(MAGIC_CUSTOMER_ROUTES)).toHaveLength(12);
  });

  it('carries no schema: nothing but method, path and callers at run time', () => {
    for (const route of Object.values(MAGIC_CUSTOMER_ROUTES)) {
      expect(Object.keys(route).every((k) => ['method', 'path', 'callers'].includes(k))).toBe(true);
    }
  });
});
