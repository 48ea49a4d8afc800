/**
 * Entry of login.html, the log-in page's own entry (ADR 0026): the server sends it for /log-in. A signed-in user
 * goes to Home at once (spec §2.1, as the staff app's /log-in route does); anyone else gets the Sign in card.
 * Signing in stores the session the staff app reads (session/storage.ts) and loads the staff app's page at the
 * redirect target (session/actions.ts, completeLogin).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isLoggedIn } from '../session/storage.ts';
import { LoginRoot } from './LoginRoot.tsx';

if (isLoggedIn()) {
  window.location.replace('/corporate/home');
} else {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <LoginRoot search={new URLSearchParams(window.location.search)} />
    </StrictMode>,
  );
}
