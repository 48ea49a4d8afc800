/**
 * Community reads of spec §7 "Communities", under /api/app/v1:
 *   GET communities               → { data: { communities: CommunitySummary[], info: { count, licenses } } }
 *   GET communities/info          → { data: { info: { count, licenses } } }
 *   GET community/:communityId    → { data: CommunityDetail }   (404 when unknown, deleted or outside the caller's scope)
 * Scope: `accessCorporate` sees the whole corporate, anyone else their assigned communities (repository.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CommunitiesResponse, CommunityDetail, CommunityInfo } from '@rlc/shared';
import { z } from 'zod';
import { requireAuth } from '../../plugins/context.ts';
import { notFound } from '../../plugins/errors.ts';
import { authenticatedRoute } from '../../plugins/permissions.ts';
import { communityDetail, communityInfo, findVisibleCommunity, listCommunities } from './repository.ts';

const tags = ['communities'];

export const communityRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/communities',
    {
      config: authenticatedRoute,
      schema: {
        tags,
        summary: "The caller's communities and the corporate's community licence use",
        response: { 200: z.object({ data: CommunitiesResponse }) },
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const [communities, info] = await Promise.all([
        listCommunities(app.db, auth),
        communityInfo(app.db, auth.user.corporateId),
      ]);
      return { data: { communities, info } };
    },
  );

  app.get(
    '/communities/info',
    {
      config: authenticatedRoute,
      schema: {
        tags,
        summary:
          'Community licence use of the corporate: a community can be added only while count < licenses',
        response: { 200: z.object({ data: z.object({ info: CommunityInfo }) }) },
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      return { data: { info: await communityInfo(app.db, auth.user.corporateId) } };
    },
  );

  app.get(
    '/community/:communityId',
    {
      config: authenticatedRoute,
      schema: {
        tags,
        summary: 'A community with its contracts, fees, services, amenities, inclusions and report content',
        params: z.object({ communityId: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: z.object({ data: CommunityDetail }) },
      },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const community = await findVisibleCommunity(app.db, auth, request.params.communityId);
      if (!community) throw notFound('Community not found.');
      return { data: await communityDetail(app.db, community) };
    },
  );
  return Promise.resolve();
};
