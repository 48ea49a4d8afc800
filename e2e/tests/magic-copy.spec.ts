/**
 * "Make a magic copy" in Chromium, from the Home list and from an open report: the browser posts the call with no
 * body, the copy is made and its Magic Link Status opens (before, every click answered "Cloning Failed: Invalid
 * input: expected object, received null").
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from './support/env.ts';
import { signIn } from './support/ui.ts';

/** The first Home row that offers a magic copy (a magic report offers none), and the id of its report. */
async function copyableRow(page: Page) {
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Make a magic copy of / }) })
    .first();
  const href = (await row.getByRole('link', { name: /^Open / }).getAttribute('href')) ?? '';
  return { row, href, id: Number(/\/(\d+)(\/|$)/.exec(href)?.[1]) };
}

async function expectCopyOpened(page: Page, fromId: number): Promise<void> {
  await page.waitForURL(/\/corporate\/magic-form\/\d+\/status$/);
  const copyId = Number(/magic-form\/(\d+)\//.exec(page.url())?.[1]);
  expect(copyId).not.toBe(fromId);
  await expect(page.getByText('Clone successful')).toBeVisible();
  await expect(page.getByText(/Cloning Failed/)).toHaveCount(0);
  await expect(page.getByTestId('magic-status')).toHaveText('Awaiting Details');
}

test('Make a magic copy from Home opens the copy’s Magic Link Status', async ({ page }) => {
  await signIn(page, DEMO_USERS.adviser.email, DEMO_USERS.adviser.password);
  const { row, id } = await copyableRow(page);
  await row.getByRole('button', { name: /^Make a magic copy of / }).click();
  await expectCopyOpened(page, id);
});

test('Make a magic copy from an open report opens the copy’s Magic Link Status', async ({ page }) => {
  await signIn(page, DEMO_USERS.adviser.email, DEMO_USERS.adviser.password);
  const { row, href, id } = await copyableRow(page);
  await row.getByRole('link', { name: /^Open / }).click();
  await page.waitForURL(`**${href}**`);
  await page.getByRole('button', { name: 'Make a magic copy', exact: true }).click();
  await expectCopyOpened(page, id);
});
