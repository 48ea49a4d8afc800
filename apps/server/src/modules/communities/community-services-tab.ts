/** GET community/{id}/services (spec §7 "Communities"; the Additional Services tab). */
import type { CommunityServicesResponse } from '@rlc/shared';
import type { Deps } from '../../plugins/context.ts';
import { serviceList } from './community-lists.ts';
import type { CommunityScope } from './repository.ts';
import { requireCommunity } from './tab-save.ts';

/** The community's live additional services; 404 NOT_FOUND out of scope. */
export async function getCommunityServices(
  deps: Pick<Deps, 'db'>,
  caller: CommunityScope,
  communityId: number,
): Promise<CommunityServicesResponse> {
  const community = await requireCommunity(deps.db, caller, communityId);
  return { versionId: community.versionId, services: await serviceList(deps.db, community) };
}
