/**
 * Resetting another user's multi-factor sign-in from Edit User (ADR 0025): the state shown, the confirmation
 * saying what happens, the password asked when the server answers REAUTH_REQUIRED and the call repeated, the
 * toast; no reset offered for a user without MFA or for the signed-in admin themself. The server is a scripted
 * fetch; calls are recorded with their bodies.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { MFA_TEXT, type AdminUser } from '@rlc/shared';
import { mockFetch } from '../../test/fixtures.ts';
import { renderRoutesAt } from '../../test/renderRoutes.tsx';
import { ReauthDialogHost } from '../mfa/index.ts';
import { userAdminRoutes } from './routes.ts';

afterEach(() => vi.unstubAllGlobals());

const person = (id: number, firstName: string, mfa: boolean): AdminUser => ({
  id,
  firstName,
  lastName: 'Lee',
  email: `${firstName.toLowerCase()}@demo.test`,
  title: null,
  phone: null,
  role_id: 3,
  roleName: 'adviser',
  state: 'active',
  communities: [],
  last_login_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  mfa,
});
// The signed-in admin of the test session is user 7 (test/fixtures.ts makeUser).
const USERS = [person(2, 'Robin', true), person(4, 'Kim', false), person(7, 'Alice', true)];

function serve() {
  const calls: { call: string; body: unknown }[] = [];
  let resets = 0;
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.replace(/^.*\/api\/app\/v1/, '');
    calls.push({
      call: `${method} ${path}`,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    if (path === '/users') return { status: 200, body: { data: { users: USERS } } };
    if (path === '/users/roles')
      return {
        status: 200,
        body: { data: { roles: [{ id: 3, name: 'adviser', permissions: [], grantable: true }] } },
      };
    if (path === '/communities')
      return { status: 200, body: { data: { communities: [], info: { count: 0, licenses: 10 } } } };
    if (path === '/reauth') return { status: 200, body: { data: { until: '2026-11-26T10:05:00.000Z' } } };
    if (path === '/user/2/mfa/reset')
      // The admin's last confirmation is too old the first time: the server asks for the password.
      return ++resets === 1
        ? { status: 403, body: { error: { code: 'REAUTH_REQUIRED', message: MFA_TEXT.reauthRequired } } }
        : {
            status: 200,
            body: { data: { user: { ...USERS[0], mfa: false }, message: MFA_TEXT.resetDone } },
          };
    return undefined;
  });
  return calls;
}

function renderScreen() {
  const withHost = [
    {
      element: (
        <>
          <Outlet />
          <ReauthDialogHost />
        </>
      ),
      children: userAdminRoutes,
    },
  ];
  renderRoutesAt(withHost, '/corporate/admin/users', {
    permissions: ['accessCorporate', 'createUser', 'updateUser', 'createForm'],
  });
}

async function openEdit(name: string) {
  const button = await screen.findByRole('button', { name: `Edit ${name}` });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
  return screen.findByRole('dialog', { name: 'Edit User' });
}

describe('Reset multi-factor sign-in (Edit User)', () => {
  it('confirms what happens, asks for the password when the server wants it, repeats the call and toasts', async () => {
    const calls = serve();
    renderScreen();
    const dialog = await openEdit('Robin Lee');
    expect(within(dialog).getByTestId('user-mfa-state').textContent).toBe('On');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset multi-factor sign-in' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset multi-factor sign-in?' });
    expect(confirm.textContent).toContain(
      "Robin Lee's authenticator app and recovery codes will stop working, and they will be signed out.",
    );
    expect(confirm.textContent).toContain('they set it up again at their next sign-in');
    expect(calls.filter((c) => c.call === 'POST /user/2/mfa/reset')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reset' }));

    const reauth = await screen.findByRole('dialog', { name: 'Confirm your password' });
    fireEvent.change(within(reauth).getByLabelText('Password'), { target: { value: 'demo-pass-2026' } });
    fireEvent.click(within(reauth).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(MFA_TEXT.resetDone)).toBeTruthy();
    // Refused once, confirmed with the password, then done.
    expect(calls.filter((c) => /reset|reauth/.test(c.call)).map((c) => c.call)).toEqual([
      'POST /user/2/mfa/reset',
      'POST /reauth',
      'POST /user/2/mfa/reset',
    ]);
    expect(calls.find((c) => c.call === 'POST /reauth')?.body).toEqual({ password: 'demo-pass-2026' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit User' })).toBeNull());
    await waitFor(() => expect(calls.filter((c) => c.call === 'POST /users')).toHaveLength(2));
  });

  it('offers no reset for a user without MFA, nor for the signed-in admin themself', async () => {
    serve();
    renderScreen();
    const kim = await openEdit('Kim Lee');
    expect(within(kim).getByTestId('user-mfa-state').textContent).toBe('Off');
    expect(within(kim).queryByRole('button', { name: 'Reset multi-factor sign-in' })).toBeNull();
    fireEvent.click(within(kim).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const self = await openEdit('Alice Lee');
    expect(within(self).getByTestId('user-mfa-state').textContent).toBe('On');
    expect(within(self).queryByRole('button', { name: 'Reset multi-factor sign-in' })).toBeNull();
    expect(within(self).getByText('Change your own under Account › Multi-factor sign-in.')).toBeTruthy();
  });
});
