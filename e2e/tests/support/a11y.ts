/** Accessibility check (design §6: contrast AA, labelled controls) with axe-core on the current page. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG levels checked (WCAG 2.2 AA, which includes 2.0 and 2.1 A/AA). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One axe finding, short enough to read in a test failure: rule id, impact, help text, first three selectors. */
export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Every WCAG 2.2 A/AA violation on the page as it is now (open dialogs and menus included). */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
  }));
}

/** Issue 16's bar: the findings whose impact is serious or critical. */
export const seriousOrCritical = (findings: readonly AxeFinding[]): AxeFinding[] =>
  findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');

/** Fails with a readable list (rule id, impact, first selectors) of every WCAG 2 A/AA violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const violations = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
  }));
  expect(violations).toEqual([]);
}
