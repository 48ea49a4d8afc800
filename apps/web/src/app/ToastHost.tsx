/**
 * Mounts the toasts' provider (ToastContainer.tsx) without holding back the first paint (issue 16): its code
 * loads once the browser is idle after the first screen is drawn, or at once when a toast is asked for earlier
 * (toastQueue.ts keeps it until then).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastRequested } from './toastQueue.ts';

const ToastContainer = lazy(() => import('./ToastContainer.tsx'));

/** How long the idle wait may last before the host loads anyway. */
const IDLE_TIMEOUT_MS = 2000;

export function ToastHost() {
  const [load, setLoad] = useState(false);
  useEffect(() => {
    if (load) return;
    const now = () => setLoad(true);
    const off = onToastRequested(now);
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(now, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(now, IDLE_TIMEOUT_MS / 2);
    return () => {
      off();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [load]);
  return load ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
}
