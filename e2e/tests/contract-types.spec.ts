/**
 * Issue 10 §2 (first bullet): the admin's Contract types screen at /corporate/admin/contracts. The admin opens
 * it from the app bar, sees the seven demo types with the communities using each, reads a default contract's
 * key terms, creates a type (its default terms start neutral: 'When sold', no DMF charge), renames it, is
 * refused a name another type has in other letters, and sets noAutoAddMagicLink; an adviser has no Contracts
 * entry and gets Access Denied there.
 */
import { expect, test } from '@playwright/test';
import { DEMO_USERS } from './support/env.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { signIn } from './support/ui.ts';

const ZOE = 'Zoë’s Licence 2027';
const ZOE_RENAMED = 'Zoë’s Licence 2028';

test('the admin creates, renames and flags a contract type', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await page.getByRole('banner').getByRole('link', { name: 'Contracts' }).click();
  await page.waitForURL('**/corporate/admin/contracts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contract types' })).toBeVisible();
  // Seven demo types; Standard licence is held by one community (Sunny Grove Village).
  await expect(page.getByRole('rowheader')).toHaveCount(7);
  const standard = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^Standard licence/ }) });
  await expect(standard.getByRole('cell').nth(1)).toHaveText('1');
  await page.getByRole('button', { name: /^Show the default terms of Standard licence/ }).click();
  await expect(page.getByLabel(/^Default terms of Standard licence/)).toContainText(
    '18 months after leaving',
  );

  await page.getByRole('button', { name: 'New contract type' }).click();
  const create = page.getByRole('dialog', { name: 'New contract type' });
  await create.getByLabel('Name', { exact: true }).fill(ZOE);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Contract type created')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: ZOE })).toBeVisible();

  await page.getByRole('button', { name: `Rename ${ZOE}` }).click();
  const rename = page.getByRole('dialog', { name: `Rename ${ZOE}` });
  await rename.getByLabel('Name', { exact: true }).fill('PEACE OF MIND – 5% P.A. TO 25%');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename.getByText('A contract type with this name already exists')).toBeVisible();
  await rename.getByLabel('Name', { exact: true }).fill(ZOE_RENAMED);
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText('Contract name changed')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: ZOE_RENAMED })).toBeVisible();
  await expect(page.getByRole('rowheader')).toHaveCount(8);

  const flag = page.getByRole('checkbox', { name: `Do not add ${ZOE_RENAMED} to magic links automatically` });
  await flag.click();
  await expect(page.getByText('Contract updated')).toBeVisible();
  await expect(flag).toBeChecked();
  await page.getByRole('button', { name: `Show the default terms of ${ZOE_RENAMED}` }).click();
  const terms = page.getByLabel(`Default terms of ${ZOE_RENAMED}`, { exact: true });
  await expect(terms).toContainText('0% every year');
  await expect(terms).toContainText('When sold');
  await saveScreenshot(page, 'contract-types');

  // Kept after a reload: the server has it.
  await page.reload();
  await expect(page.getByRole('rowheader', { name: ZOE_RENAMED })).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: `Do not add ${ZOE_RENAMED} to magic links automatically` }),
  ).toBeChecked();
});

test('an adviser has no Contracts entry and gets Access Denied there', async ({ page }) => {
  await signIn(page, DEMO_USERS.adviser.email, DEMO_USERS.adviser.password);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Contracts' })).toHaveCount(0);
  await page.goto('/corporate/admin/contracts');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
});
