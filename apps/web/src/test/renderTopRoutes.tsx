/**
 * Test-only: render top-level routes (outside /corporate, e.g. the magic-link customer's `magicLinkRoutes`) at a
 * path inside the app providers, with no staff session. The router is registered for navigation from outside
 * React, as the root layout does (the API client's 401 rule navigates through it). Unregister in afterEach with
 * `registerNavigate(null)`.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers, makeQueryClient } from '../app/Providers.tsx';
import { registerNavigate } from '../routing/navigation.ts';

export function renderTopRoutesAt(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(
    [{ HydrateFallback: () => null, children: [...routes, { path: '*', Component: () => null }] }],
    { initialEntries: [path] },
  );
  registerNavigate((to, opts) => router.navigate(to, opts));
  render(
    <Providers queryClient={makeQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}
