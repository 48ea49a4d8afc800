/**
 * Route of the Contract types screen (spec §2.1 'admin' > 'contracts', ability adminContracts), registered in
 * `routing/routes.tsx` beside the admin index. Its `nav` puts "Contracts" in the app bar for users with the
 * ability. `admin/defaultContract/:contractId` ('Editing Default Contract', same ability) edits a type's default
 * terms; each row of the list links to it.
 */
import type { RouteObject } from 'react-router';
import { screen } from '../../routing/lazyScreen.ts';
import type { RouteHandle } from '../../routing/requirements.ts';

export const contractRoutes: (RouteObject & { handle?: RouteHandle })[] = [
  {
    path: 'admin/contracts',
    handle: { nav: 'Contracts', requires: { ability: 'adminContracts' } },
    ...screen(() => import('./ContractTypesPage.tsx')),
  },
  {
    path: 'admin/defaultContract/:contractId',
    handle: { requires: { ability: 'adminContracts' } },
    ...screen(() => import('./DefaultContractPage.tsx')),
  },
];
