/**
 * Entry of customer.html (ADR 0015). The page's first paint is in the HTML itself (the bar and a line saying
 * what is coming), made the step's own frame and heading on a step of the customer's report (firstPaint.ts); this
 * tiny module lets the browser present that frame before the customer's app (app.tsx,
 * fetched meanwhile: the build preloads it from the HTML) is evaluated, so a slow phone shows something at once
 * instead of a blank page for the seconds its main thread spends starting the app.
 *
 * The app's code is then evaluated in stages, the heaviest libraries first, each in a task of its own with the
 * main thread free between them: one module graph evaluates in one long task, which a phone's CPU turns into
 * a second or more of an unanswerable page (Lighthouse's Total Blocking Time).
 */
import { getCustomerSession } from '../session/customerSession.ts';
import { drawFirstFrame } from '../features/magic-link/firstPaint.ts';

// Before anything else: the first frame says which step of their report the customer is on (firstPaint.ts).
drawFirstFrame(document.getElementById('root'), window.location.pathname, getCustomerSession());

// Each stage a module of ours or one whose every export the app uses: a dynamic import keeps all exports of
// what it imports (a bare `import('react-router')` would keep the whole router library).
const STAGES = [
  () => import('react-dom/client'),
  () => import('../app/Providers.tsx'), // MUI, emotion, the theme, toasts, the query client
  () => import('../app/mountApp.tsx'), // the router
  () => import('../features/magic-link/api.ts'), // the API client and the customer's routes (no schemas)
  () => import('./app.tsx'),
];

// The first answer the screen will need (the link's peek, the report's form) is asked for at once, by a small
// module of its own (prefetch.ts): it travels while the stages below run, instead of after them.
void import('../features/magic-link/prefetch.ts').then((m) => m.prefetchFor(window.location));

/** A task boundary: the browser may run input, rendering and other tasks before the next stage. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  for (const stage of STAGES) {
    await stage();
    await nextTask();
  }
}

// A frame callback runs just before its frame is drawn; one in the next frame runs once the first was drawn.
// A page opened in a background tab draws no frames (and runs no frame callbacks) until shown: start at once.
if (document.visibilityState === 'hidden') void start();
else requestAnimationFrame(() => requestAnimationFrame(() => void start()));
