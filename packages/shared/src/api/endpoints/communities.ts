/** The communities calls of the API table (see ./index.ts). */
import { z } from 'zod';
import {
  CommunitiesResponse,
  CommunityDetail,
  CommunityInfo,
  CreateCommunityRequest,
  CreateCommunityResponse,
} from '../communities.ts';
import { define, pgId } from './define.ts';

export const COMMUNITIES_ENDPOINTS = define({
  listCommunities: {
    method: 'GET',
    path: '/communities',
    tag: 'communities',
    summary: "The caller's communities and the corporate's community licence use",
    permission: 'authenticated',
    response: CommunitiesResponse,
  },
  communitiesInfo: {
    method: 'GET',
    path: '/communities/info',
    tag: 'communities',
    summary: 'Community licence use of the corporate: a community can be added only while count < licenses',
    permission: 'authenticated',
    response: z.object({ info: CommunityInfo }),
  },
  getCommunity: {
    method: 'GET',
    path: '/community/:communityId',
    tag: 'communities',
    summary: 'A community with its contracts, fees, services, amenities, inclusions and report content',
    permission: 'authenticated',
    params: z.object({ communityId: pgId }),
    response: CommunityDetail,
  },
  createCommunity: {
    method: 'POST',
    path: '/communities/create',
    tag: 'communities',
    summary: 'Create a community of the corporate; refused while count has reached licenses',
    permission: 'createCommunity',
    body: CreateCommunityRequest,
    response: CreateCommunityResponse,
  },
});
