/** GET communities and GET communities/info (spec §7 "Communities", §3.8 "Community info"). */
import type { CommunityInfo, CommunitySummary } from '@rlc/shared';
import type { Deps } from '../../plugins/context.ts';
import { toSummary } from './community-detail.ts';
import { licenceUse, visibleCommunities, type CommunityScope } from './repository.ts';

/**
 * Licence use of the caller's corporate: live communities vs the licence count (a community can be added only while
 * count < licenses).
 */
export function communityInfo(deps: Pick<Deps, 'db'>, caller: CommunityScope): Promise<CommunityInfo> {
  return licenceUse(deps.db, caller.user.corporateId);
}

/** The caller's communities by name, with the corporate's licence use. */
export async function listCommunities(
  deps: Pick<Deps, 'db'>,
  caller: CommunityScope,
): Promise<{ communities: CommunitySummary[]; info: CommunityInfo }> {
  const [rows, info] = await Promise.all([visibleCommunities(deps.db, caller), communityInfo(deps, caller)]);
  return { communities: rows.map(toSummary), info };
}
