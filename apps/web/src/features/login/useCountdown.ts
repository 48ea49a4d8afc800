/** Seconds left of a rate-limit wait, ticking down once a second to 0 (spec §5: 'Please try again in N seconds'). */
import { useEffect, useState } from 'react';

export function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearTimeout(id);
  }, [left]);
  return [left, (seconds: number) => setLeft(Math.max(0, Math.ceil(seconds)))];
}
