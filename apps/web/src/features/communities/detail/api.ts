/**
 * The calls of the community tabs (spec §7 "Communities"), through the endpoint table, and their query keys.
 * Each save sends the versionId its tab read; the answer carries the new one (409 when another save came first).
 */
import { COMMUNITIES_ENDPOINTS as E, type CommunityTabPath, type EndpointBody } from '@rlc/shared';
import { callEndpoint } from '../../../api/endpoint.ts';

/** The query key of a tab's GET ('title': the page's heading, read from the details). */
export const communityTabKey = (communityId: number, tab: CommunityTabPath | 'title') =>
  ['community', communityId, tab] as const;

const at = (communityId: number) => ({ params: { communityId } });

export const fetchDetails = (id: number) => callEndpoint(E.getCommunityDetails, at(id));
export const saveDetails = (id: number, body: EndpointBody<typeof E.updateCommunity>) =>
  callEndpoint(E.updateCommunity, { ...at(id), body });

export const fetchContracts = (id: number) => callEndpoint(E.getCommunityContracts, at(id));
export const saveContracts = (id: number, body: EndpointBody<typeof E.assignCommunityContracts>) =>
  callEndpoint(E.assignCommunityContracts, { ...at(id), body });

export const fetchUsers = (id: number) => callEndpoint(E.getCommunityUsers, at(id));
export const saveUsers = (id: number, body: EndpointBody<typeof E.updateCommunityUsers>) =>
  callEndpoint(E.updateCommunityUsers, { ...at(id), body });

export const fetchAmenities = (id: number) => callEndpoint(E.getCommunityAmenities, at(id));
export const saveAmenities = (id: number, body: EndpointBody<typeof E.updateCommunityAmenities>) =>
  callEndpoint(E.updateCommunityAmenities, { ...at(id), body });

export const fetchFees = (id: number) => callEndpoint(E.getCommunityFees, at(id));
export const saveFees = (id: number, body: EndpointBody<typeof E.updateCommunityFees>) =>
  callEndpoint(E.updateCommunityFees, { ...at(id), body });

export const fetchServices = (id: number) => callEndpoint(E.getCommunityServices, at(id));
export const saveServices = (id: number, body: EndpointBody<typeof E.updateCommunityServices>) =>
  callEndpoint(E.updateCommunityServices, { ...at(id), body });
