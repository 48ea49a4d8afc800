/** GET community/:communityId (spec §7 "Communities"). */
import type { CommunityDetail } from '@rlc/shared';
import type { Deps } from '../../plugins/context.ts';
import { notFound } from '../../plugins/errors.ts';
import { communityDetail } from './community-detail.ts';
import { findVisibleCommunity, type CommunityScope } from './repository.ts';

/**
 * The community with its contracts, fees, services, amenities, inclusions and report content; 404 NOT_FOUND when
 * unknown, deleted or outside the caller's scope.
 */
export async function getCommunity(
  deps: Pick<Deps, 'db'>,
  caller: CommunityScope,
  communityId: number,
): Promise<CommunityDetail> {
  const community = await findVisibleCommunity(deps.db, caller, communityId);
  if (!community) throw notFound('Community not found.');
  return communityDetail(deps.db, community);
}
