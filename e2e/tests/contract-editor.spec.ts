/**
 * Issue 10 §2, the config-driven contract editor in the browser: the admin creates a contract type (so no other
 * test's figures depend on it), opens its default terms from the list ('Editing Default Contract'), types a DMF
 * of 5 % a year to 30 % into the year cells, sees the engine's preview for a $500,000 entry change before
 * saving, saves, and finds the terms kept after a reload. Then a community's contract in the same editor shows
 * what it overrides and what it inherits (read only here: other tests use Sunny Grove's figures).
 */
import { expect, test } from '@playwright/test';
import { DEMO_USERS } from './support/env.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { signIn } from './support/ui.ts';

const NAME = `Editor licence ${Date.now()}`;
// 5 % a year capped at 30 %, cumulative, for years 1–10 and 15.
const DMF = ['5', '10', '15', '20', '25', '30', '30', '30', '30', '30', '30'];

test('the admin edits a default contract with the live exit-entitlement preview', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await page.goto('/corporate/admin/contracts');
  await page.getByRole('button', { name: 'New contract type' }).click();
  const create = page.getByRole('dialog', { name: 'New contract type' });
  await create.getByLabel('Name', { exact: true }).fill(NAME);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Contract type created')).toBeVisible();

  await page.getByRole('link', { name: `Edit default terms of ${NAME}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editing Default Contract' })).toBeVisible();
  const preview = page.getByRole('table', { name: 'Exit entitlement by year' });
  // Neutral terms of a new type: no exit fee, so year 3 refunds the whole $500,000 (licence).
  await expect(preview.getByRole('row').nth(3)).toContainText('$500,000');

  // A new type's DMF is ticked with 0 % in every year; the owner type makes the preview a licence.
  await page.getByLabel('Owner type').click();
  await page.getByRole('option', { name: 'Licence' }).click();
  const dmf = page.getByRole('group', { name: /^DMF \(cumulative %\)/ });
  for (const [i, value] of DMF.entries()) {
    const year = i < 10 ? String(i + 1) : '15';
    await dmf.getByLabel(year, { exact: true }).fill(value);
  }
  await dmf.getByLabel('15', { exact: true }).blur();
  // Licence, no gain share: year 3 = 500,000 − 15 % × 500,000 = 425,000; year 6 on = 500,000 − 150,000.
  const year3 = preview.getByRole('row').nth(3);
  await expect(year3).toContainText('$425,000');
  await expect(preview.getByRole('row').nth(11)).toContainText('$350,000');
  await saveScreenshot(page, 'contract-editor-default');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Contract updated')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('group', { name: /^DMF \(cumulative %\)/ }).getByLabel('3', { exact: true }),
  ).toHaveValue('15');
  await expect(
    page.getByRole('table', { name: 'Exit entitlement by year' }).getByRole('row').nth(3),
  ).toContainText('$425,000');
});

test("a community's contract shows what it overrides and what it inherits", async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  const ids = await page.evaluate(async () => {
    const jwt = (JSON.parse(localStorage.getItem('rlc.session') ?? '{}') as { jwt: string }).jwt;
    const headers = { authorization: `Bearer ${jwt}` };
    const list = (await (await fetch('/api/app/v1/communities', { headers })).json()) as {
      data: { communities: { id: number; name: string }[] };
    };
    const types = (await (await fetch('/api/app/v1/contracts', { headers })).json()) as {
      data: { contractTypes: { name: string; defaultContract: { id: number } }[] };
    };
    return {
      sunny: list.data.communities.find((c) => c.name.startsWith('Sunny'))!.id,
      standard: types.data.contractTypes.find((t) => t.name.startsWith('Standard licence'))!.defaultContract
        .id,
    };
  });
  await page.goto(`/corporate/communities/community/${ids.sunny}/contracts/${ids.standard}`);
  await expect(
    page.getByRole('heading', { level: 1, name: '3-bedroom home with garage (licence)' }),
  ).toBeVisible();
  // Sunny Grove overrides the price ($320,000) and the unit; the DMF comes from the type's default contract.
  await expect(page.getByRole('textbox', { name: 'Ingoing contribution' })).toHaveValue('$320,000.00');
  await expect(
    page.getByRole('button', { name: "Reset Ingoing contribution to the default contract's value" }),
  ).toBeVisible();
  await expect(page.getByText('Inherited from the default contract').first()).toBeVisible();
  // Default-only terms are not offered to a community.
  await expect(page.getByLabel('Deferred management fee (DMF)')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Exit entitlement by year' })).toBeVisible();
  await saveScreenshot(page, 'contract-editor-community');
});
