/** GET communities and GET communities/info (spec §7 "Communities", §3.8 "Community info"). */
import type { CommunityInfo, CommunityListItem } from '@rlc/shared';
import type { Deps } from '../../plugins/context.ts';
import { toSummary } from './community-detail.ts';
import { countsOf, licenceUse, visibleCommunities, type CommunityScope } from './repository.ts';

/**
 * Licence use of the caller's corporate: live communities vs the licence count (a community can be added only while
 * count < licenses).
 */
export function communityInfo(deps: Pick<Deps, 'db'>, caller: CommunityScope): Promise<CommunityInfo> {
  return licenceUse(deps.db, caller.user.corporateId);
}

/**
 * The caller's communities by name (all of the corporate's with `accessCorporate`, else the assigned ones), each
 * with its contracts and assigned users counted and its last change, and the corporate's licence use.
 */
export async function listCommunities(
  deps: Pick<Deps, 'db'>,
  caller: CommunityScope,
): Promise<{ communities: CommunityListItem[]; info: CommunityInfo }> {
  const [rows, info] = await Promise.all([visibleCommunities(deps.db, caller), communityInfo(deps, caller)]);
  const counts = await countsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  const communities = rows.map((r) => ({
    ...toSummary(r),
    ...(counts.get(r.id) ?? { contractsCount: 0, usersCount: 0 }),
    updated_at: r.updatedAt.toISOString(),
  }));
  return { communities, info };
}
