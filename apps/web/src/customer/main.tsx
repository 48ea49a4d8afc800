/**
 * Entry of customer.html (ADR 0014). The page's first paint is in the HTML itself (the bar and a line saying
 * what is coming); this tiny module lets the browser present that frame before the customer's app (app.tsx,
 * fetched meanwhile: the build preloads it from the HTML) is evaluated, so a slow phone shows something at once
 * instead of a blank page for the seconds its main thread spends starting the app.
 */
const start = () => void import('./app.tsx');

// A frame callback runs just before its frame is drawn; one in the next frame runs once the first was drawn.
// A page opened in a background tab draws no frames (and runs no frame callbacks) until shown: start at once.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => requestAnimationFrame(start));
