/**
 * Consult Mode in the browser (spec §2.4 guest mode; ADR 0016): the adviser opens a report, switches Consult Mode
 * on from the user menu; the app bar shows the alternate title and the hint, Home only, and Home lists that one
 * report; an admin screen's address opens Home; a reload keeps it (the server session holds it); leaving refuses a
 * wrong password beside the field and takes the right one. Screenshots at desktop width and at 390 px.
 */
import { expect, test } from '@playwright/test';
import { DEMO_USERS } from './support/env.ts';
import { signIn } from './support/ui.ts';

const ALT_TITLE = 'Your Retirement Living Options';

test('an adviser shows a customer their report in Consult Mode and leaves with their password', async ({
  page,
}, testInfo) => {
  await signIn(page, DEMO_USERS.adviser.email, DEMO_USERS.adviser.password);
  // The adviser's list before: more than one report (the demo adviser works on several).
  const rows = page.locator('tr[data-form-id]');
  await expect(rows.nth(1)).toBeVisible();
  const before = await rows.count();
  expect(before).toBeGreaterThan(1);

  // Open the first report, then switch Consult Mode on from the user menu.
  await rows.first().getByRole('cell').first().click();
  await page.waitForURL(/\/corporate\/form\/\d+\//);
  const formPath = /\/corporate\/form\/\d+/.exec(new URL(page.url()).pathname)![0];
  await page.getByTestId('options-menu-button').click();
  await page.getByRole('menuitem', { name: 'Consult Mode' }).click();

  const bar = page.getByRole('banner');
  await expect(bar.getByTestId('consult-hint')).toHaveText('Consult Mode');
  await expect(bar.getByTestId('app-title')).toHaveText(ALT_TITLE);
  await expect(bar.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Home']);
  await expect(bar.getByRole('button', { name: 'Full screen' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('consult-report-desktop.png') });

  // Home lists the one report; the report still opens.
  await bar.getByRole('link', { name: 'Home' }).click();
  await expect(rows).toHaveCount(1);
  await page.goto(`${formPath}/properties`);
  await expect(page.getByRole('heading', { name: 'Properties' })).toBeVisible();

  // Admin and help screens open Home instead (never Access Denied in front of the customer); a reload keeps
  // Consult Mode (the server session holds it).
  for (const path of ['/corporate/help/roles', '/corporate/account/permissions']) {
    await page.goto(path);
    await page.waitForURL('**/corporate/home');
    await expect(rows).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
  }
  await page.reload();
  await expect(bar.getByTestId('consult-hint')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/corporate/home');
  await expect(rows).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('consult-home-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The user menu has no Account; leaving asks for the password.
  await page.getByTestId('options-menu-button').click();
  await expect(page.getByRole('menuitem', { name: 'Account' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Leave Consult Mode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave Consult Mode' });
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Leave Consult Mode' }).click();
  await expect(dialog.getByText('That password is not right.', { exact: false })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('consult-exit-wrong.png') });
  await dialog.getByLabel('Password').fill(DEMO_USERS.adviser.password);
  await dialog.getByRole('button', { name: 'Leave Consult Mode' }).click();
  await expect(dialog).toBeHidden();
  await expect(bar.getByTestId('consult-hint')).toHaveCount(0);
  await expect(bar.getByTestId('app-title')).toHaveText('Demo Retirement Living');
  await page.goto('/corporate/home');
  await expect(rows).toHaveCount(before);
});

test('started away from a report, Consult Mode first asks which report to show and opens it', async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.adviser.email, DEMO_USERS.adviser.password);
  await page.goto('/corporate/analytics');
  await page.getByTestId('options-menu-button').click();
  await page.getByRole('menuitem', { name: 'Consult Mode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Consult Mode' });
  const first = dialog.getByRole('list', { name: 'Reports' }).getByRole('button').first();
  await expect(first).toBeVisible();
  await first.click();
  await page.waitForURL(/\/corporate\/(magic-)?form\/\d+\//);
  const bar = page.getByRole('banner');
  await expect(bar.getByTestId('consult-hint')).toHaveText('Consult Mode');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
  await bar.getByRole('link', { name: 'Home' }).click();
  await expect(page.locator('tr[data-form-id]')).toHaveCount(1);
});
