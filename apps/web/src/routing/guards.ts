/** Route loaders that send people to the right place before any screen code loads. */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isLoggedIn } from '../session/storage.ts';
import { loginPath } from './navigation.ts';

/** Protected routes: unauthenticated users go to login, with a redirect back (spec §2.3). */
export function requireLogin({ request }: LoaderFunctionArgs): null {
  if (isLoggedIn()) return null;
  const url = new URL(request.url);
  throw redirect(loginPath({ redirect: url.pathname + url.search }));
}

/** /log-in: a signed-in user is redirected home (spec §2.1). */
export function loginLoader(): null {
  if (isLoggedIn()) throw redirect('/corporate/home');
  return null;
}
