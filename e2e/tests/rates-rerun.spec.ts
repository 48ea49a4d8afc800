/**
 * Issue 9 §2/§3: the admin's Report Settings screen lists the open reports whose headline figures change on
 * today's rates, and re-runs them all in a background job with its progress shown to the end.
 *
 * Three demo reports are made through the API as the app makes them (an adviser signs in, creates a report in
 * Sunny Grove Village, enters the customer and current details, adds the village as an option, and asks for the
 * summary), with the summary calculated as at 1 Dec 2025 (`options.asAt`): on the 20 Sep 2025 pension rates,
 * which newer rates have replaced since. The figures are the engine's; this test checks what the admin sees
 * and does, not the amounts (the server tests and forms-rates-change.test.ts check those).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API, apiCall as call } from './support/api.ts';
import { DEMO_USERS } from './support/env.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { signIn } from './support/ui.ts';

const OLD_DAY = '2025-12-01';

type Data<T> = { data: T };

/** A report for a single homeowner with `investments` dollars, summarised on OLD_DAY's rates; returns its id. */
async function oldReport(
  request: APIRequestContext,
  jwt: string,
  communityId: number,
  who: { firstName: string; lastName: string; investments: number },
): Promise<number> {
  const { formId } = await call<{ formId: number | string }>(request, jwt, 'POST', '/forms/create', {
    communityId,
  });
  const id = Number(formId);
  let { version } = await call<{ version: number }>(request, jwt, 'GET', `/form/${id}`);
  ({ version } = await call<{ version: number }>(request, jwt, 'POST', `/form/${id}/customer`, {
    data: {
      firstName: who.firstName,
      lastName: who.lastName,
      dob: '1947-06-15',
      state: 'QLD',
      relationship: 1,
    },
    version,
  }));
  ({ version } = await call<{ version: number }>(request, jwt, 'POST', `/form/${id}/current`, {
    data: {
      propertyValue: 850_000,
      sellingFees: 25_000,
      personalAssets: 15_000,
      investmentAssets: who.investments,
      investmentInterest: 0.04,
      livingExpenses: 900,
      livingExpensesFreq: 26,
    },
    version,
  }));
  await call(request, jwt, 'POST', `/form/${id}/createVillage/1`, { version });
  const summary = await call<{ asAt: string }>(request, jwt, 'POST', `/form/${id}/summary`, {
    options: { asAt: OLD_DAY },
  });
  expect(summary.asAt).toBe(OLD_DAY);
  return id;
}

const CLIENTS = [
  { firstName: 'Rerun', lastName: 'Abbott', investments: 100_000 },
  { firstName: 'Rerun', lastName: 'Baxter', investments: 150_000 },
  { firstName: 'Rerun', lastName: 'Carmody', investments: 250_000 },
];

test('Report Settings lists the reports on old rates and re-runs them all, progress to the end', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const login = await request.post(`${API}/login`, { data: DEMO_USERS.adviser });
  expect(login.status()).toBe(200);
  const { jwt } = ((await login.json()) as Data<{ jwt: string }>).data;
  const { communities } = await call<{ communities: { id: number; name: string }[] }>(
    request,
    jwt,
    'GET',
    '/communities',
  );
  const sunny = communities.find((c) => c.name.startsWith('Sunny Grove'));
  expect(sunny).toBeDefined();
  for (const c of CLIENTS) await oldReport(request, jwt, sunny!.id, c);

  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await page.getByRole('banner').getByRole('link', { name: 'Report Settings' }).click();
  await expect(page).toHaveURL(/\/corporate\/admin\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Report Settings' })).toBeVisible();

  const list = page.getByRole('list', { name: 'Reports whose figures change' });
  for (const c of CLIENTS) {
    const item = list.getByRole('listitem', { name: `${c.firstName} ${c.lastName}` });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Calculated on 01/12/2025');
    await expect(item.getByRole('row', { name: /Staying at home/ })).toContainText('→');
  }
  // Other tests of the run may have left reports too: all of those listed are re-run.
  const count = await list.getByRole('listitem').count();
  expect(count).toBeGreaterThanOrEqual(3);
  await saveScreenshot(page, 'rates-rerun-list');

  await page.getByRole('button', { name: `Re-run all ${count} reports` }).click();
  await expect(page.getByRole('progressbar', { name: 'Re-run progress' })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: /^Re-r/ });
  await expect(status).toHaveText(`Re-ran ${count} of ${count} reports on today’s rates.`, {
    timeout: 60_000,
  });
  await expect(page.getByRole('progressbar', { name: 'Re-run progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByText('Every open report is on today’s rates.')).toBeVisible();
  await expect(page.getByText(`Re-ran ${count} reports on today’s rates`)).toBeVisible();
  await saveScreenshot(page, 'rates-rerun-done');

  // Reloading asks the server again: nothing left to re-run.
  await page.reload();
  await expect(page.getByText('Every open report is on today’s rates.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Re-run/ })).toHaveCount(0);
});
