import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkIdle, idleExpired, startIdleTimer } from './idle.ts';
import { touchLastAuth } from './storage.ts';
import { makeSession, storeSession } from '../test/fixtures.ts';

const MIN = 60_000;

describe('idleExpired', () => {
  it('is strictly after maxIdle + buffer minutes (30 + 5 = 35 min = 2,100,000 ms)', () => {
    expect(idleExpired(2_100_000, 0, 30, 5)).toBe(false);
    expect(idleExpired(2_100_001, 0, 30, 5)).toBe(true);
  });
});

describe('idle timer (fake clock)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('asks the server only after 35 idle minutes, checking every 300000 ms, and signs out when auth is false', async () => {
    storeSession(makeSession({ maxIdleMin: 30, idleBufferMin: 5 }));
    touchLastAuth(Date.now());
    const isAuth = vi.fn(() => Promise.resolve({ auth: false }));
    const signOutForInactivity = vi.fn();
    const stop = startIdleTimer({ isAuth, signOutForInactivity });

    // Ticks at 5, 10, …, 35 min: at 35 min exactly the idle time equals the allowance, not over it.
    await vi.advanceTimersByTimeAsync(35 * MIN);
    expect(isAuth).not.toHaveBeenCalled();
    // Tick at 40 min: 40 > 35 → ask.
    await vi.advanceTimersByTimeAsync(5 * MIN);
    expect(isAuth).toHaveBeenCalledTimes(1);
    expect(signOutForInactivity).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stays signed in when the server says the session is alive (another tab kept it busy)', async () => {
    storeSession(makeSession());
    touchLastAuth(Date.now() - 50 * MIN);
    const signOutForInactivity = vi.fn();
    await expect(
      checkIdle({ isAuth: () => Promise.resolve({ auth: true }), signOutForInactivity }),
    ).resolves.toBe(false);
    expect(signOutForInactivity).not.toHaveBeenCalled();
  });

  it('uses the server-supplied maxIdleMin (decimals allowed): 0.5 + 5 min', async () => {
    storeSession(makeSession({ maxIdleMin: 0.5 }));
    touchLastAuth(Date.now() - 5.6 * MIN);
    const isAuth = vi.fn(() => Promise.resolve({ auth: false }));
    const signOutForInactivity = vi.fn();
    await expect(checkIdle({ isAuth, signOutForInactivity })).resolves.toBe(true);
    expect(signOutForInactivity).toHaveBeenCalled();
  });

  it('does nothing when nobody is signed in', async () => {
    const isAuth = vi.fn(() => Promise.resolve({ auth: false }));
    await expect(checkIdle({ isAuth, signOutForInactivity: vi.fn() })).resolves.toBe(false);
    expect(isAuth).not.toHaveBeenCalled();
  });
});
