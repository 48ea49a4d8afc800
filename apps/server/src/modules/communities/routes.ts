/**
 * Community calls of spec §7 "Communities", under /api/app/v1, registered from the endpoint table of @rlc/shared:
 *   GET communities               → { data: { communities: CommunitySummary[], info: { count, licenses } } }
 *   GET communities/info          → { data: { info: { count, licenses } } }
 *   GET community/:communityId    → { data: CommunityDetail }   (404 when unknown, deleted or outside the caller's scope)
 *   POST communities/create       → { data: { message, community: { id } } }   (createCommunity; 409 at the licence limit)
 * Scope: `accessCorporate` sees the whole corporate, anyone else their assigned communities (repository.ts).
 */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@rlc/shared';
import { serve } from '../../http/route.ts';
import { depsOf } from '../../plugins/context.ts';
import { createCommunity } from './create-community.ts';
import { getCommunity } from './get-community.ts';
import { communityInfo, listCommunities } from './list-communities.ts';

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
  return Promise.resolve();
}
