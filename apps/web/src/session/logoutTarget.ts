/**
 * Where the current logout is heading ('/log-in', or '/log-in?note=inactivity&redirect=…').
 * Clearing the session re-renders the shell, which would otherwise send the user to a plain login-with-redirect
 * and lose the note; the shell reads this instead. It stays set until the next login, which reloads the page.
 */
let target: string | null = null;

export function setLogoutTarget(path: string): void {
  target = path;
}

export function logoutTarget(): string | null {
  return target;
}
