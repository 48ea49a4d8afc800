/**
 * Session transitions: login completion (stores and reloads, spec §7), logout (server then local, spec §2.4),
 * and the idle sign-out.
 */
import { SESSION, type LoginResponse } from '@rlc/shared';
import { logoutCall } from '../api/auth.ts';
import { forceLogout } from '../api/client.ts';
import { navigateTo, reloadAt, safeRedirect } from '../routing/navigation.ts';
import { clearSession, POST_LOGIN_MESSAGE_KEY, setSession } from './storage.ts';
import { setLogoutTarget } from './logoutTarget.ts';

export const PASSWORD_PATH = '/corporate/account/password';

/**
 * Store the login answer and reload the page at the redirect target (spec §4: "After login the page reloads");
 * a required password change overrides the target.
 */
export function completeLogin(res: LoginResponse, redirect: string | null): void {
  setSession({
    jwt: res.jwt,
    user: res.user,
    consts: res.consts,
    corp: res.corp,
    maxIdleMin: res.maxIdleMin,
    idleBufferMin: SESSION.idleBufferMin,
    mustChange: res.user.mustChange,
  });
  localStorage.setItem(POST_LOGIN_MESSAGE_KEY, `Welcome, ${res.user.firstName}.`);
  reloadAt(res.user.mustChange ? PASSWORD_PATH : safeRedirect(redirect));
}

/** Logout calls the server first, then clears the local session whatever the server said. */
export async function logout(): Promise<void> {
  try {
    await logoutCall();
  } catch {
    // Session may already be dead server-side; the local clear below is what matters.
  }
  // A deliberate logout goes to a plain login page, without a redirect back.
  setLogoutTarget('/log-in');
  clearSession();
  navigateTo('/log-in');
}

export function signOutForInactivity(): void {
  forceLogout('inactivity');
}
