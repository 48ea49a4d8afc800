/**
 * Route permission declarations (design §5: "every route declares the permission it needs, or public").
 *
 * Every route under /api declares `config: { permission }`:
 *   - 'public'        : no session needed (login, isAuth, health, ...)
 *   - 'authenticated' : any live session
 *   - a Permission     : e.g. 'createUser' (codes of spec §6, `PERMISSIONS` in @rlc/shared)
 *   - { any: [...] }  : at least one of the listed permissions
 * `checkRouteDeclarations` (an onRoute hook) makes the app refuse to start when a route lacks one or names an
 * unknown code; the guard in plugins/auth.ts enforces it on every request (401 no session, 403 no permission).
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { can, canAny, isPermission, type HasPermissions, type Permission } from '@rlc/shared';

export type RoutePermission = 'public' | 'authenticated' | Permission | { any: readonly Permission[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
}

/** Route `config` declaring the permission: `config: requirePermission('updateCommunity')`. */
export function requirePermission(permission: RoutePermission): { permission: RoutePermission } {
  return { permission };
}
export const publicRoute = { permission: 'public' } as const satisfies { permission: RoutePermission };
export const authenticatedRoute = { permission: 'authenticated' } as const satisfies { permission: RoutePermission };

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

/** Registers the onRoute hook that throws (so `app.ready()` fails) for an /api route without a valid declaration. */
export function checkRouteDeclarations(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api')) return;
    const permission: unknown = route.config?.permission;
    if (!isValidRoutePermission(permission)) {
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
      throw new Error(
        `Route ${methods} ${route.url} must declare config.permission ('public', 'authenticated', a permission code or { any: [...] }); got ${JSON.stringify(permission)}`,
      );
    }
  });
}
