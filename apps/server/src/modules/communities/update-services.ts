/** POST community/{id}/services/update (spec §7 "Communities"; the Additional Services tab). */
import { MESSAGES, type AdditionalServiceInput, type UpdateServicesResponse } from '@rlc/shared';
import type { z } from 'zod';
import type { Deps } from '../../plugins/context.ts';
import { serviceList } from './community-lists.ts';
import { saveLines } from './save-lines.ts';
import { saveCommunityTab, type CommunityEditor } from './tab-save.ts';

/**
 * Adds, changes or soft-deletes additional services (save-lines.ts; validated by the route with
 * AdditionalServiceInput). Audited as 'community.services.update' (live services before → after). Errors: 400
 * VALIDATION at `services.<i>.id` for an id not of the community, 404 out of scope, 409 stale version.
 */
export function updateServices(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: CommunityEditor,
  communityId: number,
  versionId: number,
  services: readonly z.output<typeof AdditionalServiceInput>[],
): Promise<UpdateServicesResponse> {
  return saveCommunityTab(
    deps,
    caller,
    { action: 'community.services.update', communityId, versionId },
    async (tx, { community, by, versionId: newVersion }) => {
      const before = await serviceList(tx, community);
      await saveLines(tx, 'services', community, services, 'services', by.at);
      const after = await serviceList(tx, community);
      return {
        answer: {
          message: MESSAGES.community.servicesUpdated,
          update: { versionId: newVersion, services: after },
        },
        before,
        after,
      };
    },
  );
}
