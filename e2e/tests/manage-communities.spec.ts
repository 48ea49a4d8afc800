/**
 * Issue 10 §1: the Communities list and Create Community in the browser. The admin opens Communities from the
 * app bar, sees the four demo communities with their counts, searches, and opens Create Community, whose
 * messages show beside the fields when it is sent empty. Nothing is created here: the demo corporate is shared
 * by every spec (Home counts its four communities), so creating is checked by the server's HTTP tests
 * (apps/server/test/communities-create.test.ts) and the web's unit tests.
 * Named to run after consent-and-home.spec.ts (one worker, files by name): that spec needs the demo admin's
 * first sign-in to show the consent dialogs, and this one signs the admin in.
 */
import { expect, test } from '@playwright/test';
import { DEMO_USERS } from './support/env.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { signIn } from './support/ui.ts';

test('the admin lists, searches and opens Create Community; empty fields show their messages', async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Communities' }).click();
  await expect(page).toHaveURL(/\/corporate\/communities\/list$/);
  const table = page.getByRole('table', { name: 'Communities' });
  // Cells after the name: suburb, state, RV or LLC, owner type, contracts, users, updated. demo-communities.ts:
  // Harbour View has two contracts, Sunny Grove one. Users counts include the advisers the CLI makes before the
  // run (playwright.config.ts), so only their form is checked here (the server tests check the counts).
  const cells = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}`) }).getByRole('cell');
  await expect(cells('Harbour View Retirement Village')).toHaveText([
    'Port Macquarie',
    'NSW',
    'RV',
    'Leasehold',
    '2',
    /^\d+$/,
    /^\d\d\/\d\d\/\d{4}$/,
  ]);
  await expect(cells('Sunny Grove Village').nth(4)).toHaveText('1');
  await expect(cells('Wattle Park Lifestyle Community').nth(3)).toHaveText('—');
  await expect(table.getByRole('row')).toHaveCount(5);
  await page.getByRole('searchbox', { name: 'Search communities' }).fill('nsw');
  await expect(table.getByRole('row')).toHaveCount(2);
  await saveScreenshot(page, 'communities-list');

  await page.getByRole('link', { name: 'Create Community' }).click();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Required.')).toHaveCount(4);
  await expect(page.getByText('Required for a retirement village.')).toBeVisible();
  await saveScreenshot(page, 'create-community-invalid');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/corporate\/communities\/list$/);
});
