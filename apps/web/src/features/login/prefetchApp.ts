/**
 * Fetches the staff app's files ahead while the user signs in (ADR 0026): login.html lists, as JSON in
 * `<script id="rlc-app-chunks">`, the JavaScript of a cold load of Home (the staff entry, the shell and Home; the
 * build writes it, vite.login.config.ts). The first call adds a `<link rel="prefetch">` for each, so the page load
 * after sign-in takes them from the browser's cache (they are cached for a year: hashed names). Later calls, and
 * pages without the list (the staff app's own /log-in route), do nothing.
 */
export const APP_CHUNKS_ID = 'rlc-app-chunks';

let done = false;

export function prefetchApp(): void {
  if (done) return;
  const listed = document.getElementById(APP_CHUNKS_ID)?.textContent;
  if (!listed) return;
  done = true;
  for (const href of JSON.parse(listed) as string[]) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    // As the staff page asks for its modules (`crossorigin`), so the request is the same one the cache answers.
    link.crossOrigin = 'anonymous';
    document.head.appendChild(link);
  }
}
