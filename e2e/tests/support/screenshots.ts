/** Screenshots for people to look at (login, consent, home); e2e/screenshots/ is gitignored. */
import type { Page } from '@playwright/test';
import { join } from 'node:path';

export const screenshotPath = (name: string): string =>
  join(import.meta.dirname, '..', '..', 'screenshots', `${name}.png`);

export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}
