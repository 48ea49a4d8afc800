/**
 * Route entries of the report-form screens (spec §2.1), registered in `routing/routes.tsx`. Every screen is
 * lazy-loaded. `property/:villageKey` takes 'int-<villageId>' or 'ext-<villageId>' (React Router matches whole
 * segments only, so the spec's `int-:villageId` is parsed by the screen).
 */
import { redirect, type RouteObject } from 'react-router';
import { screen } from '../../routing/lazyScreen.ts';
import type { RouteHandle } from '../../routing/requirements.ts';

type AppRoute = RouteObject & { handle?: RouteHandle };
const Nothing = () => null;

export const formRoutes: AppRoute[] = [
  {
    path: 'newForm',
    handle: { requires: { permission: 'createForm' } },
    ...screen(() => import('./new-form/NewFormPage.tsx')),
  },
  {
    path: 'form/:formId',
    ...screen(() => import('./layout/FormLayout.tsx')),
    children: [
      {
        index: true,
        loader: ({ params }) => redirect(`/corporate/form/${params.formId}/properties`),
        Component: Nothing,
      },
      { path: 'properties/:flag?', ...screen(() => import('./properties/PropertiesPage.tsx')) },
      { path: 'property/:villageKey', ...screen(() => import('./village/VillagePage.tsx')) },
      { path: 'customer', ...screen(() => import('./details/CustomerPages.tsx')) },
      { path: 'current', ...screen(() => import('./details/CurrentPage.tsx')) },
      { path: 'summary', ...screen(() => import('./summary/SummaryPage.tsx')) },
      { path: 'results', ...screen(() => import('./results/ResultsPage.tsx')) },
    ],
  },
  {
    // Spec §2.1 magic-form/:formId: hidden from navigation; status is the default child.
    path: 'magic-form/:formId',
    ...screen(() => import('./magic/MagicFormLayout.tsx')),
    children: [
      {
        index: true,
        loader: ({ params }) => redirect(`/corporate/magic-form/${params.formId}/status`),
        Component: Nothing,
      },
      { path: 'status', ...screen(() => import('./magic/StatusPage.tsx')) },
      { path: 'properties/:flag?', ...screen(() => import('./properties/PropertiesPage.tsx')) },
      { path: 'property/:villageKey', ...screen(() => import('./village/VillagePage.tsx')) },
      { path: 'customer', ...screen(() => import('./magic/AssignCustomerPage.tsx')) },
      { path: 'results', ...screen(() => import('./results/ResultsPage.tsx')) },
    ],
  },
];
