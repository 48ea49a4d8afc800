/**
 * Resources (spec §2.1 resources, §7 Content) in the browser: the demo adviser opens Resources from the
 * app bar (the index goes to software), searches the FAQ and sees the matches marked, opens the user manual in a
 * new tab and gets a PDF, reads a newsletter article, and finds the nearest adviser by postcode; the demo admin
 * writes and publishes an article, which the adviser then sees. Screenshots at desktop and 390 px wide.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { DEMO_USERS } from './support/env.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { logout, signIn } from './support/ui.ts';

const TITLE = `Open day results ${Date.now()}`;

async function openResources(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Resources' }).click();
  await expect(page).toHaveURL(/\/corporate\/resources\/software$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
}

test('an adviser searches the FAQ, opens the manual, reads an article and finds an adviser', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO_USERS.adviser.email, DEMO_USERS.adviser.password);
  await openResources(page);

  // FAQ: typing filters as you type and marks the words.
  await page.getByRole('textbox', { name: 'Search the questions' }).fill('deeming');
  await expect(page.getByRole('status').filter({ hasText: /questions match/ })).toContainText(/^\d+ of \d+/);
  await expect(page.getByRole('button', { name: 'What is deeming?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'How do I create a report?' })).toBeHidden();
  await expect(page.locator('mark', { hasText: /deeming/i }).first()).toBeVisible();
  await saveScreenshot(page, 'resources-software');
  await expectNoAxeViolations(page);

  // The manual: a link that opens a new tab on a PDF.
  const manual = page.getByRole('link', { name: /Open the user manual/ });
  await expect(manual).toHaveAttribute('target', '_blank');
  const href = await manual.getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const [tab] = await Promise.all([context.waitForEvent('page'), manual.click()]);
  await tab.waitForLoadState('domcontentloaded').catch(() => undefined);
  expect(tab.url()).toContain('/api/app/v1/content/file/userManual?token=');
  await tab.close();

  // Marketing: the published articles; Read opens one.
  await page.getByRole('tab', { name: 'Marketing' }).click();
  await expect(page).toHaveURL(/\/resources\/marketing$/);
  await expect(page.getByRole('heading', { name: 'Draft: spring open days' })).toBeHidden();
  await page.getByRole('button', { name: 'Read Age Pension rates from 20 September 2026' }).click();
  const reader = page.getByRole('dialog', { name: 'Age Pension rates from 20 September 2026' });
  await expect(reader.getByText('What it means for your reports')).toBeVisible();
  await expect(reader.locator('strong', { hasText: '$1,237.70 a fortnight' })).toBeVisible();
  await saveScreenshot(page, 'resources-article');
  await expectNoAxeViolations(page);
  await reader.getByRole('button', { name: 'Close' }).click();

  // Legal: the /legal sections inside the shell.
  await page.getByRole('tab', { name: 'Legal' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Statement' })).toBeVisible();

  // Find An Adviser: 2999 is NSW, so Wollongong (2500) then Chatswood (2067) come before Brighton VIC (3186).
  await page.getByRole('tab', { name: 'Find An Adviser' }).click();
  await page.getByRole('textbox', { name: 'Postcode or suburb' }).fill('2999');
  const names = page.getByRole('list', { name: 'Advisers' }).getByRole('heading', { level: 3 });
  await expect(names.nth(0)).toHaveText('Tom Nguyen');
  await expect(names.nth(1)).toHaveText('Margaret Ellery');
  await expect(names.nth(2)).toHaveText('Priya Raman');
  await saveScreenshot(page, 'resources-adviser');
  await expectNoAxeViolations(page);

  // A phone: the tabs scroll, the cards stack.
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'resources-adviser-390');
  await page.getByRole('tab', { name: 'Software' }).click();
  await saveScreenshot(page, 'resources-software-390');
});

test('an admin writes and publishes an article; the adviser then sees it', async ({ page }) => {
  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await openResources(page);
  await page.getByRole('tab', { name: 'Marketing' }).click();
  // The admin sees the draft.
  await expect(page.getByRole('heading', { name: 'Draft: spring open days' })).toBeVisible();

  await page.getByRole('button', { name: 'New article' }).click();
  const editor = page.getByRole('dialog', { name: 'New article' });
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Title required.')).toBeVisible();
  await editor.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await editor.getByRole('textbox', { name: 'Summary' }).fill('How the open days went.');
  await editor
    .getByRole('textbox', { name: 'Body' })
    .fill('## Results\n\n- **42** visitors\n- 5 reports made');
  await expect(editor.locator('strong', { hasText: '42' })).toBeVisible();
  await saveScreenshot(page, 'resources-article-editor');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Article saved')).toBeVisible();
  await page.getByRole('button', { name: `Publish ${TITLE}` }).click();
  await expect(page.getByText('Article published')).toBeVisible();
  await expect(page.getByRole('button', { name: `Unpublish ${TITLE}` })).toBeVisible();
  await logout(page);

  await signIn(page, DEMO_USERS.adviser.email, DEMO_USERS.adviser.password);
  await openResources(page);
  await page.getByRole('tab', { name: 'Marketing' }).click();
  await page.getByRole('button', { name: `Read ${TITLE}` }).click();
  await expect(page.getByRole('dialog', { name: TITLE }).getByText('visitors')).toBeVisible();
});
