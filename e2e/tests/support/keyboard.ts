/**
 * Driving the app with the keyboard alone (WCAG 2.1.1 and 2.4.7): Tab / Shift+Tab to a control,
 * checking at every stop that the focused element shows a focus indicator, and the keys a control answers to
 * (Enter, Space, arrows). No mouse call is made by these helpers.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** What the focused element is and whether it shows a focus indicator. */
interface Stop {
  what: string;
  ring: boolean;
}

/**
 * The focused element and its indicator, read from computed styles: an outline (the theme's 2 px ring, or the
 * browser's own 'auto' ring on plain links), a box shadow, or — for a text field or select, whose focused
 * element is the inner input — the 2 px border MUI draws on the focused field's outline. `null` when nothing
 * but the page body has focus.
 */
export function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const what = `${el.tagName.toLowerCase()}[role=${el.getAttribute('role') ?? ''}] "${(
      el.getAttribute('aria-label') ??
      el.textContent ??
      ''
    )
      .trim()
      .slice(0, 40)}"`;
    const s = getComputedStyle(el);
    if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1) return { what, ring: true };
    if (s.boxShadow && s.boxShadow !== 'none') return { what, ring: true };
    const field = el.closest('.MuiInputBase-root');
    if (field?.classList.contains('Mui-focused')) {
      const border = field.querySelector('fieldset');
      if (border && parseFloat(getComputedStyle(border).borderTopWidth) >= 2) return { what, ring: true };
    }
    return { what, ring: false };
  });
}

/** Fails unless the focused element shows a focus indicator. */
export async function expectFocusRing(page: Page): Promise<void> {
  const stop = await focusedStop(page);
  expect(stop, 'something has keyboard focus').not.toBeNull();
  expect(stop!.ring, `visible focus on ${stop!.what}`).toBe(true);
}

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus, checking the focus indicator at every stop on
 * the way; fails after `max` stops (the control is not reachable by keyboard).
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  const unringed: string[] = [];
  for (let i = 0; i < max; i++) {
    if (i > 0 || !(await isFocused(target))) await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await focusedStop(page);
    if (stop && !stop.ring) unringed.push(stop.what);
    if (await isFocused(target)) {
      expect(unringed, 'stops without a visible focus indicator').toEqual([]);
      return;
    }
  }
  throw new Error(`not reached with ${back ? 'Shift+Tab' : 'Tab'} in ${max} stops: ${String(target)}`);
}

/** Presses `key` and checks the element then focused shows its focus indicator. */
export async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await expectFocusRing(page);
}

/** Tabs to a text field (by its exact label), replaces its text by typing, and tabs on. */
export async function typeInto(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(value);
  await expect(field).not.toHaveValue('');
}

/**
 * Tabs to a select (by its exact label), opens it with the Down arrow, moves with the arrows to the option
 * with that exact text (checking the focus indicator on each) and chooses it with Enter.
 */
export async function chooseWithKeys(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await tabTo(page, select);
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const wanted = listbox.getByRole('option', { name: option, exact: true });
  await expect(wanted).toBeVisible();
  for (let i = 0; i < 60 && !(await isFocused(wanted)); i++) await press(page, 'ArrowDown');
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(select).toContainText(option);
}

/**
 * Moves through the form's step bar (a tab list: one tab stop, arrows between steps) to the step named `name`
 * and opens it with Enter.
 */
export async function goToStep(page: Page, name: string): Promise<void> {
  const bar = page.getByRole('navigation', { name: 'Form steps' });
  await tabTo(page, bar.getByRole('tab', { selected: true }));
  const wanted = bar.getByRole('tab', { name, exact: true });
  for (let i = 0; i < 20 && !(await isFocused(wanted)); i++) await press(page, 'ArrowRight');
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(wanted).toHaveAttribute('aria-selected', 'true');
}
