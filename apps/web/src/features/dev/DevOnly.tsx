/**
 * The developer pages' gate (spec §2.4, devNav.ts): in development, or for a developer on the development host;
 * anyone else gets the 404 screen, as if the page did not exist.
 */
import type { ReactNode } from 'react';
import { useSession } from '../../session/useSession.ts';
import { NotFoundPage } from '../errors/index.ts';
import { showDevNav } from './devNav.ts';

export function DevOnly({ children }: { children: ReactNode }) {
  const user = useSession()?.user;
  return showDevNav(user) ? children : <NotFoundPage />;
}
