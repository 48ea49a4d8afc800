/**
 * Routes of the Analytics screen (spec §2.1 'analytics', own route): one child per query (analyticsOptions
 * 'Options Considered & Decided', reportsByStatus, decisionsOverTime, whyNot), the index opening the first. The
 * ability viewAnalytics is any of the forms' access scopes, as the server's FORM_ACCESS; its `nav` puts
 * "Analytics" in the app bar for those users.
 */
import { redirect, type RouteObject } from 'react-router';
import { ANALYTICS_QUERIES, type AnalyticsQueryName } from '@rlc/shared';
import { screen } from '../../routing/lazyScreen.ts';
import type { RouteHandle } from '../../routing/requirements.ts';
import { ANALYTICS_PATH, type AnalyticsHandle } from './queryRoutes.ts';

type AppRoute = RouteObject & { handle?: RouteHandle & AnalyticsHandle };

/** The page (the parent) draws the query its child names; the child itself draws nothing. */
const Nothing = () => null;

export const analyticsRoutes: AppRoute[] = [
  {
    path: 'analytics',
    handle: { nav: 'Analytics', requires: { ability: 'viewAnalytics' } },
    ...screen(() => import('./AnalyticsPage.tsx')),
    children: [
      { index: true, loader: () => redirect(`${ANALYTICS_PATH}/analyticsOptions`), Component: Nothing },
      ...(Object.keys(ANALYTICS_QUERIES) as AnalyticsQueryName[]).map((name): AppRoute => ({
        path: name,
        handle: { analyticsQuery: name },
        Component: Nothing,
      })),
      { path: '*', ...screen(() => import('../errors/NotFoundPage.tsx')) },
    ],
  },
];
