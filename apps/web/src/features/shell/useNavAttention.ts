/**
 * The one-off attention animation of a navigation button (spec §2.4: "a resources nav button gets a one-off
 * attention animation about 2.5 s after first showing"). `active` turns true `ATTENTION_DELAY_MS` after the
 * button first shows to this user, for `ATTENTION_MS`, and never again for them on this browser: the first run is
 * remembered in localStorage under `rlc.attention.<key>.<userId>`. Users who ask for reduced motion
 * (prefers-reduced-motion) get no animation, and it stays owed to them for when they do not.
 */
import { useEffect, useState } from 'react';

export const ATTENTION_DELAY_MS = 2500;
/** Three pulses of 0.8 s. */
export const ATTENTION_MS = 2400;

export const attentionStorageKey = (key: string, userId: number) => `rlc.attention.${key}.${userId}`;

function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

function seen(storageKey: string): boolean {
  try {
    return localStorage.getItem(storageKey) !== null;
  } catch {
    return true; // storage blocked: better no animation than one on every visit
  }
}

/** Whether the button named `key` should animate now (false when `enabled` is false). */
export function useNavAttention(key: string, userId: number, enabled: boolean): boolean {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const storageKey = attentionStorageKey(key, userId);
    if (!enabled || seen(storageKey) || reducedMotion()) return;
    let stop: ReturnType<typeof setTimeout> | undefined;
    const start = setTimeout(() => {
      try {
        localStorage.setItem(storageKey, new Date().toISOString());
      } catch {
        // Not remembered: it may run again next time, which is harmless.
      }
      setActive(true);
      stop = setTimeout(() => setActive(false), ATTENTION_MS);
    }, ATTENTION_DELAY_MS);
    return () => {
      clearTimeout(start);
      clearTimeout(stop);
    };
  }, [key, userId, enabled]);
  return active;
}

/** The MUI `sx` of the animation: a pulse of the button's background and scale; none under reduced motion. */
export const attentionSx = {
  '@keyframes rlc-attention': {
    // A white ring, not a lighter background: the label's contrast on the bar stays the same all through
    // (a translucent white fill made white-on-teal fail WCAG contrast mid-pulse; axe caught it).
    '0%, 100%': { transform: 'scale(1)', boxShadow: '0 0 0 0 rgba(255, 255, 255, 0)' },
    '50%': { transform: 'scale(1.12)', boxShadow: '0 0 0 2px rgba(255, 255, 255, 0.95)' },
  },
  animation: `rlc-attention ${ATTENTION_MS / 3}ms ease-in-out 3`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const;
