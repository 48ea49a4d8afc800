/** GET community/{id}/fees (spec §7 "Communities"; the Site Fees / General Service Charge tab). */
import type { CommunityFeesResponse } from '@rlc/shared';
import type { Deps } from '../../plugins/context.ts';
import { feesConfig, inclusionList } from './community-lists.ts';
import type { CommunityScope } from './repository.ts';
import { requireCommunity } from './tab-save.ts';

/** The community's FeesConfig (live lines) and the corporate's inclusions with its choice; 404 out of scope. */
export async function getCommunityFees(
  deps: Pick<Deps, 'db'>,
  caller: CommunityScope,
  communityId: number,
): Promise<CommunityFeesResponse> {
  const community = await requireCommunity(deps.db, caller, communityId);
  const [fees, inclusions] = await Promise.all([
    feesConfig(deps.db, community),
    inclusionList(deps.db, community),
  ]);
  return { versionId: community.versionId, fees, inclusions };
}
