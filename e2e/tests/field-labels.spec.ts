/**
 * Customer Details in the browser at a phone's, a tablet's and a desktop's width: no field label is cut short
 * ("Living expenses freq…" on a 375 px phone, where each amount sat beside its frequency in half the width) and a
 * long surname quoted in the Report name hint never widens the page.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiLogin } from './support/api.ts';
import { DEMO_USERS } from './support/env.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { signIn } from './support/ui.ts';

/** A 100-character surname (the field's limit) with no place to break a line. */
const SOLID = 'Nguyễn'.padEnd(100, 'W');

/** The field labels whose text is wider than the room they are given (CSS cuts them with an ellipsis). */
const clippedLabels = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.MuiInputLabel-root')]
      .filter((l) => l.scrollWidth > l.clientWidth + 1)
      .map((l) => l.textContent),
  );

test('Customer Details: every label whole and nothing wider than the window, from 375 px to 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const jwt = await apiLogin(request, DEMO_USERS.adviser);
  const { communities } = await apiCall<{ communities: { id: number }[] }>(
    request,
    jwt,
    'GET',
    '/communities',
  );
  const { formId } = await apiCall<{ formId: number }>(request, jwt, 'POST', '/forms/create', {
    communityId: communities[0]!.id,
  });
  const { version } = await apiCall<{ version: number }>(request, jwt, 'GET', `/form/${formId}`);
  await apiCall(request, jwt, 'POST', `/form/${formId}/customer`, {
    data: { firstName: 'Zoë', lastName: SOLID },
    version,
  });

  await signIn(page, DEMO_USERS.adviser.email, DEMO_USERS.adviser.password);
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/corporate/form/${formId}/customer`);
    await expect(page.getByLabel('Travel and entertainment frequency')).toBeVisible();
    await expect(page.getByText(`Leave blank to use "Zoë ${SOLID}"`)).toBeVisible();
    expect(await clippedLabels(page), `at ${width} px`).toEqual([]);
    const { scroll, inner } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(scroll, `at ${width} px`).toBeLessThanOrEqual(inner);
  }
  await saveScreenshot(page, 'customer-details-1280');
});
