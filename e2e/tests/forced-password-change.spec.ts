/**
 * Spec §2.3/§4: a user who must change the password is forced to account.password after sign-in and
 * reaches home once it is changed. The user is created by the operator CLI with --must-change before the
 * main server starts (playwright.config.ts).
 */
import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
import { CREATE_USER_SCRIPT, MUST_CHANGE_USER } from './support/env.ts';
import { acceptConsentIfShown, signIn, submitLogin } from './support/ui.ts';

test('must-change user is sent to Change Password, then can use the new password', async ({
  page,
  browser,
  baseURL,
}) => {
  expect(
    existsSync(CREATE_USER_SCRIPT),
    `${CREATE_USER_SCRIPT} is missing: the must-change user cannot be created`,
  ).toBe(true);
  const newPassword = 'second-pass-2026';
  await page.goto('/log-in');
  await submitLogin(page, MUST_CHANGE_USER.email, MUST_CHANGE_USER.password);
  await expect(page).toHaveURL(/\/corporate\/account\/password$/);
  await acceptConsentIfShown(page);
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();

  // Other pages are not reachable until the password is changed.
  await page.goto('/corporate/home');
  await expect(page).toHaveURL(/\/corporate\/account\/password$/);

  await page.getByLabel('Current Password', { exact: true }).fill(MUST_CHANGE_USER.password);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(page).toHaveURL(/\/corporate\/home$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${MUST_CHANGE_USER.firstName}` }),
  ).toBeVisible();

  // The new password works from a fresh browser, straight to home (no second forced change).
  const fresh = await browser.newPage({ baseURL });
  await signIn(fresh, MUST_CHANGE_USER.email, newPassword);
  await expect(fresh).toHaveURL(/\/corporate\/home$/);
  await fresh.close();
});
