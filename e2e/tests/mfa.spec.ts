/**
 * Multi-factor sign-in in the browser (ADR 0018): the demo developer sets it up on Account ›
 * Multi-factor sign-in (QR code and key, a code, ten recovery codes shown once), signs out, signs in with the
 * password and then a code from the key, and once more with a recovery code. Codes are computed here with the
 * `otpauth` library from the key the page shows, as an authenticator app would.
 *
 * developer@demo.test is used because no other browser test signs in with it, so its MFA changes nothing there.
 *
 * New recovery codes and an administrator's reset (ADR 0025) use a user of their own (MFA_RESET_USER, made by the
 * operator CLI before the server starts): it sets MFA up, makes new recovery codes (the old ones are refused at
 * the next sign-in, a new one works), and the demo admin resets its MFA from Edit User; then the password alone
 * signs it in.
 *
 * Re-authentication: the server asks for it 5 minutes after the last confirmation, too long to wait here, so the
 * test answers the first role save with the server's 403 REAUTH_REQUIRED (page.route) and lets everything after
 * it through: the dialog asks for the password, the real POST reauth confirms it, and the save is sent again.
 */
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD, DEMO_USERS, MFA_RESET_USER } from './support/env.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { logout, signIn, submitLogin } from './support/ui.ts';

const DEVELOPER = { email: 'developer@demo.test', password: DEMO_PASSWORD };
const PERIOD_MS = 30_000;

const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

/** Waits into the next 30-second step: the server refuses a code of a step already used (no replay). */
async function nextStep(page: Page): Promise<void> {
  await page.waitForTimeout(PERIOD_MS - (Date.now() % PERIOD_MS) + 500);
}

const codeField = (page: Page) => page.getByLabel('Authentication code');

test('set up MFA, sign in with a code, then with a recovery code', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEVELOPER.email, DEVELOPER.password);
  await page.goto('/corporate/account/mfa');
  await expect(page.getByRole('heading', { name: 'Multi-factor sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up multi-factor sign-in' }).click();

  await expect(page.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await saveScreenshot(page, 'mfa-setup');

  // A wrong code first: the field says so and MFA stays off.
  const right = totp(secret);
  await codeField(page).fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('That code is not valid. Please try again.')).toBeVisible();

  await codeField(page).fill(totp(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const list = page.getByTestId('recovery-codes');
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recovery = await list.getByRole('listitem').allInnerTexts();
  await saveScreenshot(page, 'mfa-recovery-codes');
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByTestId('mfa-state')).toHaveText('On. You have 10 unused recovery codes.');

  // Sign out, then in: the password alone is not enough.
  await logout(page);
  await submitLogin(page, DEVELOPER.email, DEVELOPER.password);
  await expect(codeField(page)).toBeVisible();
  await expect(page).toHaveURL(/\/log-in/);
  await saveScreenshot(page, 'mfa-code-step');
  await nextStep(page);
  await codeField(page).fill(totp(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/corporate/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome,/ })).toBeVisible();

  // And once with a recovery code (lost phone): it works once, and one fewer is left.
  await logout(page);
  await submitLogin(page, DEVELOPER.email, DEVELOPER.password);
  await codeField(page).fill(recovery[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/corporate/home');
  await page.goto('/corporate/account/mfa');
  await expect(page.getByTestId('mfa-state')).toHaveText('On. You have 9 unused recovery codes.');
  await saveScreenshot(page, 'mfa-account-on');

  await logout(page);
  await submitLogin(page, DEVELOPER.email, DEVELOPER.password);
  await codeField(page).fill(recovery[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not valid. Please try again.')).toBeVisible();
});

test('a role change asks for the password when the server wants it, then saves', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  let refused = false;
  await page.route('**/api/app/v1/role/*/update', async (route) => {
    if (refused) return route.continue();
    refused = true;
    await route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'REAUTH_REQUIRED', message: 'Please confirm your password to continue.' },
      }),
    });
  });
  await page.goto('/corporate/admin/users');
  const box = page.getByRole('checkbox', { name: 'self-only adviser: Hard-Delete Report Form' });
  const before = await box.isChecked();
  await box.click();
  await page.getByRole('button', { name: 'Save self-only adviser' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm your password' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('not the password');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('The password or code is not correct.')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_USERS.admin.password);
  await saveScreenshot(page, 'mfa-reauth-dialog');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Role updated')).toBeVisible();
  await expect(box).toBeChecked({ checked: !before });

  // Put the demo role back as it was for the other tests (no question this time: the confirmation is fresh).
  await box.click();
  const [restored] = await Promise.all([
    page.waitForResponse('**/api/app/v1/role/*/update'),
    page.getByRole('button', { name: 'Save self-only adviser' }).click(),
  ]);
  expect(restored.status()).toBe(200);
  await expect(box).toBeChecked({ checked: before });
});

test("new recovery codes replace the old ones; an administrator resets a user's MFA", async ({ page }) => {
  test.setTimeout(120_000);
  const u = MFA_RESET_USER;
  await signIn(page, u.email, u.password);
  await page.goto('/corporate/account/mfa');
  await page.getByRole('button', { name: 'Set up multi-factor sign-in' }).click();
  const secret = (await page.getByTestId('mfa-secret').innerText()).replace(/\s+/g, '');
  await codeField(page).fill(totp(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const list = page.getByTestId('recovery-codes');
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const old = await list.getByRole('listitem').allInnerTexts();
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();

  // Signed in moments ago: no password question; ten new codes, none of the old ones.
  await page.getByRole('button', { name: 'New recovery codes' }).click();
  await expect(
    page.getByText('You have ten new recovery codes. Your old ones no longer work.'),
  ).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const fresh = await list.getByRole('listitem').allInnerTexts();
  expect(fresh.filter((c) => old.includes(c))).toEqual([]);
  await saveScreenshot(page, 'mfa-new-recovery-codes');
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByTestId('mfa-state')).toHaveText('On. You have 10 unused recovery codes.');

  // An old code is refused; a new one signs in.
  await logout(page);
  await submitLogin(page, u.email, u.password);
  await codeField(page).fill(old[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not valid. Please try again.')).toBeVisible();
  await codeField(page).fill(fresh[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/corporate/home');
  await logout(page);

  // The admin resets it from Edit User, after a confirmation saying what happens.
  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await page.goto('/corporate/admin/users');
  const row = page.getByRole('row', { name: `${u.firstName} Lostphone` });
  await expect(row.getByRole('cell', { name: 'On', exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Edit ${u.firstName} Lostphone` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByRole('button', { name: 'Reset multi-factor sign-in' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset multi-factor sign-in?' });
  await expect(confirm).toContainText('authenticator app and recovery codes will stop working');
  await saveScreenshot(page, 'mfa-admin-reset-confirm');
  await confirm.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Multi-factor sign-in reset')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('cell', { name: 'Off', exact: true })).toBeVisible();
  await saveScreenshot(page, 'mfa-admin-reset-done');

  // Sign-in security counts the demo's active users with MFA on (none left of those the list shows).
  await page.goto('/corporate/admin/security');
  await expect(page.getByTestId('mfa-adoption')).toContainText(
    /^0 of \d+ active users have multi-factor sign-in on\./,
  );
  await saveScreenshot(page, 'mfa-sign-in-security');
  await logout(page);

  // The policy is optional: the password alone signs the user in again.
  await signIn(page, u.email, u.password);
});
