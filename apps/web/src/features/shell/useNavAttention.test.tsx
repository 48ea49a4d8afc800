/**
 * The Resources button's one-off attention animation (spec §2.4): it starts 2.5 s after the button shows, stops
 * after 2.4 s, never comes back for that user (remembered in localStorage), comes for another user, and does not
 * run at all under prefers-reduced-motion.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { attentionStorageKey, useNavAttention } from './useNavAttention.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('useNavAttention', () => {
  it('runs once per user, 2.5 s after showing, for 2.4 s', () => {
    const first = renderHook(() => useNavAttention('resources', 7, true));
    advance(2499);
    expect(first.result.current).toBe(false);
    advance(1);
    expect(first.result.current).toBe(true);
    expect(localStorage.getItem(attentionStorageKey('resources', 7))).not.toBeNull();
    advance(2400);
    expect(first.result.current).toBe(false);
    first.unmount();

    const again = renderHook(() => useNavAttention('resources', 7, true));
    advance(10_000);
    expect(again.result.current).toBe(false);
    again.unmount();

    const other = renderHook(() => useNavAttention('resources', 8, true));
    advance(2500);
    expect(other.result.current).toBe(true);
  });

  it('never runs under prefers-reduced-motion, and stays owed', () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce'), media: q }));
    const { result } = renderHook(() => useNavAttention('resources', 7, true));
    advance(10_000);
    expect(result.current).toBe(false);
    expect(localStorage.getItem(attentionStorageKey('resources', 7))).toBeNull();
  });

  it('does nothing while disabled (no Resources button)', () => {
    const { result } = renderHook(() => useNavAttention('resources', 7, false));
    advance(10_000);
    expect(result.current).toBe(false);
  });
});
