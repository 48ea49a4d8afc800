/**
 * Consult Mode in the app (spec §2.4 guest mode; ADR 0016): switched on from the user menu with the report on
 * screen; the app bar shows the alternate title and the 'Consult Mode' hint, Home only, a full-screen button and
 * no Account; away from a report the adviser first chooses the report to show; other screens open Home (never
 * Access Denied in front of the customer); leaving asks for the password, whose refusal shows beside the field.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CONSULT_TEXT, MESSAGES, type AuthResponse, type ConsultState } from '@rlc/shared';
import { Providers, makeQueryClient } from '../../app/Providers.tsx';
import { corporateChildren, makeRoutes } from '../../routing/routes.tsx';
import { getSession } from '../../session/storage.ts';
import { makeSession, mockFetch, storeSession } from '../../test/fixtures.ts';
import { listItem } from '../../test/formData.ts';
import { consultAllows, openFormId } from './consultRules.ts';

afterEach(() => vi.unstubAllGlobals());

const ADVISER = ['accessCommunityWide', 'createForm'];
/** The one report the adviser's list answers. */
const REPORT = listItem({
  id: 12,
  reportName: "Zoë O'Brien-Müller",
  clientName: "Zoë O'Brien-Müller",
  communityName: 'Sunny Grove Village',
  isMagic: false,
});
const ON: ConsultState = { since: '2026-11-25T09:00:00.000Z', formId: 12 };

/** The whole app as the adviser, the server answering auth with `consult` and the consult calls as given. */
function app(path: string, consult: ConsultState | null, exit?: { status: number; body: unknown }) {
  const session = makeSession({ consult }, { permissions: consult ? ['accessCommunityWide'] : ADVISER });
  storeSession(session);
  const auth = (c: ConsultState | null, permissions: string[]): AuthResponse => ({
    user: { ...session.user, permissions },
    consts: session.consts,
    corp: session.corp,
    consult: c,
  });
  const calls: { url: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url, body });
    if (url.endsWith('/auth'))
      return { status: 200, body: { data: auth(consult, session.user.permissions) } };
    if (url.endsWith('/consultMode/enter'))
      return { status: 200, body: { data: auth(ON, ['accessCommunityWide']) } };
    if (url.endsWith('/consultMode/exit'))
      return exit ?? { status: 200, body: { data: auth(null, ADVISER) } };
    if (url.endsWith('/forms'))
      return {
        status: 200,
        body: { data: { forms: [REPORT], total: 1, page: 0, pageSize: 25, contractTypes: [] } },
      };
    return undefined;
  });
  const router = createMemoryRouter(makeRoutes(corporateChildren), { initialEntries: [path] });
  render(
    <Providers queryClient={makeQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, calls };
}

const openMenu = async () => fireEvent.click(await screen.findByTestId('options-menu-button'));

describe('Consult Mode rules', () => {
  it('takes the report from a report screen’s path and allows Home and that report only', () => {
    expect(openFormId('/corporate/form/12/summary')).toBe(12);
    expect(openFormId('/corporate/magic-form/9/status')).toBe(9);
    expect(openFormId('/corporate/home')).toBeNull();
    expect(consultAllows('/corporate/home', null)).toBe(true);
    expect(consultAllows('/corporate/form/12/results', 12)).toBe(true);
    expect(consultAllows('/corporate/form/13/results', 12)).toBe(false);
    expect(consultAllows('/corporate/help/roles', 12)).toBe(false);
    expect(consultAllows('/corporate/account/permissions', null)).toBe(false);
  });
});

describe('Consult Mode in the app', () => {
  it('is switched on from the user menu with the report on screen, which stays open', async () => {
    const { calls, router } = app('/corporate/form/12/summary', null);
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Consult Mode' }));
    await waitFor(() => expect(getSession()?.consult).toEqual(ON));
    expect(calls.find((c) => c.url.endsWith('/consultMode/enter'))?.body).toEqual({ formId: 12 });
    expect(await screen.findByTestId('consult-hint')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/corporate/form/12/summary');
  });

  it('away from a report, asks which report to show first, then opens it (never Access Denied)', async () => {
    const { calls, router } = app('/corporate/help/roles', null);
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Consult Mode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Consult Mode' });
    // Nothing is switched on until the adviser chooses.
    expect(calls.some((c) => c.url.endsWith('/consultMode/enter'))).toBe(false);
    fireEvent.click(await within(dialog).findByRole('button', { name: /Zoë O'Brien-Müller/ }));
    await waitFor(() => expect(getSession()?.consult).toEqual(ON));
    expect(calls.find((c) => c.url.endsWith('/consultMode/enter'))?.body).toEqual({ formId: 12 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/corporate/form/12/properties'));
    expect(screen.queryByRole('heading', { name: MESSAGES.accessDeniedTitle })).toBeNull();
  });

  it('away from a report, "Home only" starts it with no report and opens Home', async () => {
    const { calls, router } = app('/corporate/help/roles', null);
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Consult Mode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Consult Mode' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Home only, no report' }));
    await waitFor(() => expect(getSession()?.consult).toEqual(ON));
    expect(calls.find((c) => c.url.endsWith('/consultMode/enter'))?.body).toEqual({ formId: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/corporate/home'));
    expect(screen.queryByRole('heading', { name: MESSAGES.accessDeniedTitle })).toBeNull();
  });

  it('shows the alternate title and hint, Home only, full screen, no Account; Help goes Home', async () => {
    const { router } = app('/corporate/help/roles', ON);
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeTruthy();
    // Not Access Denied in front of the customer: an address Consult Mode does not show opens Home.
    expect(router.state.location.pathname).toBe('/corporate/home');
    expect(screen.queryByRole('heading', { name: MESSAGES.accessDeniedTitle })).toBeNull();
    expect(screen.getByTestId('app-title').textContent).toBe(CONSULT_TEXT.title);
    expect(screen.getByTestId('consult-hint').textContent).toBe('Consult Mode');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home']);
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeTruthy();
    await openMenu();
    expect(screen.queryByRole('menuitem', { name: 'Account' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Leave Consult Mode' })).toBeTruthy();
  });

  it('Home shows the report list only, not the adviser’s communities (not even asked for)', async () => {
    const { calls } = app('/corporate/home', ON);
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/forms'))).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Your communities' })).toBeNull();
    expect(calls.some((c) => c.url.endsWith('/communities'))).toBe(false);
  });

  it('F11 asks the browser for full screen', async () => {
    const request = vi.fn(() => Promise.resolve());
    document.documentElement.requestFullscreen = request;
    app('/corporate/home', ON);
    await screen.findByTestId('consult-hint');
    fireEvent.keyDown(window, { key: 'F11' });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('leaving shows a wrong password beside the field, and the right one ends it', async () => {
    app('/corporate/home', ON, {
      status: 400,
      body: {
        error: {
          code: 'CONSULT_EXIT_FAILED',
          message: CONSULT_TEXT.wrongPassword,
          issues: [{ path: 'password', message: CONSULT_TEXT.wrongPassword }],
        },
      },
    });
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Leave Consult Mode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Consult Mode' });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'guess' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave Consult Mode' }));
    expect(await within(dialog).findByText(CONSULT_TEXT.wrongPassword)).toBeTruthy();
    expect(within(dialog).getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(getSession()?.consult).toEqual(ON);
  });

  it('the right password brings back the full view', async () => {
    app('/corporate/home', ON);
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Leave Consult Mode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Consult Mode' });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'demo-pass-2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave Consult Mode' }));
    await waitFor(() => expect(getSession()?.consult).toBeNull());
    expect(getSession()?.user.permissions).toEqual(ADVISER);
    await waitFor(() => expect(screen.queryByTestId('consult-hint')).toBeNull());
  });
});
