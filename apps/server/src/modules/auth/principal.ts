/**
 * What the API knows about a signed-in user: the users row plus role name, permission codes and community ids,
 * and its public shape `SessionUser` (spec §3.1) as sent in `user` by login and auth.
 */
import type { SessionUser } from '@rlc/shared';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import { principalParts } from './repository.ts';

/**
 * A signed-in staff user. The magic-link customer will be a second kind beside it
 * (docs/adr/0010-principal-kinds.md); `kind` is what guards and use cases tell them apart by.
 */
export interface Principal {
  kind: 'staff';
  user: User;
  roleName: string;
  /** Permission codes of spec §6 held through the user's role. */
  permissions: string[];
  communityIds: number[];
  /**
   * The session's Consult Mode (ADR 0016), absent or null when off. While on, `permissions` hold only the report
   * access scopes and the forms' scope shows only `formId`.
   */
  consult?: { since: Date; formId: number | null } | null;
}

/** The staff principal of a users row (role name, permissions, communities read from the database). */
export async function loadPrincipal(db: Db, user: User): Promise<Principal> {
  return { kind: 'staff', user, ...(await principalParts(db, user)) };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toSessionUser(p: Principal): SessionUser {
  const u = p.user;
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    title: u.title,
    roleName: p.roleName,
    role_id: u.roleId,
    // A deleted user has no live session (sessions.ts), so only the two states of spec §3.1 reach here.
    state: u.state === 'active' ? 'active' : 'disabled',
    community_ids: p.communityIds,
    permissions: p.permissions,
    mustChange: u.mustChange,
    acgAdmin: u.acgAdmin,
    silentUser: u.silentUser,
    developer: u.developer,
    accessCorporate: p.permissions.includes('accessCorporate'),
    initialWelcome: u.initialWelcome,
    last_login_at: iso(u.lastLoginAt),
    created_at: u.createdAt.toISOString(),
    last_instructions_at: iso(u.lastInstructionsAt),
    consentedAt: iso(u.consentedAt),
  };
}
