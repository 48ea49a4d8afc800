/** Test-only: render the form routes at a path inside the app providers, signed in. */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers, makeQueryClient } from '../../../app/Providers.tsx';
import { makeSession, storeSession } from '../../../test/fixtures.ts';
import { formRoutes } from '../routes.ts';

export function renderAt(path: string) {
  storeSession(makeSession());
  const router = createMemoryRouter(
    [{ HydrateFallback: () => null, children: [{ path: '/corporate', children: formRoutes }] }],
    { initialEntries: [path] },
  );
  render(
    <Providers queryClient={makeQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}
