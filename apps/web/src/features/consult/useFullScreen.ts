/**
 * Full screen for Consult Mode (spec §2.4 "F11 gives full screen"), through the Fullscreen API so the page (not
 * the browser's own F11 mode, which a page cannot leave) controls it: F11 and the app bar's button toggle it.
 */
import { useCallback, useEffect, useState } from 'react';

export function useFullScreen(enabled: boolean): { active: boolean; toggle: () => void } {
  const [active, setActive] = useState(() => !!document.fullscreenElement);
  const toggle = useCallback(() => {
    // The API may be missing (tests, some embedded browsers) or refused (no user gesture): then nothing happens.
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
    else void document.documentElement.requestFullscreen?.().catch(() => undefined);
  }, []);
  useEffect(() => {
    const onChange = () => setActive(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'F11') return;
      e.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, toggle]);
  return { active, toggle };
}
