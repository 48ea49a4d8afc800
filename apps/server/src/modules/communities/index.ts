/**
 * Communities module. Register in app.ts inside the /api/app/v1 scope:
 *   await api.register(communityRoutes);
 * Other modules (report forms) reuse the scoped reads from repository.ts.
 */
export { communityRoutes } from './routes.ts';
export {
  communityContracts,
  communityDetail,
  communityInfo,
  findVisibleCommunity,
  listCommunities,
  type CommunityScope,
} from './repository.ts';
