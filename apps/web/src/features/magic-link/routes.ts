/**
 * The magic-link customer's route set (issue 11 §4; ADR 0010 decision 6), top-level beside /corporate and outside
 * the staff shell: the link page, the ended and finished pages, and `/magic/form/:formId` with the magic set's
 * steps, each screen its own lazy chunk.
 */
import { redirect, type RouteObject } from 'react-router';
import { screen } from '../../routing/lazyScreen.ts';
import { requireCustomer } from './guard.ts';

const Nothing = () => null;

export const magicLinkRoutes: RouteObject[] = [
  { path: '/magic', ...screen(() => import('./LinkPage.tsx')) },
  { path: '/magic/ended', ...screen(() => import('./EndedRoute.tsx')) },
  { path: '/magic/finished', ...screen(() => import('./FinishedRoute.tsx')) },
  {
    path: '/magic/form/:formId',
    loader: requireCustomer,
    ...screen(() => import('./CustomerLayout.tsx')),
    children: [
      {
        index: true,
        loader: ({ params }) => redirect(`/magic/form/${params.formId}/status`),
        Component: Nothing,
      },
      { path: 'status', ...screen(() => import('./OverviewPage.tsx')) },
      { path: 'properties', ...screen(() => import('./OptionsPage.tsx')) },
      { path: 'property/:villageKey', ...screen(() => import('./OptionPage.tsx')) },
      { path: 'customer', ...screen(() => import('./DetailsPage.tsx')) },
      { path: 'results', ...screen(() => import('./ResultsPage.tsx')) },
    ],
  },
];
