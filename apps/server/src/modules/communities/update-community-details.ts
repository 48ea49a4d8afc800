/** POST community/{id}/update (spec §7 "Communities"; the Main Details tab). */
import { MESSAGES, type CommunityInput, type UpdateCommunityResponse } from '@rlc/shared';
import type { Deps } from '../../plugins/context.ts';
import { toMainDetails } from './community-details.ts';
import { saveCommunityTab, type CommunityEditor } from './tab-save.ts';
import { mainColumns } from './main-columns.ts';

/**
 * Saves name, address, state, RV or LLC and owner type (validated by the route with Create Community's rules:
 * `CommunityInput`, a land-lease community's ownerType stored as null) and sets mainUpdated; audited as
 * 'community.details.update'. Errors: 404 out of scope, 409 stale `versionId` (tab-save.ts).
 * @returns 'Main Details Updated' and the details at the new version.
 */
export function updateCommunityDetails(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: CommunityEditor,
  communityId: number,
  versionId: number,
  input: CommunityInput,
): Promise<UpdateCommunityResponse> {
  const at = deps.clock();
  const values = mainColumns(input);
  return saveCommunityTab(
    deps,
    caller,
    {
      action: 'community.details.update',
      communityId,
      versionId,
      set: () => ({ ...values, mainUpdated: at }),
    },
    (_tx, { community, versionId: newVersion }) => {
      const updated = { ...community, ...values, mainUpdated: at, versionId: newVersion, updatedAt: at };
      const before = toMainDetails(community);
      const after = toMainDetails(updated);
      return Promise.resolve({
        answer: { message: MESSAGES.community.detailsUpdated, update: after },
        before,
        after,
      });
    },
  );
}
