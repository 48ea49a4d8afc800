/**
 * Routes of Resources (spec §2.1 'resources': software (FAQ, manual, webinars), marketing (newsletter articles),
 * legal, adviser (Find An Adviser)), for every signed-in user. The index goes to software. Its `nav`
 * puts "Resources" in the app bar, with the one-off attention animation of spec §2.4 (`attention`).
 */
import { redirect, type RouteObject } from 'react-router';
import { screen } from '../../routing/lazyScreen.ts';
import type { RouteHandle } from '../../routing/requirements.ts';

/** The tabs, in order: path under /corporate/resources and title. */
export const RESOURCE_TABS = [
  { path: 'software', label: 'Software' },
  { path: 'marketing', label: 'Marketing' },
  { path: 'legal', label: 'Legal' },
  { path: 'adviser', label: 'Find An Adviser' },
] as const;

const Nothing = () => null;

export const resourceRoutes: (RouteObject & { handle?: RouteHandle })[] = [
  {
    path: 'resources',
    handle: { nav: 'Resources', attention: true },
    ...screen(() => import('./ResourcesLayout.tsx')),
    children: [
      { index: true, loader: () => redirect('/corporate/resources/software'), Component: Nothing },
      { path: 'software', ...screen(() => import('./software/SoftwarePage.tsx')) },
      { path: 'marketing', ...screen(() => import('./marketing/MarketingPage.tsx')) },
      { path: 'legal', ...screen(() => import('./LegalTab.tsx')) },
      { path: 'adviser', ...screen(() => import('./adviser/AdviserPage.tsx')) },
    ],
  },
];
