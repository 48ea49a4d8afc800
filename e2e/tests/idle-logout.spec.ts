/**
 * Spec §4 Session and §8: the client checks every 300000 ms; once the time since the last successful call
 * exceeds maxIdleMin + the 5-minute buffer it asks the server, and when the session is gone it signs out to
 * the login page with 'You have been signed out due to inactivity.', returning to the same page after
 * sign-in. Runs against the server with MAX_IDLE_MIN=0.1 (6 s real time); page.clock drives the client.
 */
import { expect, test } from '@playwright/test';
import { DEMO_USERS, E2E_PORTS, serverUrl } from './support/env.ts';
import { signIn, submitLogin } from './support/ui.ts';

test.use({ baseURL: serverUrl(E2E_PORTS.idle) });

test('an idle session ends with the inactivity note and sign-in returns to the page', async ({ page }) => {
  await page.clock.install();
  await signIn(page, DEMO_USERS.adviser.email, DEMO_USERS.adviser.password);
  await page.goto('/corporate/account/permissions');
  await expect(page).toHaveURL(/\/corporate\/account\/permissions$/);
  await page.waitForLoadState('networkidle');

  // Let the server-side session go idle for real (limit 6 s), then run the client's clock through two
  // 5-minute checks: at 10 min, more than maxIdleMin (0.1) + 5 minutes have passed since the last call.
  await page.waitForTimeout(7_500);
  await page.clock.runFor('10:30');

  await expect(page).toHaveURL(/\/log-in/, { timeout: 15_000 });
  await expect(page.getByText('You have been signed out due to inactivity.')).toBeVisible();

  await submitLogin(page, DEMO_USERS.adviser.email, DEMO_USERS.adviser.password);
  await expect(page).toHaveURL(/\/corporate\/account\/permissions$/);
});
