/**
 * The route tree of the customer's own entry (customer.html, ADR 0015): only the magic-link customer's routes,
 * under a light root. The screens a customer opens first (the link page, their report's frame, Status and
 * Options, the ended and finished pages, and the Details page's heading) are built into the entry, so a cold load
 * is one JavaScript round trip; the heavier parts (the Details form, one option, Results with its figures) stay
 * lazy chunks.
 */
import { redirect, type RouteObject } from 'react-router';
import {
  CustomerLayout,
  DetailsPage,
  EndedPage,
  FinishedPage,
  LinkPage,
  magicRouteTree,
  OptionsPage,
  OverviewPage,
} from '../features/magic-link/index.ts';
import { screen } from '../routing/lazyScreen.ts';
import { CustomerError } from './CustomerError.tsx';
import { CustomerRoot } from './CustomerRoot.tsx';

export const customerRoutes: RouteObject[] = [
  {
    Component: CustomerRoot,
    errorElement: <CustomerError />,
    children: [
      ...magicRouteTree({
        link: { Component: LinkPage },
        ended: { Component: EndedPage },
        finished: { Component: FinishedPage },
        layout: { Component: CustomerLayout },
        status: { Component: OverviewPage },
        properties: { Component: OptionsPage },
        property: screen(() => import('../features/magic-link/OptionPage.tsx')),
        customer: { Component: DetailsPage },
        results: screen(() => import('../features/magic-link/ResultsPage.tsx')),
      }),
      // Any other address this page is asked for (the server sends it only for /magic…): the ended page's
      // advice, never the staff sign-in.
      { path: '*', loader: () => redirect('/magic/ended'), Component: () => null },
    ],
  },
];
