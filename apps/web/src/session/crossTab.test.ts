import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isWaitingOnOtherTab, onStorage } from './crossTab.ts';
import { registerNavigate } from '../routing/navigation.ts';
import { SESSION_KEY } from './storage.ts';
import { makeSession } from '../test/fixtures.ts';

const json = (over: Parameters<typeof makeSession>[0]) => JSON.stringify(makeSession(over));

describe('cross-tab session events', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    navigate.mockClear();
    registerNavigate(navigate);
    window.location.hash = '#/corporate/home';
  });
  afterEach(() => registerNavigate(null));

  it('goes to login when another tab removed the session', () => {
    onStorage({ key: SESSION_KEY, oldValue: json({}), newValue: null });
    expect(navigate).toHaveBeenCalledWith('/log-in', { replace: true });
  });

  it('ignores other keys', () => {
    onStorage({ key: 'rlc.lastAuth', oldValue: '1', newValue: '2' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('waits when another tab re-logged-in with a required change, and reloads after it is done', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      hash: '#/corporate/home',
      replace: vi.fn(),
      reload,
    });
    onStorage({
      key: SESSION_KEY,
      oldValue: json({ jwt: 'old-token-aaaaaaaa' }),
      newValue: json({ jwt: 'new-token-bbbbbbbb', mustChange: true }),
    });
    expect(isWaitingOnOtherTab()).toBe(true);
    onStorage({
      key: SESSION_KEY,
      oldValue: json({ jwt: 'new-token-bbbbbbbb', mustChange: true }),
      newValue: json({ jwt: 'newer-token-ccccccc', mustChange: false }),
    });
    expect(isWaitingOnOtherTab()).toBe(false);
    expect(reload).toHaveBeenCalled();
  });

  it('after waiting on the login page, reloads at the redirect target rather than at login', () => {
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/',
      search: '',
      hash: '#/log-in?redirect=%2Fcorporate%2Faccount%2Fpermissions',
      replace,
      reload: vi.fn(),
    });
    onStorage({
      key: SESSION_KEY,
      oldValue: null,
      newValue: json({ jwt: 'new-token-bbbbbbbb', mustChange: true }),
    });
    expect(isWaitingOnOtherTab()).toBe(true);
    onStorage({
      key: SESSION_KEY,
      oldValue: json({ jwt: 'new-token-bbbbbbbb', mustChange: true }),
      newValue: json({ jwt: 'newer-token-ccccccc', mustChange: false }),
    });
    // Hash history in tests (DEV): the app path goes after '#'.
    expect(replace).toHaveBeenCalledWith('/#/corporate/account/permissions');
  });
});
