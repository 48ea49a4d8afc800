/** Spec §2.4: developer navigation only in development, or for developers on the development host. */
import { describe, expect, it } from 'vitest';
import { isDevelopmentHost, showDevNav } from './devNav.ts';

describe('developer navigation', () => {
  it('knows the development hosts', () => {
    for (const h of ['localhost', '127.0.0.1', '[::1]', 'dev.example.com', 'app.dev.example.com'])
      expect(isDevelopmentHost(h), h).toBe(true);
    for (const h of ['example.com', 'devices.example.com', 'retirement.example.com.au'])
      expect(isDevelopmentHost(h), h).toBe(false);
  });

  it('shows in development, else only to a developer on the development host', () => {
    expect(showDevNav({ developer: false }, true, 'example.com')).toBe(true);
    expect(showDevNav({ developer: true }, false, 'dev.example.com')).toBe(true);
    expect(showDevNav({ developer: true }, false, 'example.com')).toBe(false);
    expect(showDevNav({ developer: false }, false, 'localhost')).toBe(false);
    expect(showDevNav(null, false, 'localhost')).toBe(false);
  });
});
