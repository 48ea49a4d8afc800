/**
 * Route of the Audit log screen (an admin reads the audit log, filtered by user and date; ability
 * adminAudit = updateCorporate), registered in `routing/routes.tsx` beside the other admin screens.
 */
import type { RouteObject } from 'react-router';
import { screen } from '../../routing/lazyScreen.ts';
import type { RouteHandle } from '../../routing/requirements.ts';

export const auditRoutes: (RouteObject & { handle?: RouteHandle })[] = [
  {
    path: 'admin/audit',
    handle: { nav: 'Audit log', requires: { ability: 'adminAudit' } },
    ...screen(() => import('./AuditLogPage.tsx')),
  },
];
