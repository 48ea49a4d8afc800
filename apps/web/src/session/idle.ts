/**
 * Client idle check of spec §4 / §9: every 300000 ms, if the time since the last successful call exceeds
 * maxIdleMin + idleBufferMin minutes, ask the server (`GET isAuth`). If the server says the session is gone,
 * log out, remember where the user was, and show the inactivity note on the login page.
 * The server enforces the timeout itself; this only notices it without waiting for the next click.
 */
import { SESSION } from '@rlc/shared';
import { getLastAuth, getSession, isLoggedIn } from './storage.ts';

export interface IdleDeps {
  /** Resolves with the server's answer; a 401 is handled by the API client (it logs out with the note). */
  isAuth: () => Promise<{ auth: boolean }>;
  /** Log out locally and go to login with the inactivity note and a redirect to the current path. */
  signOutForInactivity: () => void;
  now?: () => number;
  everyMs?: number;
}

/** True when the idle allowance (minutes, from the stored session) has run out at `now` (epoch ms). */
export function idleExpired(
  now: number,
  lastAuth: number,
  maxIdleMin: number,
  idleBufferMin: number,
): boolean {
  return now - lastAuth > (maxIdleMin + idleBufferMin) * 60_000;
}

/** One tick of the timer; exported for tests. Resolves true if it signed the user out. */
export async function checkIdle(deps: IdleDeps): Promise<boolean> {
  const session = getSession();
  if (!isLoggedIn(session)) return false;
  const now = (deps.now ?? Date.now)();
  if (!idleExpired(now, getLastAuth(), session!.maxIdleMin, session!.idleBufferMin)) return false;
  try {
    const { auth } = await deps.isAuth();
    if (auth) return false;
  } catch {
    // A 401 already logged out inside the API client; a network failure leaves the session alone.
    return false;
  }
  deps.signOutForInactivity();
  return true;
}

/** Start the interval; returns a stop function. */
export function startIdleTimer(deps: IdleDeps): () => void {
  const id = setInterval(() => void checkIdle(deps), deps.everyMs ?? SESSION.checkEveryMs);
  return () => clearInterval(id);
}
