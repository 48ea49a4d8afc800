/** POST community/{id}/amenities/update (spec §7 "Communities"; the Report Amenities tab). */
import { MAX_AMENITY_ICONS, MESSAGES, type AssignChoice, type UpdateAmenitiesResponse } from '@rlc/shared';
import type { Deps } from '../../plugins/context.ts';
import { validationError } from '../../plugins/errors.ts';
import { amenityList, assignedAfter } from './community-lists.ts';
import { replaceCommunityAmenities } from './repository.ts';
import { saveCommunityTab, type CommunityEditor } from './tab-save.ts';

/**
 * Chooses the amenities the community's reports show. A report shows at most MAX_AMENITY_ICONS (18) icons, so
 * more are refused rather than cut silently: 400 VALIDATION at `amenities` (MESSAGES.community.tooManyAmenities).
 * Also 400 at `amenities.<i>.id` for an amenity not of the corporate, 404 out of scope, 409 stale version.
 * Audited as 'community.amenities.update' (assigned ids).
 */
export function updateAmenities(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: CommunityEditor,
  communityId: number,
  versionId: number,
  choices: readonly AssignChoice[],
): Promise<UpdateAmenitiesResponse> {
  return saveCommunityTab(
    deps,
    caller,
    { action: 'community.amenities.update', communityId, versionId },
    async (tx, { community, versionId: newVersion }) => {
      const list = await amenityList(tx, community);
      const { ids, unknownAt } = assignedAfter(list, choices);
      if (unknownAt !== null)
        throw validationError(MESSAGES.community.unknownItem, `amenities.${unknownAt}.id`);
      if (ids.length > MAX_AMENITY_ICONS)
        throw validationError(MESSAGES.community.tooManyAmenities(MAX_AMENITY_ICONS), 'amenities');
      await replaceCommunityAmenities(tx, community.id, ids);
      const after = await amenityList(tx, community);
      return {
        answer: {
          message: MESSAGES.community.amenitiesUpdated,
          update: { versionId: newVersion, amenities: after },
        },
        before: { assigned: list.filter((a) => a.assigned).map((a) => a.id) },
        after: { assigned: ids },
      };
    },
  );
}
