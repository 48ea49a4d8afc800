/**
 * Community calls of spec §7 "Communities", under /api/app/v1, registered from the endpoint table of @rlc/shared:
 *   GET communities               → { data: { communities: CommunitySummary[], info: { count, licenses } } }
 *   GET communities/info          → { data: { info: { count, licenses } } }
 *   GET community/:communityId    → { data: CommunityDetail }   (404 when unknown, deleted or outside the caller's scope)
 *   POST communities/create       → { data: { message, community: { id } } }   (createCommunity; 409 at the licence limit)
 * The tabs of community/:communityId (each GET and POST with its tab's permission, COMMUNITY_TABS in @rlc/shared;
 * every POST carries the versionId it read → 409 when stale; answers { message, update }):
 *   GET community/:id/details     POST community/:id/update             (Main Details)
 *   GET community/:id/contracts   POST community/:id/contracts/assign   (Assigned Contracts)
 *   GET community/:id/users       POST community/:id/users/update       (Assigned Users)
 *   GET community/:id/amenities   POST community/:id/amenities/update   (Report Amenities)
 *   GET community/:id/fees        POST community/:id/fees/update        (Site Fees / General Service Charge)
 *   GET community/:id/services    POST community/:id/services/update    (Additional Services)
 * Scope: `accessCorporate` sees the whole corporate, anyone else their assigned communities (repository.ts).
 */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@rlc/shared';
import { serve } from '../../http/route.ts';
import { depsOf } from '../../plugins/context.ts';
import { assignContracts } from './assign-contracts.ts';
import { getCommunityAmenities } from './community-amenities-tab.ts';
import { getCommunityContracts } from './community-contracts-tab.ts';
import { getCommunityDetails } from './community-details.ts';
import { getCommunityFees } from './community-fees-tab.ts';
import { getCommunityServices } from './community-services-tab.ts';
import { getCommunityUsers } from './community-users-tab.ts';
import { createCommunity } from './create-community.ts';
import { getCommunity } from './get-community.ts';
import { communityInfo, listCommunities } from './list-communities.ts';
import { updateAmenities } from './update-amenities.ts';
import { updateCommunityDetails } from './update-community-details.ts';
import { updateCommunityUsers } from './update-community-users.ts';
import { updateFees } from './update-fees.ts';
import { updateServices } from './update-services.ts';

export function communityRoutes(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  serve(app, ENDPOINTS.listCommunities, ({ principal }) => listCommunities(deps, principal));
  serve(app, ENDPOINTS.communitiesInfo, async ({ principal }) => ({
    info: await communityInfo(deps, principal),
  }));
  serve(app, ENDPOINTS.getCommunity, ({ principal, params }) =>
    getCommunity(deps, principal, params.communityId),
  );
  serve(app, ENDPOINTS.createCommunity, ({ principal, body }) =>
    createCommunity(deps, principal, body.community),
  );
  serve(app, ENDPOINTS.getCommunityDetails, ({ principal, params }) =>
    getCommunityDetails(deps, principal, params.communityId),
  );
  serve(app, ENDPOINTS.updateCommunity, ({ principal, params, body }) =>
    updateCommunityDetails(deps, principal, params.communityId, body.versionId, body.community),
  );
  serve(app, ENDPOINTS.getCommunityContracts, ({ principal, params }) =>
    getCommunityContracts(deps, principal, params.communityId),
  );
  serve(app, ENDPOINTS.assignCommunityContracts, ({ principal, params, body }) =>
    assignContracts(deps, principal, params.communityId, body.versionId, body.contractList),
  );
  serve(app, ENDPOINTS.getCommunityUsers, ({ principal, params }) =>
    getCommunityUsers(deps, principal, params.communityId),
  );
  serve(app, ENDPOINTS.updateCommunityUsers, ({ principal, params, body }) =>
    updateCommunityUsers(deps, principal, params.communityId, body.versionId, body.userList),
  );
  serve(app, ENDPOINTS.getCommunityAmenities, ({ principal, params }) =>
    getCommunityAmenities(deps, principal, params.communityId),
  );
  serve(app, ENDPOINTS.updateCommunityAmenities, ({ principal, params, body }) =>
    updateAmenities(deps, principal, params.communityId, body.versionId, body.amenities),
  );
  serve(app, ENDPOINTS.getCommunityFees, ({ principal, params }) =>
    getCommunityFees(deps, principal, params.communityId),
  );
  serve(app, ENDPOINTS.updateCommunityFees, ({ principal, params, body }) =>
    updateFees(deps, principal, params.communityId, body.versionId, body.payload),
  );
  serve(app, ENDPOINTS.getCommunityServices, ({ principal, params }) =>
    getCommunityServices(deps, principal, params.communityId),
  );
  serve(app, ENDPOINTS.updateCommunityServices, ({ principal, params, body }) =>
    updateServices(deps, principal, params.communityId, body.versionId, body.services),
  );
  return Promise.resolve();
}
