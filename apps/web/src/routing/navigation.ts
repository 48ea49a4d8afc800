/**
 * Navigation from outside React (API client, idle timer, cross-tab listener). The router registers itself at
 * start; before that (or in tests) we fall back to `window.location`.
 *
 * Paths here are app paths ('/corporate/home'); in development the router uses hash history (spec §2.3), so
 * a full-page URL for an app path is '#/corporate/home'.
 */
export const USE_HASH = import.meta.env.DEV;

/**
 * Built apps serve the log-in page from its own entry (login.html, ADR 0026): going there from the staff app is a
 * page load, not a route change. Development's hash routes (and the tests) keep the staff app's /log-in route.
 */
export const LOGIN_PAGE_APART = !USE_HASH;

/** True for the log-in page's address ('/log-in', with or without a query). */
export const isLoginPath = (appPath: string): boolean => /^\/log-in(?:[?#]|$)/.test(appPath);

type Navigate = (to: string, opts?: { replace?: boolean }) => unknown;
let navigateFn: Navigate | null = null;

export function registerNavigate(fn: Navigate | null): void {
  navigateFn = fn;
}

/** The app path currently shown (pathname + search), whichever history mode is in use. */
export function currentAppPath(): string {
  if (USE_HASH) {
    const h = window.location.hash.replace(/^#/, '');
    return h || '/';
  }
  return window.location.pathname + window.location.search;
}

/** URL for a full page load of an app path. */
export function hrefFor(appPath: string): string {
  return USE_HASH ? `${window.location.pathname}${window.location.search}#${appPath}` : appPath;
}

let leavingForLogin = false;

/**
 * A page load of the log-in page (LOGIN_PAGE_APART), started once: a logout both navigates and clears the session,
 * whose re-render asks again (routing/ToLogin.tsx); a second load would abort the first (net::ERR_ABORTED).
 */
export function loadLoginPage(appPath: string, replace = true): void {
  if (leavingForLogin) return;
  leavingForLogin = true;
  // Should the page stay after all (a 'leave this page?' prompt answered no), a later logout may go again.
  setTimeout(() => (leavingForLogin = false), 1000);
  if (replace) window.location.replace(appPath);
  else window.location.assign(appPath);
}

export function navigateTo(appPath: string, replace = true): void {
  if (LOGIN_PAGE_APART && isLoginPath(appPath)) loadLoginPage(appPath, replace);
  else if (navigateFn) void navigateFn(appPath, { replace });
  else window.location.assign(hrefFor(appPath));
}

/** Spec §2.4/§7: after login (and after the other tab's password change) the page reloads at a target. */
export function reloadAt(appPath: string): void {
  window.location.replace(hrefFor(appPath));
  // Same-document hash change does not reload by itself.
  if (USE_HASH) window.location.reload();
}

/**
 * A redirect target is accepted only when it is an app path: starts with one '/', not '//' (another host),
 * and not the login page itself (that would loop).
 */
export function safeRedirect(value: string | null | undefined, fallback = '/corporate/home'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value.startsWith('/log-in')) return fallback;
  return value;
}

export type LoginNote = 'inactivity';

/** Build '/log-in?note=…&redirect=…'. */
export function loginPath(opts: { note?: LoginNote; redirect?: string } = {}): string {
  const q = new URLSearchParams();
  if (opts.note) q.set('note', opts.note);
  if (opts.redirect && safeRedirect(opts.redirect, '') !== '') q.set('redirect', opts.redirect);
  const s = q.toString();
  return s ? `/log-in?${s}` : '/log-in';
}
