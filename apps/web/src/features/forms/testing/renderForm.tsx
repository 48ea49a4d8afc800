/** Test-only: render the form routes at a path inside the app providers, signed in. */
import { renderRoutesAt } from '../../../test/renderRoutes.tsx';
import { formRoutes } from '../routes.ts';

export const renderAt = (path: string) => renderRoutesAt(formRoutes, path);
