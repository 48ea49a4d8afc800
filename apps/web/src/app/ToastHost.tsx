/**
 * Mounts the toasts' provider (ToastContainer.tsx) without holding back the first paint: its code
 * loads once the browser is idle after the first screen is drawn, or at once when a toast is asked for earlier
 * (toastQueue.ts keeps it until then). `onDemand`: only when a toast is asked for (the log-in page, whose few
 * toasts come late, e.g. the recovery codes' Copy, and whose bytes are kept to its first screen: ADR 0026).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastRequested } from './toastQueue.ts';

const ToastContainer = lazy(() => import('./ToastContainer.tsx'));

/** How long the idle wait may last before the host loads anyway. */
const IDLE_TIMEOUT_MS = 2000;

export function ToastHost({ onDemand = false }: { onDemand?: boolean }) {
  const [load, setLoad] = useState(false);
  useEffect(() => {
    if (load) return;
    const now = () => setLoad(true);
    const off = onToastRequested(now);
    if (onDemand) return off;
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(now, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(now, IDLE_TIMEOUT_MS / 2);
    return () => {
      off();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [load, onDemand]);
  return load ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
}
