/**
 * The adviser's side of a magic link in the browser, shared by magic-link.spec.ts and the
 * accessibility spec: create a magic report, assign its customer, and read the link the SMTP sink received.
 */
import { expect, type Page } from '@playwright/test';
import { mailText, sinkMessages } from './smtp.ts';

/** The newest magic link e-mailed to `to`, waiting for it at the SMTP sink. */
export async function magicLinkSentTo(to: string, after = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await sinkMessages()).filter((m) => m.to.includes(to.toLowerCase()));
        const links = mails
          .map((m) => /\/magic\?token=([A-Za-z0-9_-]{43})/.exec(mailText(m))?.[1])
          .filter((t): t is string => Boolean(t));
        link = links.length > after ? `/magic?token=${links[links.length - 1]}` : undefined;
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Create Report → "Customer completes it" for the first community offered; lands on Magic Link Status. */
export async function createMagicReport(page: Page): Promise<string> {
  await page.goto('/corporate/newForm');
  await page.getByRole('combobox', { name: 'Community' }).click();
  await page.getByRole('option').nth(1).click();
  await page.getByRole('radio', { name: /Customer completes it/ }).check();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.waitForURL(/\/corporate\/magic-form\/\d+\/status$/);
  await expect(page.getByTestId('magic-status')).toHaveText('Awaiting Details');
  return new URL(page.url()).pathname.replace(/\/status$/, '');
}

export async function assignCustomer(page: Page, base: string, email: string): Promise<void> {
  await page.goto(`${base}/customer`);
  await expect(page.getByRole('heading', { name: 'Assign Customer', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByLabel('First Name').fill('Dot');
  await page.getByLabel('Last Name').fill('Nguyen');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('0400 000 000');
  await page.getByRole('button', { name: 'Assign Customer' }).click();
  await expect(page.getByText('Customer Assigned! Magic Link Email on its way')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Customer', level: 2 })).toBeVisible();
}
