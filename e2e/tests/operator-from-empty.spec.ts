/**
 * Issue 10 §5, last bullet: an operator sets itself up from nothing through the screens, and its adviser's report
 * uses what its admin entered. The corporate 'Bayside Living' is made by the operator CLI before the main server
 * starts (playwright.config.ts) with its first admin only: no community, no contract type, no staff.
 *
 * 1. The admin (first browser context) finds the Communities list empty and creates 'Bayside Gardens', a
 *    retirement village under licences (the operator refunds the ingoing contribution at exit).
 * 2. Creates the contract type 'Bayside Licence' and gives its default contract a DMF of 5 % a year of the
 *    ingoing contribution, capped at 30 % (reached in year 6); nothing else (no gain share, no exit costs).
 * 3. Assigns the type to the community and overrides, for this community only, the ingoing contribution
 *    ($400,000) and the DMF: 4 % a year to 20 % (reached in year 5).
 * 4. Creates an adviser assigned to the community; the welcome e-mail is read from the SMTP server the test runs
 *    on the port the main server sends to.
 * 5. The adviser (second browser context) chooses a password through the e-mail's link, signs in, creates a report
 *    for Bayside Gardens with that contract, and the Summary's exit entitlements are those of the overridden terms.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { EMPTY_CORPORATE } from './support/env.ts';
import { birthDateYearsAgo, chooseOption, expectAllSaved, fillField } from './support/form-entry.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { linkIn, mailText, openMailbox, type Mailbox } from './support/smtp.ts';
import { cellDollars, summaryTable } from './support/summary-table.ts';
import { signIn } from './support/ui.ts';

const COMMUNITY = 'Bayside Gardens';
const CONTRACT = 'Bayside Licence';
const ADVISER = {
  firstName: 'Jordan',
  lastName: 'Reyes',
  email: 'jordan.reyes@bayside.test',
  password: 'jordan-chose-2026',
};

// ---- Terms (cumulative DMF in % by the end of years 1–10 and 15, as the editor's cells take them) ----------
const YEARS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '15'];
/** Default contract: 5 % a year, capped at 30 % from year 6. */
const DEFAULT_DMF = ['5', '10', '15', '20', '25', '30', '30', '30', '30', '30', '30'];
/** The community's override: 4 % a year, capped at 20 % from year 5. */
const COMMUNITY_DMF = ['4', '8', '12', '16', '20', '20', '20', '20', '20', '20', '20'];
const COMMUNITY_PRICE = 400_000;

// ---- Hand arithmetic (dollars) ----------------------------------------------------------------------------
// Licence: the operator refunds the ingoing contribution E less the DMF charged on E (villages.md §3); no capital
// gain share and no exit costs, so the growth rate plays no part: exit entitlement after N years
//   EE(N) = E − E × DMF(N), with DMF(N) the cumulative percentage at the end of year N (whole years: no pro-rata).
// The Summary shows it after 1, 2, 5 and 10 years (a retirement village's horizons, within its 10-year projection).
const exitAfter = (price: number, dmfPercent: string) => price - (price * Number(dmfPercent)) / 100;
//   Overridden terms, E = 400,000:                       the default's DMF on the same price would give:
//   1 year:   400,000 − 4 %  = 400,000 −  16,000 = 384,000      400,000 −  5 % = 380,000
//   2 years:  400,000 − 8 %  = 400,000 −  32,000 = 368,000      400,000 − 10 % = 360,000
//   5 years:  400,000 − 20 % = 400,000 −  80,000 = 320,000      400,000 − 25 % = 300,000
//   10 years: 400,000 − 20 % (cap) =               320,000      400,000 − 30 % = 280,000
// so each figure tells the override from the default.
const EXPECTED_EXIT: Record<number, number> = { 1: 384_000, 2: 368_000, 5: 320_000, 10: 320_000 };
for (const [years, dollars] of Object.entries(EXPECTED_EXIT)) {
  // The table above agrees with the rule written as code (a slip in either shows here, before any browser).
  if (exitAfter(COMMUNITY_PRICE, COMMUNITY_DMF[Number(years) - 1]!) !== dollars)
    throw new Error(`hand arithmetic disagrees at ${years} years`);
}
// The editors' previews are for a $500,000 entry: default terms after 5 years 500,000 − 25 % = 375,000 and from
// year 6 500,000 − 30 % = 350,000; the community's after 5 years and later 500,000 − 20 % = 400,000.

// A step that cannot happen says so within half a minute rather than at the end of the whole test's time.
test.use({ actionTimeout: 30_000 });

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const previewRow = (page: Page, year: number) =>
  page.getByRole('table', { name: 'Exit entitlement by year' }).getByRole('row').nth(year);

/** Types the 11 cumulative DMF percentages into the editor's year cells and leaves the last one. */
async function typeDmf(page: Page, percents: readonly string[]) {
  const dmf = page.getByRole('group', { name: /^DMF \(cumulative %\)/ });
  for (const [i, year] of YEARS.entries()) await dmf.getByLabel(year, { exact: true }).fill(percents[i]!);
  await dmf.getByLabel('15', { exact: true }).blur();
}

test('an operator set up from empty: its adviser’s report uses the community’s contract terms', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = EMPTY_CORPORATE.admin;

  // ---- 1. The community ----------------------------------------------------------------------------------
  await signIn(page, admin.email, admin.password);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Communities' }).click();
  await expect(page).toHaveURL(/\/corporate\/communities\/list$/);
  await expect(page.getByText('No communities yet.')).toBeVisible();
  await expect(page.getByText(`0 of ${EMPTY_CORPORATE.licenses} community licences used`)).toBeVisible();
  await saveScreenshot(page, 'from-empty-1-no-communities');
  await page.getByRole('link', { name: 'Create Community' }).click();
  // Required fields: the label's '*' is hidden from the accessible name, so they are found by role and name.
  const form = page.getByRole('form', { name: 'Create Community' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(COMMUNITY);
  await form.getByRole('textbox', { name: 'Street Address' }).fill('12 Esplanade');
  await form.getByRole('textbox', { name: 'Suburb' }).fill('Wynnum');
  await form.getByRole('textbox', { name: 'Postcode' }).fill('4178');
  await form.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'QLD', exact: true }).click();
  await form.getByRole('combobox', { name: 'Owner Type' }).click();
  await page.getByRole('option', { name: 'Licence', exact: true }).click();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'Community created')).toBeVisible();
  await expect(page).toHaveURL(/\/corporate\/communities\/list$/);
  const communities = page.getByRole('table', { name: 'Communities' });
  await expect(communities.getByRole('row', { name: new RegExp(`^${COMMUNITY}`) })).toBeVisible();

  // ---- 2. The contract type and its default terms -----------------------------------------------------------
  await page.getByRole('banner').getByRole('link', { name: 'Contracts' }).click();
  await page.waitForURL('**/corporate/admin/contracts');
  await expect(page.getByRole('rowheader')).toHaveCount(0);
  await page.getByRole('button', { name: 'New contract type' }).click();
  const create = page.getByRole('dialog', { name: 'New contract type' });
  await create.getByLabel('Name', { exact: true }).fill(CONTRACT);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Contract type created')).toBeVisible();
  await page.getByRole('link', { name: `Edit default terms of ${CONTRACT}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editing Default Contract' })).toBeVisible();
  // A new type starts neutral: no DMF, so a $500,000 entry is refunded whole.
  await expect(previewRow(page, 5)).toContainText('$500,000');
  await typeDmf(page, DEFAULT_DMF);
  await expect(previewRow(page, 5)).toContainText('$375,000');
  await expect(previewRow(page, 6)).toContainText('$350,000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Contract updated')).toBeVisible();
  await saveScreenshot(page, 'from-empty-2-default-contract');

  // ---- 3. The community's contract of that type, with its overrides --------------------------------------
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Communities' }).click();
  await page.getByRole('link', { name: COMMUNITY, exact: true }).click();
  await expect(page).toHaveURL(/\/corporate\/communities\/community\/\d+\/details$/);
  await tab(page, 'Assigned Contracts').click();
  await page.getByRole('checkbox', { name: CONTRACT }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Assigned Contracts Updated')).toBeVisible();
  await page.getByRole('link', { name: `Edit terms of ${CONTRACT}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: CONTRACT })).toBeVisible();
  // Before the override the community inherits the default's DMF.
  await expect(previewRow(page, 6)).toContainText('$350,000');
  const price = page.getByRole('textbox', { name: 'Ingoing contribution' });
  await price.fill(String(COMMUNITY_PRICE));
  await price.blur();
  await typeDmf(page, COMMUNITY_DMF);
  await expect(previewRow(page, 5)).toContainText('$400,000');
  await expect(previewRow(page, 10)).toContainText('$400,000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  // The default contract's 'Contract updated' toast may still show beside this save's; the reload below proves
  // what was stored.
  await expect(page.getByText('Contract updated').last()).toBeVisible();
  // Kept after a reload, and marked as this community's own terms.
  await page.reload();
  await expect(price).toHaveValue('$400,000.00');
  await expect(
    page.getByRole('button', { name: "Reset Ingoing contribution to the default contract's value" }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: "Reset DMF (cumulative %) to the default contract's value" }),
  ).toBeVisible();
  await expect(
    page.getByRole('group', { name: /^DMF \(cumulative %\)/ }).getByLabel('5', { exact: true }),
  ).toHaveValue('20');
  await saveScreenshot(page, 'from-empty-3-community-contract');

  // ---- 4. The adviser, and the welcome e-mail ------------------------------------------------------------
  const mailbox = openMailbox();
  await page.getByRole('banner').getByRole('link', { name: 'Users' }).click();
  await page.waitForURL('**/corporate/admin/users');
  await page.getByRole('button', { name: 'Create User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create User' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill(ADVISER.firstName);
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(ADVISER.lastName);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(ADVISER.email);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'adviser', exact: true }).click();
  await dialog.getByRole('checkbox', { name: COMMUNITY }).check();
  await expect(
    dialog.getByRole('checkbox', { name: 'Send a welcome e-mail with a link to choose a password' }),
  ).toBeChecked();
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(toast(page, 'User created')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Users' }).getByRole('row', { name: /^Jordan Reyes/ }),
  ).toBeVisible();
  await saveScreenshot(page, 'from-empty-4-users');
  await adviserStory(browser, mailbox);
});

/** Steps 4 (end) and 5, as the adviser in a browser context of their own. */
async function adviserStory(browser: Browser, mailbox: Mailbox) {
  const mail = await mailbox.next(ADVISER.email);
  const text = mailText(mail);
  expect(text).toContain('Subject: Welcome to Retirement Living Compare');
  expect(text).toContain(`${EMPTY_CORPORATE.name} has created a Retirement Living Compare account`);
  const link = new URL(linkIn(mail, '/reset-password?token='));

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill(ADVISER.password);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(ADVISER.password);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password updated')).toBeVisible();
    await saveScreenshot(page, 'from-empty-5-password-set');

    await signIn(page, ADVISER.email, ADVISER.password);
    await page.getByRole('link', { name: 'Create Report' }).click();
    await page.waitForURL('**/corporate/newForm');
    await chooseOption(page, 'Community', `${COMMUNITY} (QLD)`);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL('**/properties');
    await page.getByRole('button', { name: `Add a village of ${COMMUNITY}` }).click();
    await page.waitForURL('**/property/int-*');
    const contract = page.getByRole('checkbox', { name: CONTRACT });
    // A village of a community with one contract starts with it chosen; otherwise the adviser ticks it.
    if (!(await contract.isChecked())) {
      await contract.check();
      await expectAllSaved(page);
    }
    await expect(contract).toBeChecked();
    // The report sees the community's price and DMF, not the default contract's (0: "the price entered in the
    // report"; 5 % a year to 30 %).
    await expect(
      page.getByText('ingoing contribution $400,000 · DMF reaches 20% after 5 years'),
    ).toBeVisible();

    // A household that can afford the entry: single homeowner aged 75 selling a $900,000 home, with $50,000 of
    // investments and $10,000 of personal assets (so the summary is the full one; none of it moves the exit).
    await page.getByRole('tab', { name: 'Customer Details' }).click();
    await page.waitForURL('**/customer');
    await fillField(page, 'First Name', 'Pat');
    await fillField(page, 'Last Name', 'Lowe');
    await fillField(page, 'Date of Birth', birthDateYearsAgo(75));
    await chooseOption(page, 'State', 'QLD');
    await fillField(page, 'Home Market Value (Net)', '900000');
    await fillField(page, 'Personal Assets', '10000');
    await fillField(page, 'Investment Assets', '50000');
    await expectAllSaved(page);

    await page.getByRole('tab', { name: 'Summary' }).click();
    await page.waitForURL('**/summary');
    const table = summaryTable(page);
    await expect(table).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Simplified summary')).toHaveCount(0);
    const column = new RegExp(`^${COMMUNITY}`);
    expect(await cellDollars(table, 'Entry price (ingoing contribution)', column)).toBe(COMMUNITY_PRICE);
    for (const [years, dollars] of Object.entries(EXPECTED_EXIT)) {
      const row = `Exit entitlement after ${years} year${years === '1' ? '' : 's'}`;
      expect(await cellDollars(table, row, column), row).toBe(dollars);
    }
    await saveScreenshot(page, 'from-empty-6-adviser-summary');
  } finally {
    await context.close();
  }
}
