/**
 * Issue 12, the Analytics screen in the browser. Named to run after consent-and-home.spec.ts (one worker, files by
 * name): signing the demo admin in records their consent, and that spec needs the admin's first sign-in.
 * The demo admin opens Analytics from the app bar, picks the date
 * range 1 Jul 2025 – 30 Jun 2026 (the 2025–26 financial year, given as fixed dates so the figures hold whatever
 * today is; whole months, so the server answers from its monthly pre-aggregates), sorts by 'Decided to buy', filters to Harbour View, reads its figures and
 * downloads the Excel file, which exceljs opens to show the same figures. The self-only adviser finds the user
 * filter forced to their own reports.
 *
 * Expected figures, worked by hand from the seeded analytics sample (apps/server/src/modules/seed/demo-analytics.ts)
 * for the 2025–26 financial year (1 Jul 2025 – 30 Jun 2026). The two worked reports of the demo and every report
 * other tests write are created today, so never in that year.
 *
 * | Community    | Created in 2025–26 (#: decision, days)                        | Considered | Bought |
 * | ------------ | ------------------------------------------------------------- | ---------- | ------ |
 * | Banksia      | #15 buy (21), #16 open                                        | 2          | 1      |
 * | Harbour View | #7 buy leasehold (28), #8 no (28), #9 buy capital (21), #10 buy leasehold (14) | 4 | 3 |
 * | Sunny Grove  | #1 buy (21), #2 no (28), #3 buy (21), #4 no (14)              | 4          | 2      |
 * | Wattle Park  | #12 buy (21), #13 no (28)                                     | 2          | 1      |
 *
 * Harbour View: 3 bought of 4 → 75.0 %; 1 decided not to; none open; days 14, 21, 28, 28 → median (21 + 28) / 2
 * = 24.5.
 */
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations } from './support/a11y.ts';
import { DEMO_USERS } from './support/env.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { signIn } from './support/ui.ts';

const HARBOUR = 'Harbour View Retirement Village';

/** Today in Sydney (ISO day): the Excel file is named for it. */
function sydneyToday(): { iso: string } {
  return { iso: new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date()) };
}

const table = (page: Page) => page.getByRole('table', { name: 'Options Considered & Decided' });
/** The body rows' first cells (community names), header rows and totals aside. */
const communityOrder = async (page: Page) =>
  (await table(page).locator('tbody tr:not([data-totals]) th').allTextContents()).map((t) => t.trim());

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

test('the demo admin filters, sorts, reads Harbour View and downloads the same figures as Excel', async ({
  page,
}) => {
  const today = sydneyToday();

  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/corporate\/analytics\/analyticsOptions$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Options Considered & Decided' })).toBeVisible();
  await expect(table(page)).toBeVisible();

  // Dates: the range 1 Jul 2025 – 30 Jun 2026.
  await page.getByRole('combobox', { name: 'Dates' }).click();
  await page.getByRole('option', { name: 'Date range' }).click();
  // Typed day first, as every date in the product; each is taken on leaving the field.
  await page.getByLabel('From', { exact: true }).fill('01/07/2025');
  await page.getByLabel('To', { exact: true }).fill('30/06/2026');
  await page.keyboard.press('Tab');
  await expect
    .poll(() => communityOrder(page))
    .toEqual(['Banksia Terraces', HARBOUR, 'Sunny Grove Village', 'Wattle Park Lifestyle Community']);

  // Sort by 'Decided to buy' (all contract types): ascending 1, 1, 2, 3 (ties keep the name order), then descending.
  const bought = table(page).getByRole('button', { name: 'Decided to buy' }).first();
  await bought.click();
  await expect
    .poll(() => communityOrder(page))
    .toEqual(['Banksia Terraces', 'Wattle Park Lifestyle Community', 'Sunny Grove Village', HARBOUR]);
  await bought.click();
  await expect
    .poll(() => communityOrder(page))
    .toEqual([HARBOUR, 'Sunny Grove Village', 'Banksia Terraces', 'Wattle Park Lifestyle Community']);
  await saveScreenshot(page, 'analytics-desktop');

  // Communities: Harbour View only.
  await choose(page, 'Communities', `${HARBOUR} (NSW)`);
  await expect.poll(() => communityOrder(page)).toEqual([HARBOUR]);
  const cells = await table(page)
    .getByRole('row', { name: new RegExp(`^${HARBOUR}`) })
    .locator('th, td')
    .allTextContents();
  // Community, State, then All contract types: considered, bought, not, undecided, conversion, median days.
  expect(cells.slice(0, 8)).toEqual([HARBOUR, 'NSW', '4', '3', '1', '0', '75.0%', '24.5']);

  // The Excel file of the same filters: named for today in Sydney, the same figures as numbers.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`options-considered-${today.iso}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0]!;
  expect(sheet.getCell('C1').value).toBe('All contract types');
  // Row 3: the one community; row 4: the totals, the same figures.
  expect((sheet.getRow(3).values as unknown[]).slice(1, 9)).toEqual([HARBOUR, 'NSW', 4, 3, 1, 0, 0.75, 24.5]);
  expect(sheet.getCell('A4').value).toBe('Total');
  expect(sheet.getCell('D4').value).toBe(3);
  await expectNoAxeViolations(page);

  // Another query keeps the filters; time is drawn as a line, by month. Harbour View's decisions in 2025–26:
  // #7 Sep 2025 (buy), #8 Dec 2025 (no), #9 Apr 2026 (buy), #10 Jun 2026 (buy).
  await page.getByRole('tab', { name: 'Decisions over time' }).click();
  const months = page.getByRole('table', { name: 'Decisions over time' });
  await expect
    .poll(async () =>
      (await months.locator('tbody tr:not([data-totals]) th').allTextContents()).map((t) => t.trim()),
    )
    .toEqual(['2025-09', '2025-12', '2026-04', '2026-06']);
  await expect(
    page.getByRole('figure', { name: 'Decided to buy and Decided not to buy by month' }),
  ).toBeVisible();
  await saveScreenshot(page, 'analytics-decisions-over-time');
  await expectNoAxeViolations(page);
});

test('on a phone the filters open in a drawer', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await page.goto('/corporate/analytics/reportsByStatus');
  await expect(page.getByRole('table', { name: 'Reports by status' })).toBeVisible();
  // The page itself never scrolls sideways; the table scrolls inside its box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'analytics-phone');
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Rows by' })).toBeVisible();
  await saveScreenshot(page, 'analytics-phone-filters');
  await page.getByRole('combobox', { name: 'Rows by' }).click();
  await page.getByRole('option', { name: 'Community' }).click();
  await page.getByRole('button', { name: 'Show results' }).click();
  await expect(
    page.getByRole('table', { name: 'Reports by status' }).getByRole('columnheader', { name: 'Community' }),
  ).toBeVisible();
  await context.close();
});

test('the self-only adviser finds the user filter forced to their own reports', async ({ page }) => {
  await signIn(page, DEMO_USERS.self.email, DEMO_USERS.self.password);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analytics' }).click();
  const onlyMine = page.getByRole('checkbox', { name: 'Only my reports' });
  await expect(onlyMine).toBeChecked();
  await expect(onlyMine).toBeDisabled();
  await expect(page.getByText('You can see only your own reports.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Users' })).toHaveCount(0);
});
