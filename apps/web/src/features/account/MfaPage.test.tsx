/**
 * Account › Multi-factor sign-in, 'New recovery codes' (ADR 0025): ten new codes shown once, saying the old ones
 * no longer work; the password is asked when the server answers REAUTH_REQUIRED; the count read again after.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MFA_TEXT } from '@rlc/shared';
import { Providers, makeQueryClient } from '../../app/Providers.tsx';
import { makeSession, mockFetch, storeSession } from '../../test/fixtures.ts';
import { ReauthDialogHost } from '../mfa/index.ts';
import MfaPage from './MfaPage.tsx';

afterEach(() => vi.unstubAllGlobals());

// Ten codes of the server's shape (5 + 5 characters of its alphabet).
const NEW_CODES = Array.from({ length: 10 }, (_, i) => `abcd${i + 2}-wxyz${i + 2}`);

/** The bodies POST reauth was sent. */
const bodies: { reauth: unknown[] } = { reauth: [] };

function serve(opts: { stale: boolean }) {
  const calls: string[] = [];
  bodies.reauth = [];
  let left = 2;
  let asked = 0;
  mockFetch((url, init) => {
    const path = url.replace(/^.*\/api\/app\/v1/, '');
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    if (path === '/account/mfa')
      return { status: 200, body: { data: { enabled: true, required: false, recoveryCodesLeft: left } } };
    if (path === '/reauth' && typeof init?.body === 'string') bodies.reauth.push(JSON.parse(init.body));
    if (path === '/reauth') return { status: 200, body: { data: { until: '2026-11-26T10:05:00.000Z' } } };
    if (path === '/account/mfa/recovery-codes') {
      if (opts.stale && ++asked === 1)
        return {
          status: 403,
          body: { error: { code: 'REAUTH_REQUIRED', message: MFA_TEXT.reauthRequired } },
        };
      left = 10;
      return { status: 200, body: { data: { recoveryCodes: NEW_CODES } } };
    }
    return undefined;
  });
  return calls;
}

function renderPage() {
  storeSession(makeSession());
  const router = createMemoryRouter(
    [
      {
        path: '/corporate/account/mfa',
        element: (
          <>
            <MfaPage />
            <ReauthDialogHost />
          </>
        ),
      },
    ],
    { initialEntries: ['/corporate/account/mfa'] },
  );
  render(
    <Providers queryClient={makeQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('New recovery codes', () => {
  it('shows the ten new codes once, says the old ones no longer work, and reads the count again', async () => {
    const calls = serve({ stale: false });
    renderPage();
    expect((await screen.findByTestId('mfa-state')).textContent).toBe(
      'On. You have 2 unused recovery codes.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'New recovery codes' }));
    const list = await screen.findByTestId('recovery-codes');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(NEW_CODES);
    expect(screen.getByText('You have ten new recovery codes. Your old ones no longer work.')).toBeTruthy();
    expect(screen.getByText(/They will not be shown again/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    await waitFor(() =>
      expect(screen.getByTestId('mfa-state').textContent).toBe('On. You have 10 unused recovery codes.'),
    );
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(calls.filter((c) => c === 'POST /account/mfa/recovery-codes')).toHaveLength(1);
  });

  it('asks for the password when the last confirmation is too old, then makes the codes', async () => {
    const calls = serve({ stale: true });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    const reauth = await screen.findByRole('dialog', { name: 'Confirm your password' });
    fireEvent.change(within(reauth).getByLabelText('Password'), { target: { value: 'demo-pass-2026' } });
    fireEvent.click(within(reauth).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('recovery-codes')).toBeTruthy();
    expect(calls.filter((c) => /recovery-codes|reauth/.test(c))).toEqual([
      'POST /account/mfa/recovery-codes',
      'POST /reauth',
      'POST /account/mfa/recovery-codes',
    ]);
  });

  it('a user with MFA may confirm with an authentication code instead of the password', async () => {
    const calls = serve({ stale: true });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    const asked = await screen.findByRole('dialog', { name: 'Confirm your password' });
    fireEvent.click(await within(asked).findByRole('button', { name: 'Use an authentication code instead' }));
    const byCode = screen.getByRole('dialog', { name: 'Confirm with a code' });
    fireEvent.change(within(byCode).getByLabelText(MFA_TEXT.codeLabel), { target: { value: ' 123 456 ' } });
    fireEvent.click(within(byCode).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('recovery-codes')).toBeTruthy();
    expect(bodies.reauth).toEqual([{ code: '123 456' }]);
    expect(calls.filter((c) => c === 'POST /account/mfa/recovery-codes')).toHaveLength(2);
  });

  it('cancelling the password question makes no codes and says why', async () => {
    const calls = serve({ stale: true });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    const reauth = await screen.findByRole('dialog', { name: 'Confirm your password' });
    fireEvent.click(within(reauth).getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText(MFA_TEXT.reauthRequired, { selector: 'p.MuiTypography-root' }),
    ).toBeTruthy();
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(calls.filter((c) => c === 'POST /account/mfa/recovery-codes')).toHaveLength(1);
  });
});
