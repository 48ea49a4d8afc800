/**
 * Magic links in Chromium: the adviser creates a magic report and assigns a customer; the e-mail
 * arrives at the SMTP sink; the customer opens the link on a phone-sized window (375 px), which only shows
 * Continue, completes their details and finishes; the adviser's status screen and Home list then say Completed,
 * and the used link shows its page; the adviser generates a PDF on the status screen, opens Results and records
 * the decision. A second link expired by the adviser shows the expired-link page. The
 * customer's screens are saved as screenshots (e2e/screenshots/magic-*.png) to look at, and pass axe (WCAG 2.1 AA).
 */
import { expect, test, type Browser } from '@playwright/test';
import { E2E_PORTS, DEMO_USERS, serverUrl } from './support/env.ts';
import { assignCustomer, createMagicReport, magicLinkSentTo } from './support/magic.ts';
import { expectNoAxeViolations } from './support/a11y.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { signIn } from './support/ui.ts';

const PHONE = { width: 375, height: 812 };

const phone = (browser: Browser) =>
  browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, baseURL: serverUrl(E2E_PORTS.main) });

test('the customer completes their details through the magic link and the adviser sees Completed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `dot.${Date.now()}@example.test`;
  await signIn(page, DEMO_USERS.adviser.email, DEMO_USERS.adviser.password);
  const base = await createMagicReport(page);
  // One village of the community with a contract, so the report has an option to compare (a PDF needs one).
  await page.goto(`${base}/properties`);
  await page.getByRole('button', { name: /^Add a village of/ }).click();
  await page.waitForURL('**/property/int-*');
  const contract = page.getByRole('checkbox').first();
  if (!(await contract.isChecked())) await contract.check();
  await expect(contract).toBeChecked();
  await assignCustomer(page, base, email);
  await page.goto(`${base}/status`);
  await expect(page.getByTestId('magic-status')).toHaveText('Live');
  // A new link lasts 14 days: just under, whole days rounded down.
  await expect(page.getByTestId('magic-expiry')).toHaveText('Expires 13 days');
  await saveScreenshot(page, 'magic-adviser-status-live');
  await expectNoAxeViolations(page);

  const link = await magicLinkSentTo(email);
  const customer = await phone(browser);
  const c = await customer.newPage();
  await c.goto(link);
  await expect(c.getByRole('heading', { name: 'Hello Dot' })).toBeVisible();
  await saveScreenshot(c, 'magic-customer-1-link');
  await expectNoAxeViolations(c);
  // Opening the page used nothing up: the adviser still sees no login.
  await c.getByRole('button', { name: 'Continue' }).click();
  await c.waitForURL(/\/magic\/form\/\d+\/status$/);
  await expect(c.getByRole('heading', { name: 'Welcome, Dot' })).toBeVisible();
  await saveScreenshot(c, 'magic-customer-2-overview');
  await expectNoAxeViolations(c);
  // Nothing on the page is wider than the phone.
  expect(await c.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await c.getByRole('tab', { name: 'Your details' }).click();
  await expect(c.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await c.getByLabel('Last Name').fill('Nguyen-Smith');
  await c.getByLabel('Last Name').blur();
  await expect(c.getByText('All changes saved')).toBeVisible();
  await saveScreenshot(c, 'magic-customer-3-details');
  await expectNoAxeViolations(c);
  expect(await c.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // Opened straight at Details (a reload): the selected step's tab is whole in view, not under the scroll arrow
  // that appears beside the steps on a phone.
  await c.reload();
  const selected = c.getByRole('tab', { name: 'Your details', selected: true });
  await expect(selected).toBeVisible();
  await expect(c.locator('.MuiTabs-scrollButtons')).toHaveCount(2);
  const tabBox = (await selected.boundingBox())!;
  const rowBox = (await c.locator('.MuiTabs-scroller').boundingBox())!;
  expect(tabBox.x).toBeGreaterThanOrEqual(rowBox.x);
  expect(tabBox.x + tabBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5);

  await c.getByRole('tab', { name: 'Your report' }).click();
  await c.getByRole('button', { name: 'Finish' }).first().click();
  await c.getByRole('dialog').getByRole('button', { name: 'Finish' }).click();
  await c.waitForURL('**/magic/finished');
  await expect(c.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await saveScreenshot(c, 'magic-customer-4-finished');

  // The used link says so and whom to contact, never a sign-in form.
  await c.goto(link);
  await expect(c.getByRole('heading', { name: 'You have completed this report' })).toBeVisible();
  await expect(c.getByLabel('Password')).toHaveCount(0);
  await saveScreenshot(c, 'magic-customer-5-used-link');
  await customer.close();

  await page.reload();
  await expect(page.getByTestId('magic-status')).toHaveText('Completed');
  await expect(page.getByRole('heading', { name: 'Dot Nguyen-Smith' })).toBeVisible();
  await saveScreenshot(page, 'magic-adviser-status-completed');
  await page.goto('/corporate/home');
  await expect(page.getByTestId('magic-line').first()).toHaveText('Magic link: Completed');

  // The adviser generates the first PDF on the status screen (Results stays disabled until there is one), then
  // opens Results and records the client decision.
  await page.goto(`${base}/status`);
  await page.getByRole('button', { name: 'Generate Results PDF' }).click();
  await expect(page.getByRole('button', { name: /^Download Results report of / })).toBeVisible({
    timeout: 90_000,
  });
  await expect(page.getByTestId('magic-pdfs')).toHaveText('1');
  await page.goto(`${base}/results`);
  await page.getByRole('button', { name: 'Set client decision' }).click();
  await page
    .getByRole('menuitem', { name: /^Buy: / })
    .first()
    .click();
  await expect(page.getByTestId('decision-status')).toHaveText('Decided To Buy');
});

test('a link the adviser expired shows the expired-link page with whom to contact', async ({
  page,
  browser,
}) => {
  const email = `expired.${Date.now()}@example.test`;
  await signIn(page, DEMO_USERS.adviser.email, DEMO_USERS.adviser.password);
  const base = await createMagicReport(page);
  await assignCustomer(page, base, email);
  const link = await magicLinkSentTo(email);
  await page.goto(`${base}/status`);
  await page.getByRole('button', { name: 'Expire now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Expire now' }).click();
  await expect(page.getByText('Magic link expired')).toBeVisible();
  await expect(page.getByTestId('magic-status')).toHaveText('Expired');
  await expect(page.getByTestId('magic-expiry')).toHaveText('Expired! Need Refresh');
  await expect(page.getByRole('button', { name: 'Refresh link' })).toBeVisible();

  const customer = await phone(browser);
  const c = await customer.newPage();
  await c.goto(link);
  await expect(c.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await expect(c.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await expect(c.getByLabel('Your contact')).toContainText('Demo Retirement Living');
  await saveScreenshot(c, 'magic-customer-6-expired-link');
  await expectNoAxeViolations(c);
  await customer.close();
});
