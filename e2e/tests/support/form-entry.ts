/**
 * Entering values on the report-form screens as a person does: by the field's visible label. The screens
 * autosave each change after a 500 ms debounce and show 'All changes saved' in their status line (role
 * status) once the server has the value, so a test waits for that before moving to the next screen.
 */
import { expect, type Page } from '@playwright/test';

/** Types into a text, currency, percent or date field (found by its exact label) and leaves it. */
export async function fillField(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.fill(value);
  await field.blur();
}

/** Opens a select (found by its exact label) and chooses the option with that exact text. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits until the screen's save status says everything typed is on the server. */
export async function expectAllSaved(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /All changes saved|Saving…/ })).toHaveText(
    'All changes saved',
    { timeout: 15_000 },
  );
}

/**
 * Today's date where the adviser works (the config's timezone, Australia/Brisbane), shifted back `years`
 * years, as dd/mm/yyyy. A 29 February birthday in a non-leap year becomes 28 February, so the person has
 * still turned that age today.
 */
export function birthDateYearsAgo(years: number, now = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Brisbane',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const year = Number(parts.year) - years;
  const month = Number(parts.month);
  let day = Number(parts.day);
  const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  if (month === 2 && day === 29 && !leap(year)) day = 28;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(day)}/${pad(month)}/${year}`;
}
