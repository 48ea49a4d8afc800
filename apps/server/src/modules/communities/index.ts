/**
 * Communities module. Register in app.ts inside the /api/app/v1 scope: `await api.register(communityRoutes)`.
 * What other modules may use: the scoped community read, a community's contracts and detail (forms, seed), the
 * report content rows (reports).
 */
export { communityRoutes } from './routes.ts';
export { communityContracts, communityDetail } from './community-detail.ts';
export {
  findVisibleCommunity,
  reportContentRows,
  type Community,
  type CommunityScope,
} from './repository.ts';
