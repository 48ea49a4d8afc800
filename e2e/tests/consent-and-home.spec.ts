/**
 * Spec §2.4 Login and Consent, §4 Session: sign in → Terms of Use (1 of 2) → Disclaimer (2 of 2) → home;
 * consent is recorded server-side (a second sign-in skips it); disagreeing logs out; logout returns to the
 * login page; an axe check on login and home. Serial: the later tests rely on the admin's consent recorded by
 * the first sign-in.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { DEMO_USERS, NO_CONSENT_USER } from './support/env.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { agree, consentDialog, loginButton, logout, signIn, submitLogin } from './support/ui.ts';

test.describe.serial('sign in, consent, home, logout', () => {
  test('the login page shows the Sign in card and passes axe', async ({ page }) => {
    await page.goto('/log-in');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('E-mail', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(loginButton(page)).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Forgot Password' })).toBeVisible();
    await saveScreenshot(page, 'login');
    await expectNoAxeViolations(page);
  });

  test('first sign-in asks for Terms of Use then Disclaimer, then shows home', async ({ page }) => {
    await page.goto('/log-in');
    await submitLogin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);

    await expect(consentDialog(page, 1)).toBeVisible();
    await saveScreenshot(page, 'consent-terms');
    await agree(page, 1);

    await expect(consentDialog(page, 2)).toBeVisible();
    await saveScreenshot(page, 'consent-disclaimer');
    await agree(page, 2);

    await expect(page).toHaveURL(/\/corporate\/home$/);
    // Home greets the signed-in user (seeded admin: Avery Morgan) and lists the admin's demo communities.
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Avery' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Home' })).toBeVisible();
    await saveScreenshot(page, 'home');
    await expectNoAxeViolations(page);
  });

  test('consent is remembered by the server: a new browser signs in straight to home', async ({ page }) => {
    await page.goto('/log-in');
    await submitLogin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Avery' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(consentDialog(page, 1)).toHaveCount(0);
  });

  test('logout returns to the login page and protected pages then ask to sign in', async ({ page }) => {
    await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await logout(page);
    await expect(loginButton(page)).toBeVisible();
    await page.goto('/corporate/home');
    await expect(page).toHaveURL(/\/log-in/);
    await expect(loginButton(page)).toBeVisible();
  });
});

test('disagreeing with the Terms of Use logs out', async ({ page }) => {
  await page.goto('/log-in');
  await submitLogin(page, NO_CONSENT_USER.email, NO_CONSENT_USER.password);
  const terms = consentDialog(page, 1);
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'Disagree' }).click();
  await expect(page).toHaveURL(/\/log-in/);
  await page.goto('/corporate/home');
  await expect(page).toHaveURL(/\/log-in/);
});

test('home lists the communities of the signed-in user', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await expect(page.getByRole('heading', { name: 'Your communities' })).toBeVisible();
  // The admin works in all four demo communities (licence, leasehold, strata, land-lease).
  await expect(page.getByTestId('community-list').getByRole('listitem')).toHaveCount(4);
});
