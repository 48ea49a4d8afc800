/**
 * The customer's app (ADR 0014), started by main.tsx after customer.html's first paint: the magic-link customer's
 * pages only, which the server sends for every `/magic…` address. The same providers as the staff app (theme, toasts, query client) around the customer's
 * routes; none of the staff shell, its routes or its session code. History mode follows the staff app's
 * (hash in development, spec §2.3).
 */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, createHashRouter, RouterProvider } from 'react-router';
import { Providers, makeQueryClient } from '../app/Providers.tsx';
import { USE_HASH } from '../routing/navigation.ts';
import { customerRoutes } from './routes.tsx';

const router = (USE_HASH ? createHashRouter : createBrowserRouter)(customerRoutes);
const queryClient = makeQueryClient();

// A transition, so React renders the first screen in slices that let the browser breathe (a phone's main thread
// stays answerable; Lighthouse's Total Blocking Time) instead of one long task; customer.html's first paint
// stays on screen meanwhile.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
