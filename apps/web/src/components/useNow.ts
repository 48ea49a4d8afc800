/** The current time (epoch ms), refreshed every `everyMs` (spec §9: time-ago text refreshes every 60 s). */
import { useEffect, useState } from 'react';
import { REFRESH_EVERY_MS } from '@rlc/shared';

export function useNow(everyMs: number = REFRESH_EVERY_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
