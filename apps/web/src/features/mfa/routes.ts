/**
 * Route of the Sign-in security screen (the corporate's MFA rule; ability adminAudit = updateCorporate,
 * the corporate account's administrators), registered in `routing/routes.tsx` beside the other admin screens.
 */
import type { RouteObject } from 'react-router';
import { screen } from '../../routing/lazyScreen.ts';
import type { RouteHandle } from '../../routing/requirements.ts';

export const mfaRoutes: (RouteObject & { handle?: RouteHandle })[] = [
  {
    path: 'admin/security',
    handle: { nav: 'Sign-in security', requires: { ability: 'adminAudit' } },
    ...screen(() => import('./MfaPolicyPage.tsx')),
  },
];
