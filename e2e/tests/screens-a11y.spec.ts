/**
 * Issue 16 "Accessibility (WCAG 2.2 AA)": axe (tags wcag2a/aa, wcag21a/aa, wcag22aa) on every screen of the spec
 * route table (apps/web/src/routing/specRoutes.ts) as the demo user the table names, on the main dialogs and menus
 * open, and on the magic-link customer's screens; no serious or critical violation. One browser context per role
 * (one sign-in each). Each screen is also saved to /tmp/a11y-shots/ to look at, and every finding of any impact to
 * /tmp/a11y-shots/findings.json (the moderate and minor ones are reported, not failed).
 *
 * Named to run after consent-and-home, consult-mode and the other specs that rely on the demo's first sign-ins and
 * newest report (one worker, files in name order): this file signs in every demo role and makes magic reports.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { axeFindings, seriousOrCritical, type AxeFinding } from './support/a11y.ts';
import { DEMO_USERS, NO_CONSENT_USER } from './support/env.ts';
import { assignCustomer, createMagicReport, magicLinkSentTo } from './support/magic.ts';
import { demoIds, fill, SPEC_ROUTES, type DemoRole } from './support/spec-routes.ts';
import { consentDialog, signIn, submitLogin } from './support/ui.ts';

const SHOTS = '/tmp/a11y-shots';
mkdirSync(SHOTS, { recursive: true });
const all: Record<string, AxeFinding[]> = {};
/** Staff screens at 200 % zoom (640 × 400 CSS px): how far the page scrolls sideways (0 = reflows). Reported. */
const staffOverflow: Record<string, number | string> = {};

// Merged into the file: a failed test restarts the worker, whose module state starts empty again.
test.afterAll(() => {
  const file = join(SHOTS, 'findings.json');
  const old = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { staffOverflow: object; findings: object })
    : { staffOverflow: {}, findings: {} };
  const merged = {
    staffOverflow: { ...old.staffOverflow, ...staffOverflow },
    findings: { ...old.findings, ...all },
  };
  writeFileSync(file, JSON.stringify(merged, null, 2));
});

const shotName = (where: string) =>
  where
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 80);

/** Runs axe on the page as it is, saves a screenshot, and fails softly on serious or critical findings. */
async function check(page: Page, where: string): Promise<void> {
  const findings = await axeFindings(page);
  all[where] = findings;
  await page.screenshot({ path: join(SHOTS, `${shotName(where)}.png`) });
  expect.soft(seriousOrCritical(findings), where).toEqual([]);
}

async function signedIn(context: BrowserContext, who: DemoRole): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, DEMO_USERS[who].email, DEMO_USERS[who].password);
  return page;
}

/** The deepest elements reaching past the page's right edge (tag, classes, left–right), to say what to fix. */
function widerThanPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 0.5;
    const past = (el: Element) => el.getBoundingClientRect().right > edge;
    return [...document.body.querySelectorAll('*')]
      .filter((el) => past(el) && ![...el.children].some(past))
      .slice(0, 5)
      .map((el) => {
        const r = el.getBoundingClientRect();
        const classes = [...el.classList].slice(0, 3).join('.');
        return `${el.tagName.toLowerCase()}.${classes} [${Math.round(r.left)}–${Math.round(r.right)}]`;
      });
  });
}

/**
 * WCAG 1.4.10 reflow: at 320 CSS px wide, and at 640 × 400 (a 1280 × 800 window at 200 % zoom), the page does
 * not scroll sideways (document scrollWidth ≤ clientWidth). Saves the 320 px view; restores the window.
 */
async function checkReflow(page: Page, where: string): Promise<void> {
  const before = page.viewportSize()!;
  for (const size of [
    { width: 320, height: 640 },
    { width: 640, height: 400 },
  ]) {
    await page.setViewportSize(size);
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    if (size.width === 320)
      await page.screenshot({ path: join(SHOTS, `${shotName(where)}_320.png`), fullPage: true });
    const out = scroll > client ? (await widerThanPage(page)).join('; ') : '';
    expect
      .soft(scroll, `${where} at ${size.width}×${size.height}: no sideways scroll ${out}`)
      .toBeLessThanOrEqual(client);
  }
  await page.setViewportSize(before);
}

let ids: Record<string, string> = {};
test.beforeAll(async ({ baseURL }) => {
  ids = await demoIds(baseURL!);
});

const states = new Map<DemoRole, Awaited<ReturnType<BrowserContext['storageState']>>>();

/** A page signed in as `who`: one sign-in per demo user, its storage reused by the next tests. */
async function pageAs(browser: Browser, who: DemoRole | 'anonymous'): Promise<Page> {
  if (who === 'anonymous') return (await browser.newContext()).newPage();
  let state = states.get(who);
  if (!state) {
    const context = await browser.newContext();
    await signedIn(context, who);
    state = await context.storageState();
    states.set(who, state);
    await context.close();
  }
  return (await browser.newContext({ storageState: state })).newPage();
}

for (const route of SPEC_ROUTES.filter((r) => !r.coveredBy && !r.pending)) {
  test(`axe: ${route.open ?? route.pattern} as ${route.as}`, async ({ browser }) => {
    const page = await pageAs(browser, route.as);
    const url = fill(route.open ?? route.pattern, ids);
    await page.goto(url);
    await expect(
      page.getByRole('heading', { name: fill(route.title, ids), exact: true }).first(),
    ).toBeVisible({
      timeout: 15_000,
    });
    if (route.redirectsTo) await page.waitForURL(`**${fill(route.redirectsTo, ids)}`);
    // Spinners of late queries settle before axe reads the page.
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
    await check(page, `${route.as} ${url}`);
    if (route.as !== 'anonymous') {
      await page.setViewportSize({ width: 640, height: 400 });
      const px = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      staffOverflow[url] = px ? `${px} px: ${(await widerThanPage(page)).join('; ')}` : 0;
    }
    await page.context().close();
  });
}

test('the dialogs and menus of the staff screens have no serious or critical axe violation', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // Consent (a user who never agrees, so the 'disagree' test keeps one).
  const fresh = await browser.newContext();
  const first = await fresh.newPage();
  await first.goto('/log-in');
  await check(first, 'dialog: log-in page');
  await first.getByRole('button', { name: /forgot/i }).click();
  await expect(first.getByRole('dialog')).toBeVisible();
  await check(first, 'dialog: forgot password');
  await first.keyboard.press('Escape');
  await submitLogin(first, NO_CONSENT_USER.email, NO_CONSENT_USER.password);
  await expect(consentDialog(first, 1)).toBeVisible({ timeout: 20_000 });
  await check(first, 'dialog: consent 1 of 2');
  await fresh.close();

  const adviserContext = await browser.newContext();
  const adviser = await signedIn(adviserContext, 'adviser');
  await adviser
    .getByRole('banner')
    .getByRole('button', { name: /^Options for / })
    .click();
  await expect(adviser.getByRole('menu')).toBeVisible();
  await check(adviser, 'menu: user options');
  await adviser.keyboard.press('Escape');
  const row = adviser.getByRole('button', { name: /^Clone / }).first();
  await row.click();
  await expect(adviser.getByRole('dialog', { name: 'Copy report?' })).toBeVisible();
  await check(adviser, 'dialog: clone (home)');
  await adviser.keyboard.press('Escape');
  await adviser
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await expect(adviser.getByRole('dialog', { name: 'Delete report?' })).toBeVisible();
  await check(adviser, 'dialog: delete (home)');
  await adviser.keyboard.press('Escape');
  const decision = adviser
    .getByRole('button', { name: 'Decision', exact: true })
    .and(adviser.locator(':enabled'));
  await decision.first().click();
  await expect(adviser.getByRole('menu')).toBeVisible();
  await expect(adviser.getByText('Loading choices…')).toHaveCount(0);
  await check(adviser, 'menu: decision (home)');
  await adviser.keyboard.press('Escape');

  await adviser.goto(fill('/corporate/form/{formId}/results', ids));
  await expect(adviser.getByRole('heading', { name: 'Results', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await adviser.getByRole('button', { name: 'Set client decision' }).click();
  await expect(adviser.getByRole('menu')).toBeVisible();
  await check(adviser, 'menu: decision (results)');
  await adviser.keyboard.press('Escape');
  await adviser.goto(fill('/corporate/form/{formId}/properties', ids));
  await expect(adviser.getByRole('heading', { name: 'Properties', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await check(adviser, 'form: properties');
  await adviserContext.close();

  const adminContext = await browser.newContext();
  const admin = await signedIn(adminContext, 'admin');
  await admin.goto('/corporate/admin/users');
  await admin.getByRole('button', { name: 'Create User' }).click();
  await expect(admin.getByRole('dialog', { name: 'Create User' })).toBeVisible();
  await check(admin, 'dialog: create user');
  await admin.keyboard.press('Escape');
  await admin
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expect(admin.getByRole('dialog', { name: 'Edit User' })).toBeVisible();
  await check(admin, 'dialog: edit user');
  await admin.keyboard.press('Escape');
  await admin.goto('/corporate/admin/contracts');
  await expect(admin.getByRole('heading', { name: 'Contract types' })).toBeVisible();
  const addContract = admin.getByRole('button', { name: /^(Add|New|Create)/ });
  if (await addContract.count()) {
    await addContract.first().click();
    await expect(admin.getByRole('dialog')).toBeVisible();
    await check(admin, 'dialog: contract name');
    await admin.keyboard.press('Escape');
  }
  await adminContext.close();
});

test("the magic-link customer's screens have no serious or critical axe violation", async ({ browser }) => {
  test.setTimeout(180_000);
  const adviserContext = await browser.newContext();
  const adviser = await signedIn(adviserContext, 'adviser');
  const base = await createMagicReport(adviser);
  // An option for the customer to look at (their option screen).
  await adviser.goto(`${base}/properties`);
  await adviser.getByRole('button', { name: /^Add a village of/ }).click();
  await adviser.waitForURL('**/property/int-*');
  const email = `a11y.${Date.now()}@example.test`;
  await check(adviser, 'magic adviser: assign customer (before)');
  await assignCustomer(adviser, base, email);
  await check(adviser, 'magic adviser: customer assigned');
  await adviser.goto(`${base}/status`);
  await expect(adviser.getByTestId('magic-status')).toHaveText('Live');
  await check(adviser, 'magic adviser: status live');
  const link = await magicLinkSentTo(email);
  await adviserContext.close();

  const customer = await browser.newContext();
  const c = await customer.newPage();
  await c.goto(link);
  await expect(c.getByRole('heading', { name: 'Hello Dot' })).toBeVisible();
  await check(c, 'customer: link page');
  await checkReflow(c, 'customer: link page');
  await c.getByRole('button', { name: 'Continue' }).click();
  await c.waitForURL(/\/magic\/form\/\d+\/status$/);
  await check(c, 'customer: your report');
  await checkReflow(c, 'customer: your report');
  for (const tab of ['Options', 'Your details']) {
    await c.getByRole('tab', { name: tab }).click();
    await expect(c.getByRole('heading', { name: tab }).first()).toBeVisible();
    await check(c, `customer: ${tab}`);
    await checkReflow(c, `customer: ${tab}`);
  }
  await c.getByRole('tab', { name: 'Options' }).click();
  const option = c.getByRole('tab').nth(2);
  const optionName = (await option.textContent()) ?? '';
  expect(optionName).not.toBe('Your details');
  await option.click();
  await expect(c.getByRole('heading', { name: optionName }).first()).toBeVisible();
  await check(c, 'customer: option');
  await checkReflow(c, 'customer: option');
  await c.getByRole('tab', { name: 'Your report' }).click();
  await c.getByRole('button', { name: 'Finish' }).first().click();
  await expect(c.getByRole('dialog')).toBeVisible();
  await check(c, 'customer: finish dialog');
  await checkReflow(c, 'customer: finish dialog');
  await c.getByRole('dialog').getByRole('button', { name: 'Finish' }).click();
  await c.waitForURL('**/magic/finished');
  await check(c, 'customer: finished');
  await checkReflow(c, 'customer: finished');
  await c.goto(link);
  await expect(c.getByRole('heading', { name: 'You have completed this report' })).toBeVisible();
  await check(c, 'customer: used link');
  await checkReflow(c, 'customer: used link');
  await customer.close();
});

test("the Home list reads as cards on a phone: neither the page nor the list's box scrolls sideways", async ({
  browser,
}) => {
  const page = await pageAs(browser, 'adviser');
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/corporate/home');
  const list = page.getByRole('table', { name: 'Reports' });
  await expect(list.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: join(SHOTS, 'home_cards_320.png'), fullPage: true });
  const widths = await list.evaluate((table) => {
    const box = table.parentElement!;
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      box: box.scrollWidth - box.clientWidth,
    };
  });
  expect(widths, `sticking out: ${(await widerThanPage(page)).join('; ')}`).toEqual({ page: 0, box: 0 });
  // Each card names its cells: the column's name heads the status cell.
  const status = list.getByTestId('status').first();
  expect(await status.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Status"');
  await check(page, 'adviser /corporate/home at 320 px');
  await page.context().close();
});
