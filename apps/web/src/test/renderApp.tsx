/**
 * The whole app (route tree, guards, shell) at `path` for a signed-in session whose `GET auth` the mocked server
 * answers; every other call gets 404. For tests of a route's gate (Access Denied) and navigation:
 *
 *   renderAppAs(makeSession(), '/corporate/admin/contracts');
 *   expect(await screen.findByRole('heading', { name: MESSAGES.accessDeniedTitle })).toBeTruthy();
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers, makeQueryClient } from '../app/Providers.tsx';
import { corporateChildren, makeRoutes } from '../routing/routes.tsx';
import type { StoredSession } from '../session/storage.ts';
import { mockFetch, storeSession } from './fixtures.ts';

export function renderAppAs(session: StoredSession, path: string) {
  storeSession(session);
  mockFetch((url) =>
    url.endsWith('/auth')
      ? { status: 200, body: { data: { user: session.user, consts: session.consts, corp: session.corp } } }
      : undefined,
  );
  const router = createMemoryRouter(makeRoutes(corporateChildren), { initialEntries: [path] });
  render(
    <Providers queryClient={makeQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}
