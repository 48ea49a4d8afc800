/**
 * Spec §5/§9 text debounce: a field shows typing at once but tells its form only after 500 ms without typing,
 * and at once on blur (flush). Anything still pending when the field unmounts is committed, so nothing typed is
 * lost when the adviser navigates away quickly; closing or reloading the tab with a value still pending commits it
 * and asks the browser to confirm leaving (its own "changes may not be saved" prompt), so the save can finish.
 */
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { TEXT_DEBOUNCE_MS } from '@rlc/shared';

export interface DebouncedCommit<T> {
  /** Remember the latest value and (re)start the idle timer. */
  push: (value: T) => void;
  /** Commit the pending value now, if any (call on blur). */
  flush: () => void;
  /** Drop the pending value without committing. */
  cancel: () => void;
}

export function useDebouncedCommit<T>(
  commit: (value: T) => void,
  delayMs: number = TEXT_DEBOUNCE_MS,
): DebouncedCommit<T> {
  const commitRef = useRef(commit);
  // Always call the newest commit (it closes over the newest form value) without restarting timers.
  useLayoutEffect(() => {
    commitRef.current = commit;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<{ value: T } | null>(null);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
  }, []);

  const flush = useCallback(() => {
    const p = pending.current;
    cancel();
    if (p) commitRef.current(p.value);
  }, [cancel]);

  const push = useCallback(
    (value: T) => {
      pending.current = { value };
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );

  useEffect(() => flush, [flush]);
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!pending.current) return;
      flush();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [flush]);
  return { push, flush, cancel };
}
