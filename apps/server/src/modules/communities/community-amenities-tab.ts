/** GET community/{id}/amenities (spec §7 "Communities"; the Report Amenities tab). */
import type { CommunityAmenitiesResponse } from '@rlc/shared';
import type { Deps } from '../../plugins/context.ts';
import { amenityList } from './community-lists.ts';
import type { CommunityScope } from './repository.ts';
import { requireCommunity } from './tab-save.ts';

/** The corporate's amenities with the community's choice; 404 NOT_FOUND out of scope. */
export async function getCommunityAmenities(
  deps: Pick<Deps, 'db'>,
  caller: CommunityScope,
  communityId: number,
): Promise<CommunityAmenitiesResponse> {
  const community = await requireCommunity(deps.db, caller, communityId);
  return { versionId: community.versionId, amenities: await amenityList(deps.db, community) };
}
