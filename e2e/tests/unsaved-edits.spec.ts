/**
 * Typing and then closing or reloading the tab at once (inside the 500 ms debounce) must not lose the entry
 * silently: the browser asks first (beforeunload), the entry is sent, and staying lets the save finish.
 */
import { expect, test } from '@playwright/test';
import { DEMO_USERS } from './support/env.ts';
import { expectAllSaved } from './support/form-entry.ts';
import { signIn } from './support/ui.ts';

test('reloading right after typing asks first; staying keeps and saves what was typed', async ({ page }) => {
  await signIn(page, DEMO_USERS.adviser.email, DEMO_USERS.adviser.password);
  await page.getByText('John and Mary Citizen').first().click();
  await page.waitForURL('**/corporate/form/**');
  await page.getByRole('tab', { name: 'Customer Details' }).click();
  const suburb = page.getByLabel('Suburb', { exact: true });
  await suburb.fill('Toowong');

  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss(); // "Stay on page"
  });
  await page.reload({ timeout: 3_000 }).catch(() => undefined); // cancelled by staying
  expect(dialogs).toEqual(['beforeunload']);

  await expectAllSaved(page);
  await page.reload();
  await expect(page.getByLabel('Suburb', { exact: true })).toHaveValue('Toowong');
});
