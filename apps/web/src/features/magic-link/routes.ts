/**
 * The magic-link customer's route set as the staff app carries it (ADR 0010 decision 6), top-level
 * beside /corporate and outside the staff shell: every screen its own lazy chunk. In production the server sends
 * the customer's own page (customer.html, src/customer/, ADR 0015) for `/magic…`; this copy serves development's
 * hash routes and the tests.
 */
import type { RouteObject } from 'react-router';
import { screen } from '../../routing/lazyScreen.ts';
import { magicRouteTree } from './routeTree.ts';

/** The staff app's copy of the set (development's hash routes, tests): every screen its own lazy chunk. */
export const magicLinkRoutes: RouteObject[] = magicRouteTree({
  link: screen(() => import('./LinkPage.tsx')),
  ended: screen(() => import('./EndedRoute.tsx')),
  finished: screen(() => import('./FinishedRoute.tsx')),
  layout: screen(() => import('./CustomerLayout.tsx')),
  status: screen(() => import('./OverviewPage.tsx')),
  properties: screen(() => import('./OptionsPage.tsx')),
  property: screen(() => import('./OptionPage.tsx')),
  customer: screen(() => import('./DetailsPage.tsx')),
  results: screen(() => import('./ResultsPage.tsx')),
});
