/**
 * Report content and corporate settings in the browser: the demo admin opens Report Settings, writes
 * the corporate "Next steps" block in the limited rich text (a heading, a numbered list, bold, a link) and sees the
 * preview draw it; saves ('Report content updated', spec §8); renames the security deposit ('Corporate settings
 * updated'); then a Summary PDF of the demo report of Sunny Grove carries the block where it belongs (before the
 * rates and sources), without its markdown marks, and the renamed row label. The settings are put back at the end,
 * so other specs see the demo's labels.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { API, apiCall as call } from './support/api.ts';
import { DEMO_USERS } from './support/env.ts';
import { pdfText, renderPages } from './support/pdf.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { signIn } from './support/ui.ts';

const SHOTS = '/tmp/e2e-report-content';
const NEXT_STEPS = [
  '## Before you decide',
  '1. Talk the report over with your family.',
  '2. Visit **Sunny Grove** and ask for the Prospective Costs Document.',
  '3. Read [moneysmart.gov.au](https://moneysmart.gov.au).',
].join('\n');

test('an admin writes report content and renames a label; the next PDF shows both', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
  await page.goto('/corporate/admin/reports');
  await page.getByRole('button', { name: /^Next steps/ }).click();
  await page.getByRole('textbox', { name: 'Next steps text' }).fill(NEXT_STEPS);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('Before you decide')).toBeVisible();
  await expect(preview.getByRole('link', { name: 'moneysmart.gov.au' })).toHaveAttribute(
    'href',
    'https://moneysmart.gov.au',
  );
  await expect(preview.locator('strong', { hasText: 'Sunny Grove' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Report content updated')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Next steps/ })).toContainText('Last updated');

  await page.getByRole('textbox', { name: 'Name for the security deposit' }).fill('Refundable bond');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Corporate settings updated')).toBeVisible();
  await saveScreenshot(page, 'report-settings-content');

  // A Summary PDF of the demo report of Sunny Grove (Margaret Walsh), made and read through the API.
  const jwt = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('rlc.session') ?? '{}') as { jwt: string }).jwt,
  );
  const { forms } = await call<{ forms: { id: number; communityName: string }[] }>(
    request,
    jwt,
    'POST',
    '/forms',
    {
      search: 'Margaret Walsh',
    },
  );
  // The seeded one (the oldest), whatever other specs created since.
  const formId = Math.min(...forms.filter((f) => f.communityName === 'Sunny Grove Village').map((f) => f.id));
  await call(request, jwt, 'POST', `/form/${formId}/summary`, {});
  const { pdf } = await call<{ pdf: { id: number } }>(request, jwt, 'POST', `/form/${formId}/pdf`, {
    kind: 'summary',
  });
  await expect
    .poll(
      async () => {
        const { pdfs } = await call<{ pdfs: { id: number; status: string }[] }>(
          request,
          jwt,
          'GET',
          `/form/${formId}/pdfs`,
        );
        return pdfs.find((p) => p.id === pdf.id)?.status;
      },
      { timeout: 60_000 },
    )
    .toBe('done');
  const res = await request.get(`${API}/form/${formId}/pdf/${pdf.id}/download`, {
    headers: { authorization: `Bearer ${jwt}` },
  });
  const bytes = new Uint8Array(await res.body());
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(`${SHOTS}/summary.pdf`, bytes);
  expect(renderPages(`${SHOTS}/summary.pdf`, SHOTS, 'summary').length).toBeGreaterThan(1);
  const text = await pdfText(bytes);
  const at = (s: string) => text.indexOf(s);
  expect(at('Next steps')).toBeGreaterThan(-1);
  expect(at('Before you decide')).toBeGreaterThan(at('Next steps'));
  expect(at('2. Visit Sunny Grove and ask for the Prospective Costs Document.')).toBeLessThan(
    at('Rates and sources'),
  );
  expect(text).toContain('3. Read moneysmart.gov.au.');
  expect(text).not.toContain('**');
  expect(text).toContain('Refundable bond');

  // Back to the demo's labels for the other specs.
  await call(request, jwt, 'POST', '/corporate/settings/update', {
    settings: { renameHomeSecurityDeposit: null, renameChargeFeesRent: null, magicEnabled: true },
  });
});
