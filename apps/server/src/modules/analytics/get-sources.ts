/**
 * GET analytics/sources (spec §3.11 "Sources"): the users, roles, the caller's role, contract types and
 * communities the caller may filter by, within their access (repository.ts: the forms list's scope).
 */
import type { AnalyticsSourcesResponse } from '@rlc/shared';
import type { StaffFormScope } from '../forms/index.ts';
import type { AnalyticsDeps } from './deps.ts';
import { corporateContractTypes, corporateRoles, sourceCommunities, sourceUsers } from './repository.ts';

export type AnalyticsCaller = StaffFormScope & { user: { roleId: number } };

export async function getSources(
  deps: AnalyticsDeps,
  caller: AnalyticsCaller,
): Promise<AnalyticsSourcesResponse> {
  const corporateId = caller.user.corporateId;
  const [users, roles, contractTypes, communities] = await Promise.all([
    sourceUsers(deps.db, caller),
    corporateRoles(deps.db, corporateId),
    corporateContractTypes(deps.db, corporateId),
    sourceCommunities(deps.db, caller),
  ]);
  return {
    users: users.map((u) => ({
      id: u.id,
      name: [u.firstName, u.lastName].filter(Boolean).join(' '),
      roleId: u.roleId,
      active: u.state === 'active',
    })),
    roles,
    myRoleIds: [caller.user.roleId],
    contractTypes,
    communities,
  };
}
