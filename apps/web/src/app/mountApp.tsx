/**
 * Starts a page's React app (the staff app's main.tsx, the customer's app.tsx, ADR 0015): its routes in a router
 * (hash history in development, browser history otherwise, spec §2.3) inside the providers, rendered into #root.
 * `transition`: render the first screen as a transition, in slices that leave the main thread free between them
 * (what is already on the page stays meanwhile).
 */
import './zodConfig.ts'; // before any schema parses (see there)
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, createHashRouter, RouterProvider, type RouteObject } from 'react-router';
import { USE_HASH } from '../routing/navigation.ts';
import { Providers, makeQueryClient } from './Providers.tsx';

export function mountApp(routes: RouteObject[], { transition = false }: { transition?: boolean } = {}): void {
  const router = (USE_HASH ? createHashRouter : createBrowserRouter)(routes);
  const queryClient = makeQueryClient();
  const render = () =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  if (transition) startTransition(render);
  else render();
}
