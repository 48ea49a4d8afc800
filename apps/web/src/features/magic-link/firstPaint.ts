/**
 * customer.html's first paint, made specific to the address before any of the app's code has run (ADR 0015,
 * issue 11): on a step of the customer's own report the bar names the operator, a row the size of the step tabs
 * is held, and the step's heading is drawn where the page will draw it, in the same type. The customer sees where
 * they are in the first frame, and React's frame and page then take the same places, so nothing moves (no layout
 * shift) and no later text is larger (the heading stays the Largest Contentful Paint, at the first frame).
 *
 * Only for the report of the customer's own session (the router sends any other address elsewhere, where this
 * heading would be wrong); everywhere else customer.html's generic frame stays. Text goes in as text, never as
 * markup (the first name and the operator's name are typed by people). The class names are customer.html's.
 *
 * A public entry of the feature besides index.ts (ESLint's boundaries rule): customer.html's entry imports it
 * before anything else, and index.ts would bring the screens with it.
 */
import type { CustomerSession } from '../../session/customerSession.ts';
import { stepHeadingAt } from './headings.ts';
import { customerAddress } from './paths.ts';

/** Redraws `root`'s first frame for `pathname`; returns whether it did (false: the generic frame stays). */
export function drawFirstFrame(
  root: HTMLElement | null,
  pathname: string,
  session: CustomerSession | null,
): boolean {
  if (!root || !session || customerAddress(pathname)?.formId !== session.formId) return false;
  const heading = stepHeadingAt(pathname, session.customer.firstName);
  const bar = root.querySelector('.first-bar');
  const main = root.querySelector('.first-main');
  if (!heading || !bar || !main) return false;
  const doc = root.ownerDocument;
  if (session.contact.corporateName) bar.textContent = session.contact.corporateName;
  const tabs = doc.createElement('div');
  tabs.className = 'first-tabs';
  const h1 = doc.createElement('h1');
  h1.className = 'first-h1';
  h1.textContent = heading;
  const line = doc.createElement('p');
  line.textContent = 'Opening your report…';
  main.classList.add('wide');
  main.replaceChildren(tabs, h1, line);
  return true;
}
