/**
 * Issue 10 §1: community/:communityId and its tabs in the browser. The admin opens a community from the list,
 * sees the seven tabs of spec §2.1, and saves each editable tab with its own Save and the spec's message: Main
 * Details (with a Vietnamese name), Assigned Contracts (with the "Edit terms" link), Assigned Users, Report
 * Amenities, Site Fees / General Service Charge (a rule refused with the spec §5 text first) and Additional
 * Services; leaving a tab with unsaved changes asks first; an axe check on the tabs; screenshots at desktop and
 * phone widths.
 *
 * Runs against the rate-limit server's own database (port 3312): this spec signs the demo admin in and changes
 * demo data, and on the main server consent-and-home.spec.ts (which this file precedes by name) needs the
 * admin's first sign-in, and other specs read the demo communities. login-errors.spec.ts, the only other user of
 * that server, runs after this file and only locks sign-ins there.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { DEMO_USERS, E2E_PORTS, serverUrl } from './support/env.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { signIn } from './support/ui.ts';

test.use({ baseURL: serverUrl(E2E_PORTS.rateLimit) });

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

test('the admin edits each tab of a community, with its messages', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Communities' }).click();
  await page.getByRole('link', { name: 'Banksia Terraces' }).click();
  await expect(page).toHaveURL(/\/corporate\/communities\/community\/\d+\/details$/);
  await expect(page.getByRole('tab')).toHaveText([
    'Main Details',
    'Assigned Contracts',
    'Assigned Users',
    'Report Content',
    'Report Amenities',
    'Site Fees / General Service Charge',
    'Additional Services',
  ]);

  // Main Details: a wrong postcode is refused beside the field; a new name saves and becomes the heading.
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('Đức Nguyễn Village');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('43');
  await save(page).click();
  await expect(page.getByText('Postcode must be 4 digits.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Postcode' }).fill('4215');
  await save(page).click();
  await expect(toast(page, 'Main Details Updated')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Đức Nguyễn Village' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'community-details');

  // Leaving with unsaved changes asks first.
  await name.fill('Not saved');
  await tab(page, 'Assigned Contracts').click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave' }).click();

  // Assigned Contracts: assign a second type; the assigned ones link to their terms.
  await expect(page).toHaveURL(/\/contracts$/);
  const communityPath = new URL(page.url()).pathname.replace(/\/contracts$/, '');
  await page.getByRole('checkbox', { name: 'Peace of Mind – 5% p.a. to 25%' }).check();
  await save(page).click();
  await expect(toast(page, 'Assigned Contracts Updated')).toBeVisible();
  const terms = page.getByRole('link', { name: 'Edit terms of Peace of Mind – 5% p.a. to 25%' });
  await expect(terms).toHaveAttribute('href', new RegExp(`^${communityPath}/contracts/\\d+$`));
  await saveScreenshot(page, 'community-contracts');

  // Assigned Users: assign the adviser.
  await tab(page, 'Assigned Users').click();
  await page.getByRole('checkbox', { name: 'Sam Taylor' }).check();
  await save(page).click();
  await expect(toast(page, 'Assigned Users Updated')).toBeVisible();

  // Report Amenities: one more.
  await tab(page, 'Report Amenities').click();
  await page.getByRole('checkbox', { name: 'Cinema' }).check();
  await save(page).click();
  await expect(toast(page, 'Report Amenities Updated')).toBeVisible();

  // Fees: a rule whose max is not above its min is refused beside the field, then a valid one saves.
  await tab(page, 'Site Fees / General Service Charge').click();
  await page.getByRole('radio', { name: /Rule-based fee/ }).check();
  await page.getByRole('textbox', { name: 'Rule min' }).fill('200');
  await page.getByRole('textbox', { name: 'Rule max' }).fill('150');
  await save(page).click();
  await expect(page.getByText('Max must be more than Min.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Rule max' }).fill('260');
  await save(page).click();
  await expect(toast(page, 'Fees Updated')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'community-fees');

  // Additional Services: add one; it is there after a reload.
  await tab(page, 'Additional Services').click();
  await page.getByRole('button', { name: 'Add service' }).click();
  const last = page.getByRole('group').last();
  await last.getByRole('textbox', { name: / name$/ }).fill('Linen service');
  await last.getByRole('textbox', { name: / amount$/ }).fill('25.50');
  await save(page).click();
  await expect(toast(page, 'Services Updated')).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('group')
      .last()
      .getByRole('textbox', { name: / name$/ }),
  ).toHaveValue('Linen service');
  await saveScreenshot(page, 'community-services');

  // A phone's width: the tabs scroll, the fields stack.
  await page.setViewportSize({ width: 390, height: 844 });
  await tab(page, 'Main Details').click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Đức Nguyễn Village');
  await saveScreenshot(page, 'community-details-phone');
  await page.goto(`${communityPath}/fees`);
  await expect(page.getByRole('radio', { name: /Rule-based fee/ })).toBeChecked();
  await saveScreenshot(page, 'community-fees-phone');
});
