/**
 * Reactions to session changes made in OTHER tabs (the `storage` event never fires in the writing tab):
 *  - the session key removed → this tab goes to login (cross-tab logout);
 *  - another tab re-logged-in and must change its password → this tab shows 'Waiting on other tab'
 *    (spec §2.3) instead of also forcing the change, and reloads once the change is done there.
 */
import { currentAppPath, navigateTo, reloadAt, safeRedirect } from '../routing/navigation.ts';
import { notifySessionChanged, SESSION_KEY, type StoredSession } from './storage.ts';

let waiting = false;
const waitListeners = new Set<() => void>();

export function isWaitingOnOtherTab(): boolean {
  return waiting;
}
export function subscribeWaiting(l: () => void): () => void {
  waitListeners.add(l);
  return () => waitListeners.delete(l);
}
function setWaiting(v: boolean): void {
  waiting = v;
  for (const l of waitListeners) l();
}

const PUBLIC_PREFIXES = ['/log-in', '/legal', '/disclaimer', '/reset-password'];

function readJwt(raw: string | null): Pick<StoredSession, 'jwt' | 'mustChange'> | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as StoredSession;
    return { jwt: v.jwt, mustChange: !!v.mustChange };
  } catch {
    return null;
  }
}

/** The page this tab meant to show: itself, or a login page's redirect target. */
function intendedPath(here: string): string {
  if (!here.startsWith('/log-in')) return here;
  const q = here.indexOf('?');
  return safeRedirect(q < 0 ? null : new URLSearchParams(here.slice(q)).get('redirect'));
}

/** Handle one storage event; exported for tests. */
export function onStorage(e: Pick<StorageEvent, 'key' | 'oldValue' | 'newValue'>): void {
  // key null = localStorage.clear() in another tab.
  if (e.key !== SESSION_KEY && e.key !== null) return;
  notifySessionChanged();
  const before = readJwt(e.oldValue);
  const after = readJwt(e.key === null ? null : e.newValue);

  if (!after) {
    setWaiting(false);
    const here = currentAppPath();
    if (!PUBLIC_PREFIXES.some((p) => here.startsWith(p))) navigateTo('/log-in');
    return;
  }
  const reLoggedIn = !before || before.jwt !== after.jwt;
  if (after.mustChange && reLoggedIn) {
    setWaiting(true);
  } else if (waiting && !after.mustChange) {
    // The other tab finished the change: reload to where this tab was (or was heading, if at login).
    setWaiting(false);
    reloadAt(intendedPath(currentAppPath()));
  }
}

export function installCrossTab(): () => void {
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
