/** POST community/{id}/users/update (spec §7 "Communities"; the Assigned Users tab). */
import { MESSAGES, type AssignChoice, type UpdateCommunityUsersResponse } from '@rlc/shared';
import type { Deps } from '../../plugins/context.ts';
import { ApiError, validationError } from '../../plugins/errors.ts';
import { setCommunityMember } from '../account/index.ts';
import { userList } from './community-users-tab.ts';
import { saveCommunityTab, type CommunityEditor } from './tab-save.ts';

/**
 * Assigns users of the corporate to the community or unassigns them (user_communities); users left out of
 * `choices` stay as they are. A caller never changes a user whose role holds a permission the caller lacks (the
 * rule of user administration, account's `mayGrant`): 403 FORBIDDEN (MESSAGES.community.userAboveCaller), nothing
 * saved. Audited as 'community.users.update' (assigned user ids). Errors also: 400 VALIDATION at
 * `userList.<i>.id` for a user not of the corporate (or deleted), 404 out of scope, 409 stale version.
 * A user's new community takes effect at their next sign-in or session check (their principal is read per request).
 */
export function updateCommunityUsers(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: CommunityEditor,
  communityId: number,
  versionId: number,
  choices: readonly AssignChoice[],
): Promise<UpdateCommunityUsersResponse> {
  return saveCommunityTab(
    deps,
    caller,
    { action: 'community.users.update', communityId, versionId },
    async (tx, { community, versionId: newVersion }) => {
      const before = await userList(tx, caller, community);
      const byId = new Map(before.userList.map((u) => [u.id, u]));
      for (const [i, choice] of choices.entries()) {
        const user = byId.get(choice.id);
        if (!user) throw validationError(MESSAGES.community.unknownItem, `userList.${i}.id`);
        if (user.assigned === choice.assigned) continue;
        if (!user.manageable)
          throw new ApiError(
            'FORBIDDEN',
            MESSAGES.community.userAboveCaller(`${user.firstName} ${user.lastName}`.trim()),
          );
        await setCommunityMember(tx, user.id, community.id, choice.assigned);
      }
      const after = await userList(tx, caller, community);
      const assignedIds = (l: typeof before.userList) => l.filter((u) => u.assigned).map((u) => u.id);
      return {
        answer: {
          message: MESSAGES.community.usersUpdated,
          update: { versionId: newVersion, userList: after.userList },
        },
        before: { assigned: assignedIds(before.userList) },
        after: { assigned: assignedIds(after.userList) },
      };
    },
  );
}
