/**
 * The route tree of spec §2.1; every route is a row of specRoutes.ts (its test walks this tree). Features add
 * their screens to `corporateChildren` from their feature's `routes.ts`, one line each (e.g. `...communityRoutes`,
 * features/communities/routes.ts, whose entry declares its `nav` label and `requires`).
 * A route's `handle.requires` gates it (Access Denied) and hides its navigation button.
 */
import { redirect, type RouteObject } from 'react-router';
import { RootLayout } from '../app/RootLayout.tsx';
import { RouteError } from '../app/RouteError.tsx';
import { InitialLoading } from '../app/InitialLoading.tsx';
import { loginLoader, requireLogin } from './guards.ts';
import { screen } from './lazyScreen.ts';
import { adminReportRoutes } from '../features/admin-reports/routes.ts';
import { analyticsRoutes } from '../features/analytics/routes.ts';
import { communityRoutes } from '../features/communities/routes.ts';
import { contractRoutes } from '../features/contracts/routes.ts';
import { formRoutes } from '../features/forms/routes.ts';
import { magicLinkRoutes } from '../features/magic-link/routes.ts';
import { resourceRoutes } from '../features/resources/routes.ts';
import { userAdminRoutes } from '../features/users/routes.ts';
import { auditRoutes } from '../features/audit/routes.ts';
import { mfaRoutes } from '../features/mfa/routes.ts';
import { helpRoutes } from '../features/help/routes.ts';
import { getSession } from '../session/storage.ts';
import { meets, type Requirement, type RouteHandle } from './requirements.ts';

type AppRoute = RouteObject & { handle?: RouteHandle };

/** Redirect-only routes still need a component, or the router warns about an empty leaf. */
const Nothing = () => null;
const redirectTo = (to: string): Pick<RouteObject, 'loader' | 'Component'> => ({
  loader: () => redirect(to),
  Component: Nothing,
});

const notFoundScreen = screen(() => import('../features/errors/NotFoundPage.tsx'));

/** admin (spec §2.1): its index opens the first admin screen the user may open (Access Denied without any). */
const ADMIN_CHILDREN: [Requirement, string][] = [
  [{ ability: 'adminUsers' }, '/corporate/admin/users'],
  [{ ability: 'adminContracts' }, '/corporate/admin/contracts'],
  [{ ability: 'adminReports' }, '/corporate/admin/reports'],
];
const adminIndex: AppRoute = {
  path: 'admin',
  handle: { requires: { ability: 'adminAccess' } },
  loader: () => {
    const user = getSession()?.user;
    const first = ADMIN_CHILDREN.find(([req]) => meets(user, req));
    return first ? redirect(first[1]) : null;
  },
  Component: Nothing,
};

/** Children of /corporate (spec §2.1). Top-level ones with `handle.nav` appear in the app bar. */
export const corporateChildren: AppRoute[] = [
  { index: true, ...redirectTo('/corporate/home') },
  { path: 'home', handle: { nav: 'Home' }, ...screen(() => import('../features/home/HomePage.tsx')) },
  // Report forms: newForm (createForm) and form/:formId with its children.
  ...formRoutes,
  {
    path: 'account',
    children: [
      { index: true, ...redirectTo('/corporate/account/permissions') },
      { path: 'permissions', ...screen(() => import('../features/account/PermissionsPage.tsx')) },
      { path: 'password', ...screen(() => import('../features/account/ChangePasswordPage.tsx')) },
      { path: 'mfa', ...screen(() => import('../features/account/MfaPage.tsx')) },
    ],
  },
  // Communities: list and create; community/:communityId is still pending.
  ...communityRoutes,
  // Analytics: one child per query.
  ...analyticsRoutes,
  // Report Settings (rates changes); contract types and the default-contract editor.
  ...adminReportRoutes,
  ...contractRoutes,
  // Users.
  ...userAdminRoutes,
  // Audit log.
  ...auditRoutes,
  ...mfaRoutes,
  // Resources: software, marketing, legal, Find An Adviser.
  ...resourceRoutes,
  adminIndex,
  // Help: Roles & Permissions.
  ...helpRoutes,
  { path: 'disclaimer', ...screen(() => import('../features/legal/CorporateDisclaimerPage.tsx')) },
  // Unknown paths under /corporate are 404s too (login required).
  { path: '*', ...notFoundScreen },
];

/**
 * Developer pages (spec §2.4): always routed, each behind `DevOnly` (development, or a developer on the
 * development host; anyone else sees Page Not Found).
 */
const devRoutes: AppRoute[] = [
  { path: '/dev/outbox', ...screen(() => import('../features/dev/OutboxPage.tsx')) },
];

/** The whole tree around a given set of /corporate children (tests add guarded routes this way). */
export function makeRoutes(corporate: AppRoute[] = corporateChildren): AppRoute[] {
  return [
    {
      Component: RootLayout,
      HydrateFallback: InitialLoading,
      errorElement: <RouteError />,
      children: [
        { path: '/', ...redirectTo('/home') },
        { path: '/home', ...redirectTo('/corporate/home') },
        { path: '/legal', ...screen(() => import('../features/legal/LegalPage.tsx')) },
        { path: '/disclaimer', ...screen(() => import('../features/legal/DisclaimerPage.tsx')) },
        { path: '/log-in', loader: loginLoader, ...screen(() => import('../features/login/LoginPage.tsx')) },
        { path: '/reset-password', ...screen(() => import('../features/reset/ResetPasswordPage.tsx')) },
        ...devRoutes,
        // The magic-link customer's pages: public link page, then their own light route set.
        ...magicLinkRoutes,
        {
          // Pathless protected layout: app bar, consent, maintenance notice, Access Denied.
          loader: requireLogin,
          ...screen(() => import('../features/shell/CorporateLayout.tsx')),
          children: [
            { path: '/corporate', children: corporate },
            { path: '*', ...notFoundScreen },
          ],
        },
      ],
    },
  ];
}

export const routes = makeRoutes();
