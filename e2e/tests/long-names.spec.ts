/**
 * Issue 14 "Screens" in the browser: long names never widen the page (cut with an ellipsis, the whole in a
 * tooltip reached by hover and by keyboard), at 1280 px and on a 390 px phone; the Owner column; Clone asks and
 * opens the copy "… (copy)"; the decision keeps its notes; an adviser deletes their own draft.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { apiCall, apiLogin } from './support/api.ts';
import { DEMO_USERS } from './support/env.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { signIn } from './support/ui.ts';

/** A 100-character word (the name fields' limit) that cannot wrap: the hardest case for a layout. */
const SOLID =
  'WolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaftschaferswessenschafewarenwohlgepflegeX';
const ZOE = { firstName: 'Zoë 秀英', lastName: "O'Brien-Müller" };

/** A report of the adviser's in Sunny Grove with one village and one external option; returns its id. */
async function report(
  request: APIRequestContext,
  jwt: string,
  customer: Record<string, unknown>,
  optionName: string,
): Promise<number> {
  const { communities } = await apiCall<{ communities: { id: number; name: string }[] }>(
    request,
    jwt,
    'GET',
    '/communities',
  );
  const sunny = communities.find((c) => c.name.startsWith('Sunny Grove'))!;
  const { formId } = await apiCall<{ formId: number }>(request, jwt, 'POST', '/forms/create', {
    communityId: sunny.id,
  });
  let { version } = await apiCall<{ version: number }>(request, jwt, 'GET', `/form/${formId}`);
  ({ version } = await apiCall<{ version: number }>(request, jwt, 'POST', `/form/${formId}/customer`, {
    data: customer,
    version,
  }));
  ({ version } = await apiCall<{ version: number }>(request, jwt, 'POST', `/form/${formId}/createVillage/1`, {
    version,
  }));
  const ext = await apiCall<{ version: number; village: { id: number } }>(
    request,
    jwt,
    'POST',
    `/form/${formId}/createVillage/2`,
    { version },
  );
  await apiCall(request, jwt, 'POST', `/form/${formId}/village/2/${ext.village.id}`, {
    data: { name: optionName, propertyValue: 450_000 },
    version: ext.version,
  });
  return formId;
}

/** The page is no wider than the window: nothing pushed it sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(inner);
}

test('long names are cut, never widening the page; the whole name is a hover or a Tab away', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const jwt = await apiLogin(request, DEMO_USERS.adviser);
  // A couple with different last names: a report name of 303 characters.
  const long = await report(
    request,
    jwt,
    {
      firstName: SOLID,
      lastName: 'Featherstonehaugh-Cholmondeley',
      relationship: 2,
      partnerFirstName: 'Marguerite',
      partnerLastName: [...SOLID].reverse().join(''),
    },
    `${'X'.repeat(60)} Riverside Gardens Independent Living Apartments and Serviced Villas by the Bay`,
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO_USERS.adviser.email, DEMO_USERS.adviser.password);
  const table = page.getByRole('table', { name: 'Reports' });
  await expect(table.getByRole('columnheader', { name: 'Owner' })).toBeVisible();
  const row = table.locator(`tr[data-form-id="${long}"]`);
  await expect(row.getByTestId('owner')).toHaveText('Sam Taylor');
  const name = row.locator('[data-clipped="true"]').first();
  await expect(name).toBeVisible();
  await expectNoSidewaysScroll(page);
  // Keyboard: from the search box, Tab reaches the cut name, and its tooltip shows the whole.
  await page.getByLabel('Search reports').fill(SOLID.slice(0, 20));
  await expect(table.locator('tr[data-form-id]')).toHaveCount(1);
  await page.getByLabel('Search reports').focus();
  // Past the column headers' sort buttons: at most a dozen stops before the first row's name.
  for (let i = 0; i < 12 && !(await name.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(name).toBeFocused();
  await expect(page.getByRole('tooltip')).toContainText(
    `${SOLID} Featherstonehaugh-Cholmondeley and Marguerite`,
  );
  await saveScreenshot(page, 'long-names-home-1280');
  await expectNoAxeViolations(page);

  await page.goto(`/corporate/form/${long}/properties`);
  const steps = page.getByRole('navigation', { name: 'Form steps' });
  await expect(steps.getByRole('tab')).toHaveCount(6);
  // The step bar fits at 1280 px: no scrollbar of its own.
  expect(await steps.evaluate((n) => n.scrollWidth <= n.clientWidth)).toBe(true);
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'long-names-properties-1280');
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await page.goto(`/corporate/form/${long}/results`);
  await expect(page.getByRole('heading', { name: 'Client decision' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goto('/corporate/home');
  await expect(table).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'long-names-home-390');
});

/** Three option names of 60+ characters, too long for a step of the bar. */
const OPTION_NAMES = [
  'Riverside Gardens Independent Living Apartments and Serviced Villas',
  'Bayside Cove Lifestyle Community for Over Fifties with Marina Berths',
  'Mountain View Retirement Estate Stage Two Premium Garden Residences',
];
/** A report with three options named OPTION_NAMES (two villages of Sunny Grove, one external); returns its id. */
async function threeLongOptions(request: APIRequestContext, jwt: string): Promise<number> {
  const formId = await report(request, jwt, ZOE, OPTION_NAMES[2]!);
  let { version } = await apiCall<{ version: number }>(request, jwt, 'GET', `/form/${formId}`);
  ({ version } = await apiCall<{ version: number }>(request, jwt, 'POST', `/form/${formId}/createVillage/1`, {
    version,
  }));
  const form = await apiCall<{ villagesInternal: { id: number; order: number }[] }>(
    request,
    jwt,
    'GET',
    `/form/${formId}`,
  );
  const villages = [...form.villagesInternal].sort((a, b) => a.order - b.order || a.id - b.id);
  for (const [i, v] of villages.entries())
    ({ version } = await apiCall<{ version: number }>(
      request,
      jwt,
      'POST',
      `/form/${formId}/village/1/${v.id}`,
      {
        data: { name: OPTION_NAMES[i] },
        version,
      },
    ));
  return formId;
}

test('three long option names in the step bar are cut with a gap between steps, at 1280 px and on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const formId = await threeLongOptions(request, await apiLogin(request, DEMO_USERS.adviser));
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO_USERS.adviser.email, DEMO_USERS.adviser.password);
  await page.goto(`/corporate/form/${formId}/properties`);
  const tabs = page.getByRole('navigation', { name: 'Form steps' }).getByRole('tab');
  await expect(tabs).toHaveCount(7);
  // Each option's tab is named by its whole name (and its second line), cut or not.
  for (const name of OPTION_NAMES)
    await expect(page.getByRole('tab', { name: new RegExp(`^${name}, `) })).toHaveCount(1);
  for (const [width, gap] of [
    [1280, 12],
    [390, 6],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    // The steps' first lines, left to right: each long name is cut, and no two texts come closer than `gap`.
    const boxes = await tabs.evaluateAll((els) =>
      els.map((el) => {
        const text = el.querySelector<HTMLElement>('.MuiStepLabel-label span')!;
        const r = text.getBoundingClientRect();
        return { left: r.left, right: r.right, cut: text.scrollWidth > text.clientWidth };
      }),
    );
    expect(boxes.slice(1, 4).map((b) => b.cut)).toEqual([true, true, true]);
    for (let i = 1; i < boxes.length; i++)
      expect(
        boxes[i]!.left - boxes[i - 1]!.right,
        `gap before step ${i + 1} at ${width} px`,
      ).toBeGreaterThanOrEqual(gap);
    await expectNoSidewaysScroll(page);
    await saveScreenshot(page, `long-names-steps-${width}`);
  }
});

test('Clone asks and opens the copy; the decision keeps its notes; the adviser deletes their own draft', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const jwt = await apiLogin(request, DEMO_USERS.adviser);
  const original = await report(request, jwt, ZOE, 'Bayside Land Lease');
  await signIn(page, DEMO_USERS.adviser.email, DEMO_USERS.adviser.password);
  const table = page.getByRole('table', { name: 'Reports' });
  const row = table.locator(`tr[data-form-id="${original}"]`);
  await row.getByRole('button', { name: "Clone Zoë 秀英 O'Brien-Müller" }).click();
  const ask = page.getByRole('dialog', { name: 'Copy report?' });
  await expect(ask).toContainText("The copy is named “Zoë 秀英 O'Brien-Müller (copy)” and opens.");
  await ask.getByRole('button', { name: 'Make a copy' }).click();
  await page.waitForURL(/\/corporate\/form\/\d+\/properties$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Zoë 秀英 O'Brien-Müller (copy)");
  const copy = Number(/form\/(\d+)/.exec(page.url())![1]);
  expect(copy).not.toBe(original);

  await page.goto(`/corporate/form/${copy}/results`);
  const notes = 'Zoë wants to stay near her daughter; revisit in March.';
  await page.getByLabel('Decision notes').fill(notes);
  await page.getByRole('button', { name: 'Set client decision' }).click();
  await page.getByRole('menuitem', { name: 'Not buying: Staying at home' }).click();
  await expect(page.getByTestId('decision-status')).toHaveText('Decided Not To Buy');
  await page.reload();
  await expect(page.getByLabel('Decision notes')).toHaveValue(notes);

  await page.goto('/corporate/home');
  // The decided copy is no longer a draft: no Delete. The original draft is the adviser's to delete.
  await expect(table.locator(`tr[data-form-id="${copy}"]`)).toContainText('Not buying (Staying at home)');
  await expect(
    table.locator(`tr[data-form-id="${copy}"]`).getByRole('button', { name: /^Delete/ }),
  ).toHaveCount(0);
  await row.getByRole('button', { name: "Delete Zoë 秀英 O'Brien-Müller" }).click();
  await page.getByRole('dialog', { name: 'Delete report?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});
