/**
 * The second sign-in step (ADR 0018): after a right password for a user with MFA the Login page shows
 * 'Authentication code' instead of a session, sends the challenge with the code, and shows the server's refusal.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MFA_TEXT } from '@rlc/shared';
import { Providers, makeQueryClient } from '../../app/Providers.tsx';
import LoginPage from './LoginPage.tsx';
import { mockFetch } from '../../test/fixtures.ts';

const CHALLENGE = 'c'.repeat(43);

function renderLogin() {
  const router = createMemoryRouter([{ path: '/log-in', Component: LoginPage }], {
    initialEntries: ['/log-in'],
  });
  render(
    <Providers queryClient={makeQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('Login with multi-factor sign-in', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the code after the password and sends it with the challenge; a wrong code is said so', async () => {
    const fetchMock = mockFetch((url) => {
      if (url.endsWith('/login'))
        return { status: 200, body: { data: { mfa: { challenge: CHALLENGE, enrol: false } } } };
      if (url.endsWith('/login/mfa'))
        return {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION',
              message: MFA_TEXT.codeInvalid,
              issues: [{ path: 'code', message: MFA_TEXT.codeInvalid }],
            },
          },
        };
      return undefined;
    });
    renderLogin();
    await userEvent.type(await screen.findByLabelText('E-mail'), 'someone@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    const code = await screen.findByLabelText(MFA_TEXT.codeLabel);
    expect(screen.queryByLabelText('Password')).toBeNull();
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MFA_TEXT.codeInvalid)).toBeTruthy();

    const call = fetchMock.mock.calls.find(([u]) => typeof u === 'string' && u.endsWith('/login/mfa'));
    expect(JSON.parse(call?.[1]?.body as string)).toEqual({ challenge: CHALLENGE, code: '123456' });
  });

  it('Back to sign in returns to the password form', async () => {
    mockFetch((url) =>
      url.endsWith('/login')
        ? { status: 200, body: { data: { mfa: { challenge: CHALLENGE, enrol: false } } } }
        : undefined,
    );
    renderLogin();
    await userEvent.type(await screen.findByLabelText('E-mail'), 'someone@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByLabelText(MFA_TEXT.codeLabel);
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});
