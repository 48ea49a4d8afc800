/**
 * Whether charts skip their animation: for automated browsers (so screenshots show the final chart) and for
 * people who prefer reduced motion. Used by the @mui/x-charts charts (Results, Analytics).
 */
export function skipChartAnimation(): boolean {
  if (typeof navigator !== 'undefined' && navigator.webdriver) return true;
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}
