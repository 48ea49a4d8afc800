import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MESSAGES } from '@rlc/shared';
import { Providers, makeQueryClient } from '../../app/Providers.tsx';
import ChangePasswordPage from './ChangePasswordPage.tsx';
import { getSession } from '../../session/storage.ts';
import { makeSession, mockFetch, storeSession } from '../../test/fixtures.ts';
import { PASSWORDS_DIFFER } from './passwordForm.ts';

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/corporate/account/password', Component: ChangePasswordPage },
      { path: '/corporate/home', Component: () => <p>Home screen</p> },
    ],
    { initialEntries: ['/corporate/account/password'] },
  );
  render(
    <Providers queryClient={makeQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

async function fill(current: string, next: string, confirm: string) {
  await userEvent.type(screen.getByLabelText('Current Password'), current);
  await userEvent.type(screen.getByLabelText('New Password'), next);
  await userEvent.type(screen.getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('Change Password', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the fields before calling the server', async () => {
    storeSession(makeSession());
    const fetchMock = mockFetch(() => undefined);
    renderPage();
    await fill('old-password', 'short', 'other');
    expect(await screen.findByText(MESSAGES.login.passwordTooShort)).toBeTruthy();
    expect(screen.getByText(PASSWORDS_DIFFER)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on success stores the new token, clears the must-change flag and goes home', async () => {
    storeSession(makeSession({ jwt: 'old-token-aaaaaaaa', mustChange: true }, { mustChange: true }));
    const fetchMock = mockFetch(() => ({
      status: 200,
      body: { data: { message: 'Password updated', jwt: 'new-token-bbbbbbbb' } },
    }));
    const router = renderPage();
    await fill('first-pass-2026', 'second-pass-2026', 'second-pass-2026');
    expect(await screen.findByText(MESSAGES.password.changed)).toBeTruthy();
    expect(JSON.parse(fetchMock.mock.calls[0]![1]?.body as string)).toEqual({
      currentPassword: 'first-pass-2026',
      newPassword: 'second-pass-2026',
    });
    const session = getSession();
    expect(session?.jwt).toBe('new-token-bbbbbbbb');
    expect(session?.mustChange).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/corporate/home'));
  });

  it("shows 'Error changing password' and the server's reason beside Current Password", async () => {
    storeSession(makeSession());
    mockFetch(() => ({
      status: 400,
      body: { error: { code: 'PASSWORD_CHANGE_FAILED', message: 'Current password is incorrect.' } },
    }));
    renderPage();
    await fill('wrong-password', 'second-pass-2026', 'second-pass-2026');
    expect(await screen.findByText(MESSAGES.password.changeFailed)).toBeTruthy();
    expect(screen.getByText('Current password is incorrect.')).toBeTruthy();
    expect(getSession()?.jwt).toBe(makeSession().jwt);
  });

  // Issue 14: the server's reason beside Current Password, gone as soon as the adviser tries again.
  it("shows the server's reason beside Current Password and clears it on the next try", async () => {
    storeSession(makeSession());
    const reason = 'The current password is not right.';
    mockFetch(() => ({
      status: 400,
      body: {
        error: {
          code: 'PASSWORD_CHANGE_FAILED',
          message: MESSAGES.password.changeFailed,
          issues: [{ path: 'currentPassword', message: reason }],
        },
      },
    }));
    renderPage();
    await fill('wrong-password', 'second-pass-2026', 'second-pass-2026');
    const current = screen.getByLabelText('Current Password');
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(current.getAttribute('aria-invalid')).toBe('true');
    // The next try (the server has not answered yet): the old reason is gone.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<never>(() => {})),
    );
    await userEvent.clear(current);
    await userEvent.type(current, 'another-try-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(screen.queryByText(reason)).toBeNull());
    expect(current.getAttribute('aria-invalid')).toBe('false');
  });
});
