import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MESSAGES } from '@rlc/shared';
import { Providers, makeQueryClient } from '../../app/Providers.tsx';
import LoginPage from './LoginPage.tsx';
import { LOGIN_CHECKS, problemsOf } from './loginForm.ts';
import { mockFetch } from '../../test/fixtures.ts';

function renderLogin(path = '/log-in') {
  const router = createMemoryRouter([{ path: '/log-in', Component: LoginPage }], { initialEntries: [path] });
  render(
    <Providers queryClient={makeQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

/** First message per field, as the form shows it. */
function firstErrors(values: { email: string; password: string }) {
  return problemsOf(values, LOGIN_CHECKS);
}

describe('login validation (spec §5)', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: MESSAGES.login.emailRequired, password: MESSAGES.login.passwordRequired },
    ],
    [{ email: 'a@b.co ', password: 'longenough' }, { email: MESSAGES.login.emailTrailingSpace }],
    [{ email: 'not-an-email', password: 'longenough' }, { email: MESSAGES.login.emailInvalid }],
    [{ email: 'a@b.co', password: 'short7!' }, { password: MESSAGES.login.passwordTooShort }],
    [{ email: 'a@b.co', password: '12345678' }, {}],
  ])('%j → %j', (values, expected) => {
    expect(firstErrors(values)).toEqual(expected);
  });
});

describe('LoginPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the messages beside the fields and sends nothing when invalid', async () => {
    const fetchMock = mockFetch(() => undefined);
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(MESSAGES.login.emailRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.login.passwordRequired)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('E-mail'), 'someone@demo.test ');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(MESSAGES.login.emailTrailingSpace)).toBeTruthy();
    expect(screen.getByText(MESSAGES.login.passwordTooShort)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message and the rate-limit wait", async () => {
    mockFetch(() => ({
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: 'Too many attempts', seconds: 30 } },
    }));
    renderLogin();
    await userEvent.type(await screen.findByLabelText('E-mail'), 'someone@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Too many attempts')).toBeTruthy();
    expect(screen.getByText(MESSAGES.login.tryAgainIn(30))).toBeTruthy();
  });

  it("falls back to 'Unable to login. Please try again.' when the server gives no message", async () => {
    mockFetch(() => ({ status: 500 }));
    renderLogin();
    await userEvent.type(await screen.findByLabelText('E-mail'), 'someone@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(MESSAGES.login.failed)).toBeTruthy();
  });

  it('shows the inactivity note from ?note=inactivity', async () => {
    renderLogin('/log-in?note=inactivity&redirect=%2Fcorporate%2Fhome');
    expect(await screen.findByText(MESSAGES.inactivityNote)).toBeTruthy();
  });

  it('toggles the password visibility with the eye button', async () => {
    renderLogin();
    const input = await screen.findByLabelText<HTMLInputElement>('Password');
    expect(input.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show characters' }));
    expect(input.type).toBe('text');
  });

  it("Forgot Password → E-mail → Next → 'Request sent'", async () => {
    const fetchMock = mockFetch(() => ({ status: 200, body: { data: { ok: true } } }));
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
    const email = dialog.querySelector('input')!;
    await userEvent.type(email, 'someone@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.login.requestSentTitle })).toBeTruthy();
    expect(screen.getByText(MESSAGES.login.requestSentText)).toBeTruthy();
    expect(JSON.parse(fetchMock.mock.calls[0]![1]?.body as string)).toEqual({
      email: 'someone@demo.test',
      code: 'forgot',
    });
  });
});
