/**
 * How many of a screen's `total` parts to draw: with `staged`, the first at once and then one more in each
 * following task; otherwise all of them. A long form (the customer's details on a phone, ADR 0015) then commits
 * section by section, each a short task, instead of in one task that holds the main thread for its whole DOM,
 * styles and layout (Lighthouse's Total Blocking Time). Each later part renders as a transition, so typing in a
 * drawn field goes first.
 */
import { startTransition, useEffect, useState } from 'react';

export function useStagedCount(total: number, staged: boolean): number {
  const [shown, setShown] = useState(staged ? 1 : total);
  useEffect(() => {
    if (shown >= total) return;
    // A timer, not the next frame: the browser paints what was committed and may run input between parts.
    // Once all are drawn, all stay drawn: a part added later (a partner) draws at once.
    const timer = setTimeout(
      () => startTransition(() => setShown((n) => (n + 1 >= total ? Infinity : n + 1))),
      0,
    );
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}
