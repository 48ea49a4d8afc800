/**
 * Spec §2.4 Login and §8: a wrong password shows the server's message on the message line; repeated
 * failures answer with the wait, shown as 'Please try again in N seconds', the same for an unknown e-mail.
 * The rate-limit test runs on its own server (playwright.config.ts) so the per-address limit it trips
 * cannot block the other tests.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, E2E_PORTS, serverUrl } from './support/env.ts';
import { loginButton, submitLogin } from './support/ui.ts';

/** The server's answer to bad credentials (apps/server auth service); the same for unknown e-mails. */
const INCORRECT = 'Incorrect e-mail or password.';
const WAIT_LINE = /^Please try again in (\d+) seconds$/;
/** The countdown line under the message line (the message line may repeat the server's text). */
const waitLine = (page: Page) => page.getByRole('status').filter({ hasText: WAIT_LINE });

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  await page.goto('/log-in');
  await submitLogin(page, DEMO_USERS.self.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(INCORRECT);
  await expect(page).toHaveURL(/\/log-in/);
  await expect(loginButton(page)).toBeEnabled();
});

/** Fails to sign in as `email` until the wait line appears (at most 15 tries); returns the seconds shown. */
async function failUntilLimited(page: Page, email: string): Promise<number> {
  const line = waitLine(page);
  for (let attempt = 1; attempt <= 15; attempt += 1) {
    await submitLogin(page, email, `wrong-password-${attempt}`);
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(loginButton(page)).toBeEnabled();
    if (await line.isVisible()) break;
  }
  await expect(line).toBeVisible();
  return Number((await line.textContent())?.match(WAIT_LINE)?.[1]);
}

test('repeated failures show "Please try again in N seconds", also for an unknown e-mail', async ({
  page,
}) => {
  await page.goto(`${serverUrl(E2E_PORTS.rateLimit)}/log-in`);
  const unknownSeconds = await failUntilLimited(page, 'nobody@demo.test');
  expect(unknownSeconds).toBeGreaterThan(0);
  expect(unknownSeconds).toBeLessThanOrEqual(15 * 60);

  // A known account locks the same way, and then even its right password is refused while locked.
  await page.reload();
  const knownSeconds = await failUntilLimited(page, DEMO_USERS.admin.email);
  expect(knownSeconds).toBeGreaterThan(0);
  await page.reload();
  await submitLogin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await expect(waitLine(page)).toBeVisible();
  await expect(page).toHaveURL(/\/log-in/);
});
