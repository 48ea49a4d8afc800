/** GET community/{id}/details (spec §7 "Communities"; the Main Details tab). */
import type { CommunityMainDetails } from '@rlc/shared';
import type { Deps } from '../../plugins/context.ts';
import { toSummary } from './community-detail.ts';
import type { Community, CommunityScope } from './repository.ts';
import { requireCommunity } from './tab-save.ts';

/** The community's main details as the tab shows them. */
export function toMainDetails(c: Community): CommunityMainDetails {
  return {
    ...toSummary(c),
    versionId: c.versionId,
    streetAddress: c.streetAddress,
    postcode: c.postcode,
    mainUpdated: c.mainUpdated?.toISOString() ?? null,
  };
}

/** Main details of a community in the caller's scope; 404 NOT_FOUND otherwise. Permission: the route's. */
export async function getCommunityDetails(
  deps: Pick<Deps, 'db'>,
  caller: CommunityScope,
  communityId: number,
): Promise<{ details: CommunityMainDetails }> {
  return { details: toMainDetails(await requireCommunity(deps.db, caller, communityId)) };
}
