/**
 * Issue 10 §2, the config-driven contract editor in the browser: the admin opens a type's default terms from the
 * list ('Editing Default Contract'), raises the DMF cap in the year cells, sees the engine's preview for a
 * $500,000 entry change before saving, saves, finds the terms kept after a reload, and puts them back (the e2e
 * database is shared by the suite: no type is added, no figure another test reads is left changed). Then a
 * community's contract, opened from its Assigned Contracts tab, shows what it overrides and what it inherits
 * in the same editor (read only here).
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from './support/env.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { signIn } from './support/ui.ts';

const PEACE = 'Peace of Mind – 5% p.a. to 25%';
const LATER_YEARS = ['6', '7', '8', '9', '10', '15'];

/** Types `value` (a percent) into the DMF cells of `years` and leaves the last one. */
async function typeDmf(page: Page, years: string[], value: string) {
  const dmf = page.getByRole('group', { name: /^DMF \(cumulative %\)/ });
  for (const year of years) await dmf.getByLabel(year, { exact: true }).fill(value);
  await dmf.getByLabel(years.at(-1)!, { exact: true }).blur();
}

test('the admin edits a default contract with the live exit-entitlement preview', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await page.goto('/corporate/admin/contracts');
  // Peace of Mind: no community holds it, so no report's figures change; the test puts its terms back at the end.
  await page.getByRole('link', { name: `Edit default terms of ${PEACE}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editing Default Contract' })).toBeVisible();
  const preview = page.getByRole('table', { name: 'Exit entitlement by year' });
  const row = (n: number) => preview.getByRole('row').nth(n);
  // Saved: 5 % a year to 25 % of a $500,000 entry, licence (no community), no gain share:
  // year 3 = 500,000 − 75,000 = 425,000; year 6 = 500,000 − 125,000 = 375,000.
  await expect(row(3)).toContainText('$425,000');
  await expect(row(6)).toContainText('$375,000');

  // The cap raised to 30 % (reached in year 6): year 6 on = 500,000 − 150,000 = 350,000, before saving.
  await typeDmf(page, LATER_YEARS, '30');
  await expect(row(6)).toContainText('$350,000');
  await expect(row(11)).toContainText('$350,000');
  await expect(row(3)).toContainText('$425,000');
  await saveScreenshot(page, 'contract-editor-default');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Contract updated')).toBeVisible();
  await page.reload();
  const dmf = page.getByRole('group', { name: /^DMF \(cumulative %\)/ });
  await expect(dmf.getByLabel('6', { exact: true })).toHaveValue('30');
  await expect(row(6)).toContainText('$350,000');
  await expect(page.getByText('No unsaved changes')).toBeVisible();

  // Back to 25 %, as the demo data has it.
  await typeDmf(page, LATER_YEARS, '25');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Contract updated')).toBeVisible();
  await expect(row(6)).toContainText('$375,000');
});

test("a community's contract shows what it overrides and what it inherits", async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  const sunny = await page.evaluate(async () => {
    const jwt = (JSON.parse(localStorage.getItem('rlc.session') ?? '{}') as { jwt: string }).jwt;
    const list = (await (
      await fetch('/api/app/v1/communities', { headers: { authorization: `Bearer ${jwt}` } })
    ).json()) as { data: { communities: { id: number; name: string }[] } };
    return list.data.communities.find((c) => c.name.startsWith('Sunny'))!.id;
  });
  // From the community's Assigned Contracts tab, as an admin reaches it.
  await page.goto(`/corporate/communities/community/${sunny}/contracts`);
  await page.getByRole('link', { name: /^Edit terms of Standard licence/ }).click();
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
  await page.getByRole('link', { name: '‹ Assigned Contracts' }).click();
  await page.waitForURL(`**/corporate/communities/community/${sunny}/contracts`);
});
