/**
 * Route of the Report Settings screen (spec §2.1 'admin' > 'reports (Report Settings)', ability adminReports),
 * registered in `routing/routes.tsx` beside the other admin screens (admin/users, admin/contracts); the admin index
 * opens the first of them the user may open.
 * Its `nav` puts "Report Settings" in the app bar for users with the ability.
 */
import type { RouteObject } from 'react-router';
import { screen } from '../../routing/lazyScreen.ts';
import type { RouteHandle } from '../../routing/requirements.ts';

export const adminReportRoutes: (RouteObject & { handle?: RouteHandle })[] = [
  {
    path: 'admin/reports',
    handle: { nav: 'Report Settings', requires: { ability: 'adminReports' } },
    ...screen(() => import('./ReportSettingsPage.tsx')),
  },
];
