import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MESSAGES } from '@rlc/shared';
import { Providers, makeQueryClient } from '../app/Providers.tsx';
import { corporateChildren, makeRoutes } from './routes.tsx';
import { navItemsFor } from '../features/shell/index.ts';
import { makeSession, makeUser, mockFetch, storeSession } from '../test/fixtures.ts';

/** A guarded test screen: later issues' routes look exactly like this. */
const guarded = {
  path: 'secret',
  handle: { nav: 'Secret', requires: { permission: 'createUser' as const } },
  Component: () => <p>Secret screen</p>,
};

function renderAt(path: string) {
  const router = createMemoryRouter(makeRoutes([...corporateChildren, guarded]), { initialEntries: [path] });
  render(
    <Providers queryClient={makeQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

function serverKnows(session = makeSession()) {
  return mockFetch((url) => {
    if (url.endsWith('/auth'))
      return {
        status: 200,
        body: { data: { user: session.user, consts: session.consts, corp: session.corp } },
      };
    if (url.endsWith('/communities'))
      return { status: 200, body: { data: { communities: [], info: { count: 0, licenses: 5 } } } };
    return undefined;
  });
}

describe('route guards', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows 'Access Denied' on a route whose permission the user lacks", async () => {
    const session = makeSession({}, { permissions: ['accessSelf', 'createForm'] });
    storeSession(session);
    serverKnows(session);
    renderAt('/corporate/secret');
    expect(await screen.findByRole('heading', { name: MESSAGES.accessDeniedTitle })).toBeTruthy();
    expect(screen.getByText(MESSAGES.accessDeniedText)).toBeTruthy();
    expect(screen.queryByText('Secret screen')).toBeNull();
  });

  it('shows the screen when the user holds the permission', async () => {
    const session = makeSession({}, { permissions: ['createUser'] });
    storeSession(session);
    serverKnows(session);
    renderAt('/corporate/secret');
    expect(await screen.findByText('Secret screen')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.accessDeniedTitle)).toBeNull();
  });

  it("shows 'Page Not Found' for an unknown path when signed in, inside the app bar shell", async () => {
    storeSession(makeSession());
    serverKnows();
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: MESSAGES.notFoundTitle })).toBeTruthy();
    expect(screen.getByText(MESSAGES.notFoundText)).toBeTruthy();
    expect(screen.getByTestId('app-title').textContent).toBe('Demo Retirement Living');
  });

  it("shows 'Page Not Found' for an unknown path under /corporate", async () => {
    storeSession(makeSession());
    serverKnows();
    renderAt('/corporate/nothing-here');
    expect(await screen.findByRole('heading', { name: MESSAGES.notFoundTitle })).toBeTruthy();
  });

  it('sends a signed-out visitor of an unknown path to login, remembering the path', async () => {
    serverKnows();
    const router = renderAt('/no/such/page?x=1');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/log-in');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/no/such/page?x=1');
  });

  it('redirects / to /corporate/home and greets the user', async () => {
    storeSession(makeSession());
    serverKnows();
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Alice' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/corporate/home');
  });

  it('sends a signed-in user away from /log-in to home', async () => {
    storeSession(makeSession());
    serverKnows();
    const router = renderAt('/log-in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/corporate/home'));
  });

  it('forces the password change when mustChange is set', async () => {
    const session = makeSession({ mustChange: true }, { mustChange: true });
    storeSession(session);
    serverKnows(session);
    const router = renderAt('/corporate/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/corporate/account/password'));
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeTruthy();
  });

  it('shows the consent dialog until the user has consented', async () => {
    const session = makeSession({}, { consentedAt: null });
    storeSession(session);
    serverKnows(session);
    renderAt('/corporate/home');
    expect(await screen.findByRole('dialog', { name: 'Terms of Use (1 of 2)' })).toBeTruthy();
  });
});

describe('admin routes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("answer 'Access Denied' without the admin ability", async () => {
    const self = makeSession({}, { permissions: ['accessSelf', 'createForm'] });
    storeSession(self);
    serverKnows(self);
    renderAt('/corporate/admin/users');
    expect(await screen.findByRole('heading', { name: MESSAGES.accessDeniedTitle })).toBeTruthy();
  });

  it("answers 'Access Denied' on the Audit log without updateCorporate", async () => {
    const userAdmin = makeSession({}, { permissions: ['createUser', 'updateUser', 'accessCorporate'] });
    storeSession(userAdmin);
    serverKnows(userAdmin);
    renderAt('/corporate/admin/audit');
    expect(await screen.findByRole('heading', { name: MESSAGES.accessDeniedTitle })).toBeTruthy();
  });

  it("shows 'Page Not Found' to an admin on an admin path that does not exist", async () => {
    // admin/users, admin/contracts, admin/defaultContract/:contractId and admin/reports exist; nothing else does.
    const admin = makeSession({}, { permissions: ['createContractType', 'updateContractType'] });
    storeSession(admin);
    serverKnows(admin);
    renderAt('/corporate/admin/no-such-screen');
    expect(await screen.findByRole('heading', { name: MESSAGES.notFoundTitle })).toBeTruthy();
  });
});

describe('navigation items', () => {
  it('lists only permitted top-level routes', () => {
    // Analytics follows the forms' access: a self-only user sees it over their own reports; Resources
    // and Help (spec §2.1) are for every signed-in user; the admin entries need their abilities.
    expect(navItemsFor(makeUser({ permissions: ['accessSelf'] })).map((i) => i.label)).toEqual([
      'Home',
      'Analytics',
      'Resources',
      'Help',
    ]);
    expect(navItemsFor(makeUser({ permissions: ['createForm'] })).map((i) => i.label)).toEqual([
      'Home',
      'Resources',
      'Help',
    ]);
  });
});

describe('admin index and the remaining routes of spec §2.1', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('admin opens the first admin screen the user may open', async () => {
    // Only updateCorporateReport: Users (adminUsers) and Contracts (adminContracts) are not theirs.
    const session = makeSession({}, { permissions: ['accessSelf', 'updateCorporateReport'] });
    storeSession(session);
    serverKnows(session);
    const router = renderAt('/corporate/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/corporate/admin/reports'));
  });

  it('admin is Access Denied without any admin permission', async () => {
    const session = makeSession({}, { permissions: ['accessSelf', 'createForm'] });
    storeSession(session);
    serverKnows(session);
    const router = renderAt('/corporate/admin');
    expect(await screen.findByRole('heading', { name: MESSAGES.accessDeniedTitle })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/corporate/admin');
  });

  it('disclaimer shows inside the shell', async () => {
    const session = makeSession({}, { permissions: ['accessSelf'] });
    storeSession(session);
    serverKnows(session);
    renderAt('/corporate/disclaimer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Disclaimer' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });
});
