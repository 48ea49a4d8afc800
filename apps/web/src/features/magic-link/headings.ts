/**
 * The headings of the customer's step pages, known from the address alone (and the customer's first name, kept
 * with their session): the pages draw them, and so do the customer's frame while the report is loading and
 * customer.html's first paint (firstPaint.ts), so a phone shows where the customer is from its first
 * frame and the heading never moves or flickers as the report and its code arrive (the heading is the
 * screen's Largest Contentful Paint). No React and no schemas here: customer.html's entry imports it.
 */
import { customerAddress } from './paths.ts';

/** Headings of the steps whose heading does not depend on the report (an option's is its name). */
export const STEP_HEADINGS = {
  properties: 'Options',
  customer: 'Your details',
  results: 'Your results',
} as const;

/** The first step's heading: it greets the customer by first name when their session names them. */
export const overviewHeading = (firstName?: string | null): string =>
  firstName ? `Welcome, ${firstName}` : 'Your report';

/**
 * The heading of the customer step at `pathname` (`/magic/form/:formId/<step>`; the bare form address is the
 * first step), or null where it is not known before the report arrives (an option, any other address).
 */
export function stepHeadingAt(pathname: string, firstName?: string | null): string | null {
  const step = customerAddress(pathname)?.step;
  if (step === undefined) return null;
  if (step === '' || step === 'status') return overviewHeading(firstName);
  return Object.hasOwn(STEP_HEADINGS, step) ? STEP_HEADINGS[step as keyof typeof STEP_HEADINGS] : null;
}
