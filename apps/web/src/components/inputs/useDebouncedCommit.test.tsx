import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDebouncedCommit } from './useDebouncedCommit.ts';

// Generous timeouts: MUI in jsdom is slow on a busy shared 2-core machine.
describe('useDebouncedCommit (500 ms)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('commits only the last value, 500 ms after the last push', () => {
    const commit = vi.fn();
    const { result } = renderHook(() => useDebouncedCommit<string>(commit));
    act(() => {
      result.current.push('a');
    });
    act(() => {
      vi.advanceTimersByTime(400);
    });
    act(() => {
      result.current.push('ab');
    });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(commit).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(commit.mock.calls).toEqual([['ab']]);
  });

  it('flush commits the pending value at once, and only once', () => {
    const commit = vi.fn();
    const { result } = renderHook(() => useDebouncedCommit<number>(commit));
    act(() => {
      result.current.push(7);
    });
    act(() => {
      result.current.flush();
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(commit.mock.calls).toEqual([[7]]);
  });

  it('cancel drops the pending value', () => {
    const commit = vi.fn();
    const { result } = renderHook(() => useDebouncedCommit<number>(commit));
    act(() => {
      result.current.push(7);
    });
    act(() => {
      result.current.cancel();
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(commit).not.toHaveBeenCalled();
  });

  it('commits what is pending when the field goes away, so nothing typed is lost', () => {
    const commit = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCommit<string>(commit));
    act(() => {
      result.current.push('typed');
    });
    unmount();
    expect(commit.mock.calls).toEqual([['typed']]);
  });

  it('closing the tab with a value pending commits it and asks to confirm leaving; nothing pending, no prompt', () => {
    const commit = vi.fn();
    const { result } = renderHook(() => useDebouncedCommit<string>(commit));
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    act(() => {
      result.current.push('typed');
    });
    expect(leave()).toBe(true);
    expect(commit.mock.calls).toEqual([['typed']]);
    expect(leave()).toBe(false);
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('calls the newest commit function', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ fn }) => useDebouncedCommit<string>(fn), {
      initialProps: { fn: first },
    });
    act(() => {
      result.current.push('x');
    });
    rerender({ fn: second });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(first).not.toHaveBeenCalled();
    expect(second.mock.calls).toEqual([['x']]);
  });
});
