/**
 * Page helpers for the staff SPA, using the labels of product spec §2.4 (Login: 'E-mail', 'Password',
 * 'Log in'; Consent: 'Terms of Use (1 of 2)' then 'Disclaimer (2 of 2)' with Agree / Disagree; the app bar's
 * options menu with Account and Logout). Tests find controls by visible label or role, as a user (or a
 * screen reader) would.
 */
import { expect, type Page } from '@playwright/test';

export const consentDialog = (page: Page, step: 1 | 2) =>
  page.getByRole('dialog', { name: step === 1 ? 'Terms of Use (1 of 2)' : 'Disclaimer (2 of 2)' });

/** The Log in button (disabled while authenticating). */
export const loginButton = (page: Page) => page.getByRole('button', { name: 'Log in', exact: true });

/** Fills and submits the Sign in card; does not wait for the outcome. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await loginButton(page).click();
}

/** Agrees to one consent dialog and waits until it has moved on. */
export async function agree(page: Page, step: 1 | 2): Promise<void> {
  const dialog = consentDialog(page, step);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Accepts both consent dialogs if the shell shows them. Consent is recorded server-side, so it shows once per
 * user. Waits for whichever comes first, the first dialog or the Home heading (a fixed short wait missed the
 * dialog on a busy machine).
 */
export async function acceptConsentIfShown(page: Page): Promise<void> {
  const dialog = consentDialog(page, 1);
  await expect(dialog.or(welcomeHeading(page)).first()).toBeVisible({ timeout: 20_000 });
  if (await dialog.isVisible()) {
    await agree(page, 1);
    await agree(page, 2);
  }
}

/** The Home screen's greeting, the sign that sign-in has finished. */
const welcomeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: /^Welcome,/ });

/** Signs in from the login page of the test's baseURL and lands on the corporate home. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/log-in');
  await submitLogin(page, email, password);
  await page.waitForURL('**/corporate/home');
  await acceptConsentIfShown(page);
  await expect(welcomeHeading(page)).toBeVisible();
}

/** Opens the app bar's options menu (first name, e-mail as tooltip) and chooses Logout. */
export async function logout(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Options for / })
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/log-in**');
}
