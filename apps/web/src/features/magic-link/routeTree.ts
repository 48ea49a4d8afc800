/**
 * The shape of the magic-link customer's route set (ADR 0010 decision 6): the link page, the ended
 * and finished pages, and `/magic/form/:formId` with the magic set's steps (spec §2.1). Built from how each
 * screen arrives, so the staff app (routes.ts: every screen a lazy chunk) and the customer's own entry
 * (src/customer/, ADR 0015: its first screens built in) share one tree. Kept apart from routes.ts so the
 * customer's entry does not pull in the staff copy's lazy imports.
 */
import { redirect, type RouteObject } from 'react-router';
import { requireCustomer } from './guard.ts';

const Nothing = () => null;

/** How a screen arrives: `{ Component }` built in, or `screen(() => import(…))` (its own chunk). */
export type ScreenRoute = Pick<RouteObject, 'Component' | 'lazy'>;

/** The customer's screens, by route. */
export interface MagicScreens {
  link: ScreenRoute;
  ended: ScreenRoute;
  finished: ScreenRoute;
  layout: ScreenRoute;
  status: ScreenRoute;
  properties: ScreenRoute;
  property: ScreenRoute;
  customer: ScreenRoute;
  results: ScreenRoute;
}

export function magicRouteTree(s: MagicScreens): RouteObject[] {
  return [
    { path: '/magic', ...s.link },
    { path: '/magic/ended', ...s.ended },
    { path: '/magic/finished', ...s.finished },
    {
      path: '/magic/form/:formId',
      loader: requireCustomer,
      ...s.layout,
      children: [
        {
          index: true,
          loader: ({ params }) => redirect(`/magic/form/${params.formId}/status`),
          Component: Nothing,
        },
        { path: 'status', ...s.status },
        { path: 'properties', ...s.properties },
        { path: 'property/:villageKey', ...s.property },
        { path: 'customer', ...s.customer },
        { path: 'results', ...s.results },
      ],
    },
  ];
}
