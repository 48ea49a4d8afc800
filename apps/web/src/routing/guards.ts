/** Route loaders that send people to the right place before any screen code loads. */
import { redirect, redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { isLoggedIn } from '../session/storage.ts';
import { LOGIN_PAGE_APART, loginPath } from './navigation.ts';

/**
 * Protected routes: unauthenticated users go to login, with a redirect back (spec §2.3); in a built app that is a
 * page load of the log-in page's own entry (ADR 0026).
 */
export function requireLogin({ request }: LoaderFunctionArgs): null {
  if (isLoggedIn()) return null;
  const url = new URL(request.url);
  const to = loginPath({ redirect: url.pathname + url.search });
  throw LOGIN_PAGE_APART ? redirectDocument(to) : redirect(to);
}

/** /log-in: a signed-in user is redirected home (spec §2.1). */
export function loginLoader(): null {
  if (isLoggedIn()) throw redirect('/corporate/home');
  return null;
}
