/**
 * Test-only: render some /corporate child routes (a feature's `routes.ts`) at a path inside the app providers,
 * signed in as `makeSession(session, user)`. Returns the router, to read where a screen navigated.
 *
 *   const router = renderRoutesAt(communityRoutes, '/corporate/communities/create', { permissions: [...] });
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { SessionUser } from '@rlc/shared';
import { Providers, makeQueryClient } from '../app/Providers.tsx';
import type { StoredSession } from '../session/storage.ts';
import { makeSession, storeSession } from './fixtures.ts';

export function renderRoutesAt(
  children: RouteObject[],
  path: string,
  user: Partial<SessionUser> = {},
  session: Partial<StoredSession> = {},
) {
  storeSession(makeSession(session, user));
  const router = createMemoryRouter(
    [{ HydrateFallback: () => null, children: [{ path: '/corporate', children }] }],
    { initialEntries: [path] },
  );
  render(
    <Providers queryClient={makeQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}
