/** The communities calls of the Communities screens (spec §7 "Communities"), through the endpoint table. */
import { COMMUNITIES_ENDPOINTS, type CommunityForm } from '@rlc/shared';
import { callEndpoint } from '../../api/endpoint.ts';

export { fetchCommunities } from '../../api/auth.ts';

/** The query key of GET communities (shared with Create Report's community picker). */
export const COMMUNITIES_KEY = ['communities'] as const;

/** POST communities/create → { message, community: { id } }; 409 CONFLICT at the licence limit. */
export const createCommunity = (community: CommunityForm) =>
  callEndpoint(COMMUNITIES_ENDPOINTS.createCommunity, { body: { community } });
