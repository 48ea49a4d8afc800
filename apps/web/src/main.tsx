/** Entry of the staff app (index.html): hash history in development, browser history otherwise (spec §2.3). */
import { mountApp } from './app/mountApp.tsx';
import { USE_HASH } from './routing/navigation.ts';
import { routes } from './routing/routes.tsx';

// Links from outside (e-mailed reset links, bookmarks) carry a real path; in hash mode move it into the hash.
if (USE_HASH && window.location.pathname !== '/' && !window.location.hash) {
  window.history.replaceState(null, '', `/#${window.location.pathname}${window.location.search}`);
}

mountApp(routes);
