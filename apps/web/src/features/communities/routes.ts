/**
 * Routes of the Communities screens (spec §2.1 'communities', ability viewCommunities): list, create (Create
 * Community, ability createCommunity) and community/:communityId (ability updateCommunity) with its tabs, each
 * needing its own permission (COMMUNITY_TABS of @rlc/shared); the index opens Main Details. Its `nav` puts
 * "Communities" in the app bar for users with the ability.
 */
import { redirect, type RouteObject } from 'react-router';
import { communityTabPermission, type CommunityTabPath } from '@rlc/shared';
import { screen } from '../../routing/lazyScreen.ts';
import type { RouteHandle } from '../../routing/requirements.ts';

type AppRoute = RouteObject & { handle?: RouteHandle };

/** A tab's route: its path, its permission (Access Denied without it) and its screen. */
const tab = (path: CommunityTabPath, load: Parameters<typeof screen>[0]): AppRoute => ({
  path,
  handle: { requires: { permission: communityTabPermission(path) } },
  ...screen(load),
});

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
      {
        path: 'community/:communityId',
        handle: { requires: { ability: 'updateCommunity' } },
        ...screen(() => import('./detail/CommunityPage.tsx')),
        children: [
          {
            index: true,
            loader: ({ params }) =>
              redirect(`/corporate/communities/community/${params.communityId}/details`),
            Component: () => null,
          },
          tab('details', () => import('./detail/DetailsTab.tsx')),
          tab('contracts', () => import('./detail/ContractsTab.tsx')),
          tab('users', () => import('./detail/UsersTab.tsx')),
          tab('reportContent', () => import('./detail/ReportContentTab.tsx')),
          tab('amenities', () => import('./detail/AmenitiesTab.tsx')),
          tab('fees', () => import('./detail/FeesTab.tsx')),
          tab('services', () => import('./detail/ServicesTab.tsx')),
        ],
      },
      { path: '*', ...screen(() => import('../errors/NotFoundPage.tsx')) },
    ],
  },
];
