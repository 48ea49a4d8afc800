/**
 * What a route may require (spec §2.3, §6). Routes put it in `handle.requires`; the corporate shell shows
 * 'Access Denied' when the signed-in user fails it, and navigation hides the route.
 */
import { can, hasAbility, isAnyAdmin, type Ability, type HasPermissions, type Permission } from '@rlc/shared';

export type Requirement = { permission: Permission } | { ability: Ability } | { anyAdmin: true };

export interface RouteHandle {
  requires?: Requirement;
  /** Label of the top-level navigation button for this route (app bar). */
  nav?: string;
  /** The button gets the one-off attention animation of spec §2.4 (Resources; features/shell/useNavAttention). */
  attention?: boolean;
}

export function meets(user: HasPermissions | null | undefined, req: Requirement | undefined): boolean {
  if (!req) return true;
  if ('permission' in req) return can(user, req.permission);
  if ('ability' in req) return hasAbility(user, req.ability);
  return isAnyAdmin(user);
}

export function handleOf(match: { handle?: unknown }): RouteHandle {
  return (match.handle as RouteHandle | undefined) ?? {};
}
