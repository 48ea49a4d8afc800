/**
 * Routes of Help (spec §2.1 'help', child 'roles' Roles & Permissions): open to every signed-in user; the index
 * opens Roles & Permissions. Its `nav` puts "Help" in the app bar.
 */
import { redirect, type RouteObject } from 'react-router';
import { screen } from '../../routing/lazyScreen.ts';
import type { RouteHandle } from '../../routing/requirements.ts';

export const helpRoutes: (RouteObject & { handle?: RouteHandle })[] = [
  {
    path: 'help',
    handle: { nav: 'Help' },
    children: [
      { index: true, loader: () => redirect('/corporate/help/roles'), Component: () => null },
      { path: 'roles', ...screen(() => import('./RolesHelpPage.tsx')) },
    ],
  },
];
