/** Entry: hash history in development, browser history otherwise (spec §2.3). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, createHashRouter, RouterProvider } from 'react-router';
import { Providers, makeQueryClient } from './app/Providers.tsx';
import { USE_HASH } from './routing/navigation.ts';
import { routes } from './routing/routes.tsx';

// Links from outside (e-mailed reset links, bookmarks) carry a real path; in hash mode move it into the hash.
if (USE_HASH && window.location.pathname !== '/' && !window.location.hash) {
  window.history.replaceState(null, '', `/#${window.location.pathname}${window.location.search}`);
}

const router = (USE_HASH ? createHashRouter : createBrowserRouter)(routes);
const queryClient = makeQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
