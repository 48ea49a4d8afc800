/**
 * Community reads of spec §7 "Communities", under /api/app/v1:
 *   GET communities               → { data: { communities: CommunitySummary[], info: { count, licenses } } }
 *   GET communities/info          → { data: { info: { count, licenses } } }
 *   GET community/:communityId    → { data: CommunityDetail }   (404 when unknown, deleted or outside the caller's scope)
 * Scope: `accessCorporate` sees the whole corporate, anyone else their assigned communities (repository.ts).
 */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@rlc/shared';
import { serve } from '../../http/route.ts';
import { notFound } from '../../plugins/errors.ts';
import { communityDetail, communityInfo, findVisibleCommunity, listCommunities } from './repository.ts';

export function communityRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  serve(app, ENDPOINTS.listCommunities, async ({ principal }) => {
    const [communities, info] = await Promise.all([
      listCommunities(db, principal),
      communityInfo(db, principal.user.corporateId),
    ]);
    return { communities, info };
  });

  serve(app, ENDPOINTS.communitiesInfo, async ({ principal }) => ({
    info: await communityInfo(db, principal.user.corporateId),
  }));

  serve(app, ENDPOINTS.getCommunity, async ({ principal, params }) => {
    const community = await findVisibleCommunity(db, principal, params.communityId);
    if (!community) throw notFound('Community not found.');
    return communityDetail(db, community);
  });
  return Promise.resolve();
}
