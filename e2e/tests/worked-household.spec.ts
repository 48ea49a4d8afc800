/**
 * Issue 4 "Real input": a new adviser carries a real household through the report form in the browser and the
 * Summary's figures agree with values worked out by hand below from the rules and the dated rates.
 *
 * The household (entered through the screens):
 *   - single homeowner, aged 78 today (date of birth 78 years before today, Brisbane time), Queensland;
 *   - home worth $850,000, selling fees $25,000; investments $150,000; personal assets $15,000;
 *   - no other income; every expense line left at $0 (so nothing but the rules moves the figures).
 * The options:
 *   - Sunny Grove Village (demo community; QLD licence, villages.md §8 A Brodhome style): ingoing contribution
 *     $320,000, DMF 6% a year of the ingoing contribution, capped at 36% after 6 years, pro-rata daily,
 *     $2,000 termination fee, no capital gain share, $89.39 a week recurrent charges;
 *   - an external land-lease home, "Wattle Creek Land Lease": price $450,000, capital gain share 100%,
 *     no DMF (schedule left at 0), site fees $210 a week.
 *
 * Rates: those in force on the test's date (20 Sep 2026 until the next revision on 20 Mar 2027; rates-2026.md,
 * rates.md §1, §2; docs/rates-changelog.md):
 *   single maximum rate (MBR + PS + ES)       $1,237.70 a fortnight (1,135.40 + 88.20 + 14.10)   20 Sep 2026
 *   income free area, single                  $226 a fortnight                        1 Jul 2026
 *   deeming                                   1.75% on the first $66,800, 3.75% above  rates 20 Sep 2026,
 *                                                                                     threshold 1 Jul 2026
 *   assets free area, single homeowner        $333,000                                1 Jul 2026
 *   assets taper                              $0.75 a fortnight per whole $250 over    rates.md §1.5
 *   extra allowable amount (EAA)              $267,000 (= 600,000 − 333,000)           1 Jul 2026, §1.7
 *   Rent Assistance, single                   threshold $154.80, maximum $219.40 a fortnight   20 Mar 2026, §2
 *                                             (no 20 Sep 2026 figures were published/found)
 * The app shows the first-year Age Pension and Rent Assistance per YEAR (rows of 'Income (first year)'), so
 * the fortnightly rate is annualised × 26 (rates.md §1.6 step 5), and each cell is rounded to whole dollars.
 *
 * Then both PDF reports are generated from the Results page, downloaded through the UI, their text extracted
 * (pdf-parse) and checked for the report name, the options and the same figures (the Results report also shows
 * the intermediate figures per fortnight with cents); the pages are rendered to /tmp/e2ehh-shots/ to look at.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from './support/env.ts';
import { birthDateYearsAgo, chooseOption, expectAllSaved, fillField } from './support/form-entry.ts';
import { pdfTableCell, pdfText, renderPages } from './support/pdf.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { cellDollars, summaryTable } from './support/summary-table.ts';
import { signIn } from './support/ui.ts';

// ---- Hand calculation (dollars; "/fn" = per fortnight, "/yr" = per year) -----------------------------------

// Staying at home. The home is the exempt principal home (rates.md §1.7).
//   Income test: deemed income = 66,800 × 1.75% + (150,000 − 66,800) × 3.75%
//                              = 1,169.00 + 83,200 × 0.0375 = 1,169.00 + 3,120.00 = 4,289.00/yr
//                = 4,289.00 / 26 = 164.96/fn, under the 226/fn free area → no reduction → 1,237.70/fn.
//   Assets test: 150,000 + 15,000 = 165,000, under the 333,000 free area → no reduction → 1,237.70/fn.
//   Both tests give the full rate: 1,237.70/fn × 26 = 32,180.20/yr.
const MAX_RATE = 1237.7;
const STAY_AGE_PENSION_YR = MAX_RATE * 26; // 32,180.20

// Sunny Grove (licence village). Ingoing contribution 320,000 > EAA 267,000 → homeowner: the contribution is
// part of the exempt home and is not deemed; the homeowner free area applies (rates.md §1.7).
//   Net home sale proceeds = 850,000 − 25,000 = 825,000.
//   Funds left to invest   = 825,000 − 320,000 (licence: no stamp duty, no other entry costs) + 150,000 = 655,000.
//   Assets test: assessable = 655,000 + 15,000 = 670,000; excess = 670,000 − 333,000 = 337,000;
//                whole $250 steps = floor(337,000 / 250) = 1,348; reduction = 1,348 × 0.75 = 1,011.00/fn;
//                rate = 1,237.70 − 1,011.00 = 226.70/fn.
//   Income test: deemed = 1,169.00 + (655,000 − 66,800) × 3.75% = 1,169.00 + 22,057.50 = 23,226.50/yr;
//                reduction = (23,226.50 − 226 × 26 = 5,876) × 0.5 = 8,675.25/yr;
//                rate = (1,237.70 × 26 − 8,675.25) / 26 = 23,504.95 / 26 = 904.04/fn (to the cent, §1.6 step 5).
//   The lower (assets test) applies: 226.70/fn × 26 = 5,894.20/yr.
const VILLAGE_FUNDS_LEFT = 850_000 - 25_000 - 320_000 + 150_000; // 655,000
const VILLAGE_AGE_PENSION_YR =
  (MAX_RATE - Math.floor((VILLAGE_FUNDS_LEFT + 15_000 - 333_000) / 250) * 0.75) * 26; // 5,894.20
// Exit entitlement after 5 years (villages.md §3, licence: the operator pays out):
//   DMF = min(6% × 5, 36%) = 30% of the ingoing contribution = 96,000; no capital gain share;
//   exit entitlement = 320,000 − 96,000 − 2,000 termination fee = 222,000 (villages.md §8 also lists $222,000).
const VILLAGE_EXIT_5_YEARS = 320_000 - 0.3 * 320_000 - 2_000; // 222,000

// Land-lease home. The owner of a relocatable home is a homeowner and can still get Rent Assistance on site
// fees (rates.md §1.7, §2 "What counts as rent").
//   Site fees 210/week = 420/fn. RA = min(219.40, 0.75 × (420 − 154.80)) = min(219.40, 0.75 × 265.20)
//                                   = min(219.40, 198.90) = 198.90/fn (under the cap).
//   198.90/fn × 26 = 5,171.40/yr.
const LAND_LEASE_RA_YR = Math.min(219.4, 0.75 * (210 * 2 - 154.8)) * 26; // 5,171.40
// Its whole payment, a check that does not depend on how the app splits it between Age Pension and RA:
// RA is part of the maximum rate (rates.md §1.6 step 1): max = 1,237.70 + 198.90 = 1,436.60/fn.
//   Funds left = 825,000 − 450,000 + 150,000 = 525,000; assessable = 540,000; excess = 540,000 − 333,000 = 207,000;
//   steps = 828; reduction = 621.00/fn → assets-test rate 1,436.60 − 621.00 = 815.60/fn.
//   Income test: deemed = 1,169.00 + 458,200 × 3.75% = 1,169.00 + 17,182.50 = 18,351.50/yr; reduction
//   (18,351.50 − 5,876) × 0.5 = 6,237.75/yr → (1,436.60 × 26 − 6,237.75) / 26 = 31,113.85 / 26 = 1,196.69/fn.
//   The assets test applies: 815.60/fn × 26 = 21,205.60/yr (pension + RA).
const LAND_LEASE_ASSETS_RATE = 815.6;
const LAND_LEASE_PAYMENT_YR = (MAX_RATE + 198.9 - Math.floor((525_000 + 15_000 - 333_000) / 250) * 0.75) * 26;

/**
 * Tolerance: every fortnightly rate above is a whole number of cents (no rounding in the rules), so the
 * only rounding is the table's whole-dollar display: ±$0.50 per cell (±$1 for a sum of two cells). The exit
 * entitlement at exactly 5 years involves no rounding and must match to the dollar.
 */
const CELL_ROUNDING = 0.5;

const VILLAGE_COLUMN = /^Sunny Grove Village/;
const LAND_LEASE_NAME = 'Wattle Creek Land Lease';
const STAY_COLUMN = 'Staying at home';
/** The village option's short name in the PDFs begins so ('Sunny Grove… – 3-bedroom home with…'). */
const VILLAGE_PDF_NAME = 'Sunny Grove…';

test('worked household: a single homeowner aged 78 compares Sunny Grove with a land-lease home', async ({
  page,
}) => {
  test.setTimeout(240_000);

  // ---- Sign in as the demo adviser and create the report --------------------------------------------------
  await signIn(page, DEMO_USERS.adviser.email, DEMO_USERS.adviser.password);
  await page.getByRole('link', { name: 'Create Report' }).click();
  await page.waitForURL('**/corporate/newForm');
  await chooseOption(page, 'Community', 'Sunny Grove Village (QLD)');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.waitForURL('**/properties');

  // ---- The internal village: Sunny Grove's licence contract ----------------------------------------------
  await page.getByRole('button', { name: /Add a village of/ }).click();
  await page.waitForURL('**/property/int-*');
  await expect(page.getByText('Contracts to compare')).toBeVisible();
  const contract = page.getByRole('checkbox', { name: '3-bedroom home with garage (licence)' });
  if (!(await contract.isChecked())) await contract.check();
  await expect(contract).toBeChecked();
  await expect(page.getByText(/ingoing contribution \$320,000/)).toBeVisible();

  // ---- The external land-lease home ------------------------------------------------------------------------
  await page.getByRole('tab', { name: 'Properties' }).click();
  await page.getByRole('button', { name: 'Add an external property' }).click();
  await page.waitForURL('**/property/ext-*');
  await fillField(page, 'Property name', LAND_LEASE_NAME);
  await chooseOption(page, 'Retirement village or land lease', 'Land lease community');
  await fillField(page, 'Property type', '2-bedroom home');
  await fillField(page, 'Price', '450000');
  await fillField(page, 'Capital gain share', '100');
  await fillField(page, 'Site fees amount', '210');
  await chooseOption(page, 'Site fees frequency', 'Weekly');
  await expectAllSaved(page);

  // ---- The household on Customer Details -------------------------------------------------------------------
  await page.getByRole('tab', { name: 'Customer Details' }).click();
  await page.waitForURL('**/customer');
  await fillField(page, 'First Name', 'Dorothy');
  await fillField(page, 'Last Name', 'Nguyen');
  await fillField(page, 'Date of Birth', birthDateYearsAgo(78));
  await chooseOption(page, 'State', 'QLD');
  await fillField(page, 'Home Market Value (Net)', '850000');
  await fillField(page, 'Selling fees', '25000');
  await fillField(page, 'Personal Assets', '15000');
  await fillField(page, 'Investment Assets', '150000');
  await expectAllSaved(page);

  // ---- Summary: the figures, found by row label and column heading ----------------------------------------
  await page.getByRole('tab', { name: 'Summary' }).click();
  await page.waitForURL('**/summary');
  const table = summaryTable(page);
  await expect(table).toBeVisible({ timeout: 30_000 });
  // The hand figures use the 20 Sep 2026 rates: the summary must say it used the same set.
  await expect(page.getByText(/rates in force from 20\/09\/2026/)).toBeVisible();
  await expect(page.getByText('Simplified summary')).toHaveCount(0);
  const landLeaseColumn = new RegExp(`^${LAND_LEASE_NAME}`);

  // 1. Staying at home: full rate (both tests leave it untouched).
  const stayPension = await cellDollars(table, 'Age Pension', STAY_COLUMN);
  expect(Math.abs(stayPension - STAY_AGE_PENSION_YR)).toBeLessThanOrEqual(CELL_ROUNDING);

  // 2. The village: homeowner, assets test with $250 steps.
  expect(await cellDollars(table, 'Net home sale proceeds', VILLAGE_COLUMN)).toBe(825_000);
  expect(await cellDollars(table, 'Funds left to invest', VILLAGE_COLUMN)).toBe(VILLAGE_FUNDS_LEFT);
  const villagePension = await cellDollars(table, 'Age Pension', VILLAGE_COLUMN);
  expect(Math.abs(villagePension - VILLAGE_AGE_PENSION_YR)).toBeLessThanOrEqual(CELL_ROUNDING);
  // A homeowner village resident (entry contribution above the EAA) gets no Rent Assistance on village fees.
  expect(await cellDollars(table, 'Rent Assistance', VILLAGE_COLUMN)).toBe(0);

  // 3. The village's exit entitlement at 5 years.
  expect(await cellDollars(table, 'Exit entitlement after 5 years', VILLAGE_COLUMN)).toBe(
    VILLAGE_EXIT_5_YEARS,
  );

  // 4. The land-lease home's Rent Assistance (per year), and its whole payment (pension + RA).
  const landLeaseRa = await cellDollars(table, 'Rent Assistance', landLeaseColumn);
  expect(Math.abs(landLeaseRa - LAND_LEASE_RA_YR)).toBeLessThanOrEqual(CELL_ROUNDING);
  const landLeasePension = await cellDollars(table, 'Age Pension', landLeaseColumn);
  expect(Math.abs(landLeasePension + landLeaseRa - LAND_LEASE_PAYMENT_YR)).toBeLessThanOrEqual(
    2 * CELL_ROUNDING,
  );
  // Staying at home pays no rent, so no Rent Assistance.
  expect(await cellDollars(table, 'Rent Assistance', STAY_COLUMN)).toBe(0);
  await saveScreenshot(page, 'worked-household-summary');

  // ---- Results: the key figures in words and the charts ----------------------------------------------------
  await page.getByRole('tab', { name: 'Results' }).click();
  await page.waitForURL('**/results');
  const keyFigures = page.getByTestId('key-figures');
  await expect(keyFigures).toBeVisible({ timeout: 30_000 });
  await expect(keyFigures).toContainText('Staying at home leaves you');
  await expect(keyFigures).toContainText('Sunny Grove Village');
  await expect(keyFigures).toContainText(LAND_LEASE_NAME);
  await page.waitForLoadState('networkidle');
  await saveScreenshot(page, 'worked-household-results');
  await expect(page.getByText('No PDF Generated')).toBeVisible();

  // ---- Both PDF reports: generate from the Results page, wait, download through the UI --------------------
  await page.getByRole('button', { name: 'Generate Summary PDF' }).click();
  await page.getByRole('button', { name: 'Generate Results PDF' }).click();
  const summaryPdf = await downloadReport(page, 'Summary', 'summary');
  const resultsPdf = await downloadReport(page, 'Results', 'results');
  // The first PDF moves the form from 'No PDF Generated' to 'Awaiting Decision'.
  await expect(page.getByText('Awaiting Decision')).toBeVisible();

  // Report name: blank on Customer Details, so the client's names (spec §3.4): "Dorothy Nguyen".
  for (const { text, file } of [summaryPdf, resultsPdf]) {
    expect(text).toContain(REPORT_NAME);
    expect(text).toContain('Staying at home');
    expect(text).toContain('Sunny Grove Village');
    expect(text).toContain(LAND_LEASE_NAME);
    // The rates dates the figures above assume: maximum rates and deeming rates of 20 Sep 2026, free areas and
    // deeming threshold of 1 Jul 2026 (both reports list each parameter with its date).
    expect(text).toContain('20/09/2026');
    expect(text).toContain('01/07/2026');
    expect(renderPages(file.path, PDF_SHOTS, file.name).length).toBeGreaterThan(1);
  }

  // Summary report: the summary table in whole dollars, each figure found by its row label and column name. The
  // PDF names an option 'Community – contract', each part cut at a word to fit, so the village's column
  // and its workings start with its community's cut name; the full name is printed once, in the options table.
  expect(summaryPdf.text).toContain('Sunny Grove Village – 3-bedroom home');
  const columns = [STAY_COLUMN, VILLAGE_PDF_NAME, LAND_LEASE_NAME];
  const pdfCell = (row: string, column: string) =>
    pdfTableCell(summaryPdf.text, 'Summary comparison', columns, row, column);
  expect(pdfCell('Age Pension', STAY_COLUMN)).toBe(aud(STAY_AGE_PENSION_YR, true)); // $32,180
  expect(pdfCell('Age Pension', VILLAGE_PDF_NAME)).toBe(aud(VILLAGE_AGE_PENSION_YR, true)); // $5,894
  expect(pdfCell('Rent Assistance', LAND_LEASE_NAME)).toBe(aud(LAND_LEASE_RA_YR, true)); // $5,171
  expect(pdfCell('Exit entitlement after 5 years', VILLAGE_PDF_NAME)).toBe(
    aud(VILLAGE_EXIT_5_YEARS, true), // $222,000
  );

  // Results report: "how we worked them out" per option (money with cents; issue 14's numbered working: maximum
  // rate, each test's rate, the lower, Rent Assistance, the pension paid a fortnight and a year), and the exit
  // entitlements.
  const r = resultsPdf.text;
  const worked = textBetween(r, 'how we worked them out', 'Amenities');
  const stayBlock = textBetween(worked, STAY_COLUMN, VILLAGE_PDF_NAME);
  expect(stayBlock).toContain(`assessable assets of ${aud(165_000)}`);
  expect(stayBlock).toContain(`(deemed income ${aud(4_289)},`);
  expect(stayBlock).toContain(`rate under the income test ${aud(MAX_RATE)}`);
  expect(stayBlock).toContain(`rate under the assets test ${aud(MAX_RATE)}`);
  expect(stayBlock).toContain(`Age Pension paid ${aud(MAX_RATE)} ${aud(STAY_AGE_PENSION_YR)}`); // $32,180.20
  const villageBlock = textBetween(worked, VILLAGE_PDF_NAME, LAND_LEASE_NAME);
  expect(villageBlock).toContain(`assessable assets of ${aud(670_000)}`);
  expect(villageBlock).toContain(`(deemed income ${aud(23_226.5)},`);
  expect(villageBlock).toContain(`rate under the income test ${aud(904.04)}`);
  expect(villageBlock).toContain(`rate under the assets test ${aud(226.7)}`);
  expect(villageBlock).toContain(`Age Pension paid ${aud(226.7)} ${aud(VILLAGE_AGE_PENSION_YR)}`); // $5,894.20
  const landLeaseBlock = worked.slice(worked.indexOf(LAND_LEASE_NAME)); // the section's last block
  expect(landLeaseBlock).toContain(`rate under the assets test ${aud(LAND_LEASE_ASSETS_RATE)}`);
  expect(landLeaseBlock).toContain(`${aud(198.9)} a fortnight (${aud(LAND_LEASE_RA_YR)} a year)`); // $5,171.40
  // Exit entitlements table: after 5 years the village refunds $222,000 = 320,000 − DMF 96,000 − 2,000.
  const exits = textBetween(r, 'Exit entitlement What you', '10 years $');
  // The table's "5 years" row (the last one before "10 years"): the village's cell is its entitlement, then
  // the breakdown "value …, DMF …, costs …".
  const fiveYears = exits.slice(exits.lastIndexOf('5 years $'));
  // Under it, in today's dollars: paid 6 months after leaving (the sale-time assumption for a licence paid on
  // resale), discounted at 3% a year: 222,000 / 1.03^5.5 = 222,000 / 1.176534 = $188,690.
  expect(fiveYears).toContain(
    `${aud(VILLAGE_EXIT_5_YEARS, true)} ${aud(Math.round(VILLAGE_EXIT_5_YEARS / 1.03 ** 5.5), true)} in today's dollars value`,
  );
  expect(fiveYears).toContain(`DMF ${aud(96_000, true)}, costs ${aud(2_000, true)}`);
});

const REPORT_NAME = 'Dorothy Nguyen';
/** Rendered pages for people to look at. */
const PDF_SHOTS = '/tmp/e2ehh-shots';

/** Dollars as an Australian reader sees them, independent of the app's formatter: $31,223.40 or $31,223. */
function aud(dollars: number, whole = false): string {
  const digits = whole ? 0 : 2;
  return new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency: 'AUD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(dollars);
}

/** The text after the first `start` up to the next `end` (throws when either is missing). */
function textBetween(text: string, start: string, end: string): string {
  const from = text.indexOf(start);
  const to = from < 0 ? -1 : text.indexOf(end, from + start.length);
  if (from < 0 || to < 0) throw new Error(`No '${start}' … '${end}' in the PDF text`);
  return text.slice(from + start.length, to);
}

/**
 * Waits for the report of that kind to be ready in the PDF panel, downloads it through its Download button
 * (Playwright's download event), keeps a copy under PDF_SHOTS and returns its text.
 */
async function downloadReport(
  page: Page,
  kind: 'Summary' | 'Results',
  name: string,
): Promise<{ text: string; file: { path: string; name: string } }> {
  const button = page.getByRole('button', { name: new RegExp(`^Download ${kind} report of `) });
  // Rendering runs as a background job: allow it time on a busy 2-core machine.
  await expect(button).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(`${REPORT_NAME} - ${kind}.pdf`);
  mkdirSync(PDF_SHOTS, { recursive: true });
  const path = join(PDF_SHOTS, `${name}.pdf`);
  await download.saveAs(path);
  const bytes = new Uint8Array(readFileSync(path));
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(bytes);
  writeFileSync(join(PDF_SHOTS, `${name}.txt`), text); // for a person checking a failure
  return { text, file: { path, name } };
}
