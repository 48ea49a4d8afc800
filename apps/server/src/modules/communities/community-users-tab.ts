/** GET community/{id}/users (spec §7 "Communities"; the Assigned Users tab). */
import type { CommunityUserItem, CommunityUsersResponse } from '@rlc/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../plugins/context.ts';
import { communityMembers, mayGrant, type CommunityMemberRow } from '../account/index.ts';
import type { Community, CommunityScope } from './repository.ts';
import { requireCommunity } from './tab-save.ts';

/** The corporate's users with assigned flags; `manageable` false for those ranked above the caller. */
export async function userList(
  db: DbOrTx,
  caller: CommunityScope,
  community: Community,
): Promise<{ rows: CommunityMemberRow[]; userList: CommunityUserItem[] }> {
  const rows = await communityMembers(db, community.corporateId, community.id);
  return {
    rows,
    userList: rows.map(({ permissions, ...u }) => ({
      ...u,
      manageable: mayGrant(caller.permissions, permissions),
    })),
  };
}

/** The Assigned Users tab of a community in the caller's scope; 404 NOT_FOUND otherwise. */
export async function getCommunityUsers(
  deps: Pick<Deps, 'db'>,
  caller: CommunityScope,
  communityId: number,
): Promise<CommunityUsersResponse> {
  const community = await requireCommunity(deps.db, caller, communityId);
  const { userList: list } = await userList(deps.db, caller, community);
  return { versionId: community.versionId, userList: list };
}
