/**
 * Spec §2.4: "Developer navigation shows only in development, or for developers on the development host."
 * Development is the Vite dev server (`import.meta.env.DEV`); the development host is a machine name a developer
 * runs the built app on: localhost, a loopback address, or a host whose name has a 'dev' label (dev.example.com,
 * app.dev.example.com). A user is a developer by the `developer` flag of spec §3.1.
 */
export const DEV_NAV_ITEMS = [{ label: 'E-mail outbox', to: '/dev/outbox' }] as const;

export function isDevelopmentHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host === '::1' || host.startsWith('127.')) return true;
  return host.split('.').includes('dev');
}

export function showDevNav(
  user: { developer: boolean } | null | undefined,
  dev: boolean = import.meta.env.DEV,
  hostname: string = window.location.hostname,
): boolean {
  return dev || (!!user?.developer && isDevelopmentHost(hostname));
}
