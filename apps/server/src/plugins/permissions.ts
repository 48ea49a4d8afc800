/**
 * Route permission declarations (design §5: "every route declares the permission it needs, or public").
 *
 * Every route under /api declares `config: { permission }`:
 *   - 'public'        : no session needed (login, isAuth, health, ...)
 *   - 'authenticated' : any live session
 *   - a Permission     : e.g. 'createUser' (codes of spec §6, `PERMISSIONS` in @rlc/shared)
 *   - { any: [...] }  : at least one of the listed permissions
 * `checkRouteDeclarations` makes the app refuse to start when a route lacks one or names an unknown code; the guard in plugins/auth.ts enforces it on every request (401 no session, 403 no permission).
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import {
  can,
  canAny,
  isPermission,
  type HasPermissions,
  type PrincipalKind,
  type RoutePermission,
} from '@rlc/shared';

export type { RoutePermission };

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
    /** Kinds of principal the route serves (docs/adr/0010-principal-kinds.md); default staff only. */
    callers?: readonly PrincipalKind[];
    /** Whether a session in Consult Mode may call the route (ADR 0016; `allowedInConsultMode` of its endpoint). */
    consult?: boolean;
  }
}

/** Route `config` declaring the permission: `config: requirePermission('updateCommunity')`. */
export function requirePermission(permission: RoutePermission): { permission: RoutePermission } {
  return { permission };
}
export const publicRoute = { permission: 'public' } as const satisfies { permission: RoutePermission };
export const authenticatedRoute = { permission: 'authenticated' } as const satisfies {
  permission: RoutePermission;
};

export function isValidRoutePermission(p: unknown): p is RoutePermission {
  if (p === 'public' || p === 'authenticated') return true;
  if (typeof p === 'string') return isPermission(p);
  if (p && typeof p === 'object' && 'any' in p && Array.isArray(p.any)) {
    return p.any.length > 0 && p.any.every((c) => typeof c === 'string' && isPermission(c));
  }
  return false;
}

/** Whether `user` satisfies a non-public declaration. */
export function satisfies(user: HasPermissions, permission: Exclude<RoutePermission, 'public'>): boolean {
  if (permission === 'authenticated') return true;
  if (typeof permission === 'string') return can(user, permission);
  return canAny(user, permission.any);
}

/**
 * Registers the onRoute hook that collects every /api route without a valid declaration, and an onReady hook that
 * then fails `app.ready()` listing them all (the server refuses to start). Collecting instead of throwing inside
 * onRoute keeps the failure a clean rejection whatever style the offending plugin is written in.
 */
export function checkRouteDeclarations(app: FastifyInstance): void {
  const offenders: string[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api')) return;
    const permission: unknown = route.config?.permission;
    if (!isValidRoutePermission(permission)) {
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
      offenders.push(`${methods} ${route.url} (got ${JSON.stringify(permission)})`);
    }
  });
  app.addHook('onReady', () => {
    if (offenders.length === 0) return Promise.resolve();
    return Promise.reject(
      new Error(
        `Every /api route must declare config.permission ('public', 'authenticated', a permission code or { any: [...] }). Missing or invalid on:\n  ${offenders.join('\n  ')}`,
      ),
    );
  });
}
