/**
 * Route of the Users screen (spec §2.1 'admin' > 'users', ability adminUsers = createUser or updateUser),
 * registered in `routing/routes.tsx` beside the admin index. Its `nav` puts "Users" in the app bar.
 */
import type { RouteObject } from 'react-router';
import { screen } from '../../routing/lazyScreen.ts';
import type { RouteHandle } from '../../routing/requirements.ts';

export const userAdminRoutes: (RouteObject & { handle?: RouteHandle })[] = [
  {
    path: 'admin/users',
    handle: { nav: 'Users', requires: { ability: 'adminUsers' } },
    ...screen(() => import('./UsersPage.tsx')),
  },
];
