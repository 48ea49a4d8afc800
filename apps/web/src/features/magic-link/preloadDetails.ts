/**
 * Issue 11 / ADR 0015's next step: the customer's Details step (its page, its form's field rules and zod, about
 * 60 kB gzip) is a lazy chunk, fetched only when the customer opens it. customer.html carries the list of those
 * files (`<script type="application/json" id="rlc-details-chunks">`, written by the customer build,
 * vite.customer.config.ts); `preloadDetails` turns it into `<link rel="modulepreload">` elements, so the browser
 * downloads and compiles them without running them:
 * - at once when the address is Details itself (prefetch.ts: the chunks travel while the app starts);
 * - otherwise once the report's frame has drawn (status, options), when the browser is idle, so the customer's
 *   first screen never waits behind them and Details opens without a round trip.
 * A page without the list (the staff app, the web tests, the dev server) preloads nothing.
 */

/** The id of customer.html's list of the Details step's files (root-relative URLs, JSON). */
export const DETAILS_CHUNKS_ID = 'rlc-details-chunks';

/** Adds a modulepreload link for each listed file not linked yet; returns how many it added. */
export function preloadDetails(doc: Document = document): number {
  const list = doc.getElementById(DETAILS_CHUNKS_ID);
  if (!list?.textContent) return 0;
  let added = 0;
  for (const href of JSON.parse(list.textContent) as string[]) {
    if ([...doc.head.querySelectorAll('link')].some((l) => l.getAttribute('href') === href)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
    added++;
  }
  return added;
}

/** `preloadDetails` when the browser is next idle (a timer where there is no requestIdleCallback). */
export function preloadDetailsWhenIdle(): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => preloadDetails(), { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(() => preloadDetails(), 1000);
  return () => window.clearTimeout(id);
}
