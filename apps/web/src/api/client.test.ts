import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './client.ts';
import { registerNavigate } from '../routing/navigation.ts';
import { getLastAuth, getSession, LAST_AUTH_KEY } from '../session/storage.ts';
import { makeSession, mockFetch, storeSession } from '../test/fixtures.ts';

describe('api client', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    navigate.mockClear();
    registerNavigate(navigate);
    // Vitest runs with import.meta.env.DEV = true, so the app uses hash history here.
    window.location.hash = '#/corporate/account/permissions?tab=1';
  });
  afterEach(() => {
    registerNavigate(null);
    vi.unstubAllGlobals();
  });

  it('sends the bearer token, unwraps data and refreshes the last-auth time', async () => {
    storeSession(makeSession({ jwt: 'a-token-longer-than-12' }));
    localStorage.setItem(LAST_AUTH_KEY, '5');
    const fetchMock = mockFetch(() => ({ status: 200, body: { data: { auth: true } } }));

    await expect(api<{ auth: boolean }>('isAuth')).resolves.toEqual({ auth: true });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/app/v1/isAuth');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer a-token-longer-than-12');
    expect(getLastAuth()).toBeGreaterThan(5);
  });

  it('sends no Authorization header when the stored token is 12 characters or fewer (spec §4)', async () => {
    storeSession(makeSession({ jwt: '123456789012' }));
    const fetchMock = mockFetch(() => ({ status: 200, body: { data: {} } }));
    await api('auth');
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('on a 401 clears the session and goes to login with a redirect back', async () => {
    storeSession(makeSession());
    mockFetch(() => ({
      status: 401,
      body: { error: { code: 'UNAUTHENTICATED', message: 'Session ended' } },
    }));

    const err = await api('communities').catch((e: unknown) => e);

    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'Session ended' });
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith(
      '/log-in?redirect=%2Fcorporate%2Faccount%2Fpermissions%3Ftab%3D1',
      expect.anything(),
    );
  });

  it('adds the inactivity note when the 401 answers the auth check', async () => {
    storeSession(makeSession());
    mockFetch(() => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'x' } } }));
    await api('isAuth', { noteOn401: 'inactivity' }).catch(() => undefined);
    expect(navigate.mock.calls[0]![0]).toMatch(/^\/log-in\?note=inactivity&redirect=/);
  });

  it('does not log out on a login 401 (wrong password) and carries the rate-limit seconds', async () => {
    storeSession(makeSession());
    mockFetch(() => ({
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: 'Too many attempts', seconds: 42 } },
    }));
    const err = await api('login', { body: {}, noAuthRedirect: true }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 429, code: 'RATE_LIMITED', seconds: 42 });
    expect(getSession()).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reads data.message when there is no error object (spec §8)', async () => {
    mockFetch(() => ({ status: 400, body: { data: { message: 'Bad thing' } } }));
    await expect(api('x')).rejects.toMatchObject({ message: 'Bad thing', status: 400 });
  });
});
