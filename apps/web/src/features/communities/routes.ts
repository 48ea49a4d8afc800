/**
 * Routes of the Communities screens (spec §2.1 'communities', ability viewCommunities): list and create
 * (Create Community, ability createCommunity). community/:communityId and its tabs arrive with the rest of
 * issue 10; until then that path is a 404. Its `nav` puts "Communities" in the app bar for users with the ability.
 */
import { redirect, type RouteObject } from 'react-router';
import { screen } from '../../routing/lazyScreen.ts';
import type { RouteHandle } from '../../routing/requirements.ts';

type AppRoute = RouteObject & { handle?: RouteHandle };

export const communityRoutes: AppRoute[] = [
  {
    path: 'communities',
    handle: { nav: 'Communities', requires: { ability: 'viewCommunities' } },
    children: [
      { index: true, loader: () => redirect('/corporate/communities/list'), Component: () => null },
      { path: 'list', ...screen(() => import('./CommunitiesPage.tsx')) },
      {
        path: 'create',
        handle: { requires: { ability: 'createCommunity' } },
        ...screen(() => import('./CreateCommunityPage.tsx')),
      },
      {
        path: 'community/:communityId/contracts/:contractId',
        handle: { requires: { permission: 'updateContract' } },
        ...screen(() => import('../contracts/CommunityContractPage.tsx')),
      },
      { path: '*', ...screen(() => import('../errors/NotFoundPage.tsx')) },
    ],
  },
];
