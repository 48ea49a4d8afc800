/**
 * The log-in page's own entry (login.html, ADR 0026): the Sign in card without a router or query client, the
 * address's note, plain links, the first field in error focused on submit (as react-hook-form did), the staff
 * app's files prefetched once a password is typed, 'Waiting on other tab' from another tab's sign-in, and toasts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@rlc/shared';
import { showToast } from '../app/toast.ts';
import { onStorage } from '../session/crossTab.ts';
import { SESSION_KEY } from '../session/storage.ts';
import { mockFetch } from '../test/fixtures.ts';
import { LoginRoot } from './LoginRoot.tsx';

const renderAt = (query: string) => render(<LoginRoot search={new URLSearchParams(query)} />);

describe('the log-in page (login.html)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.getElementById('rlc-app-chunks')?.remove();
    for (const l of document.head.querySelectorAll('link[rel="prefetch"]')) l.remove();
  });

  it('shows the inactivity note from the address, and links the frame as plain page loads', () => {
    renderAt('?note=inactivity&redirect=%2Fcorporate%2Fhome');
    expect(screen.getByText(MESSAGES.inactivityNote)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Legal' }).getAttribute('href')).toBe('/legal');
    expect(screen.getByRole('link', { name: 'Disclaimer' }).getAttribute('href')).toBe('/disclaimer');
  });

  it('checks on submit: both messages, the E-mail field focused, nothing sent; fixed fields clear as typed', async () => {
    const fetchMock = mockFetch(() => undefined);
    renderAt('');
    const email = screen.getByLabelText('E-mail');
    await userEvent.click(screen.getByLabelText('Password'));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(MESSAGES.login.emailRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.login.passwordRequired)).toBeTruthy();
    expect(document.activeElement).toBe(email);
    await userEvent.type(email, 'someone@demo.test');
    expect(screen.queryByText(MESSAGES.login.emailRequired)).toBeNull();
    // The password's message stays until its own field changes or the form is sent again.
    expect(screen.getByText(MESSAGES.login.passwordRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the e-mail and password and shows the server's refusal in place", async () => {
    const fetchMock = mockFetch(() => ({
      status: 401,
      body: { error: { code: 'UNAUTHENTICATED', message: 'Wrong e-mail or password' } },
    }));
    renderAt('');
    await userEvent.type(screen.getByLabelText('E-mail'), 'someone@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'not-the-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong e-mail or password')).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/app/v1/login');
    expect(JSON.parse(fetchMock.mock.calls[0]![1]?.body as string)).toEqual({
      email: 'someone@demo.test',
      password: 'not-the-password',
    });
  });

  it("prefetches the staff app's files listed in the page once, when a password is typed", async () => {
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = 'rlc-app-chunks';
    list.textContent = JSON.stringify(['/assets/index-a.js', '/assets/HomePage-b.js']);
    document.head.appendChild(list);
    renderAt('');
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    // Three characters typed, each list entry added once.
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/assets/index-a.js', '/assets/HomePage-b.js']);
  });

  it("shows 'Waiting on other tab' while another tab that signed in changes its password", () => {
    renderAt('');
    const session = JSON.stringify({ jwt: 'x'.repeat(20), mustChange: true, user: { id: 1 } });
    act(() => onStorage({ key: SESSION_KEY, oldValue: null, newValue: session }));
    expect(screen.getByRole('heading', { name: MESSAGES.waitingOnOtherTab })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it("shows the code step's toasts (the recovery codes' Copy)", async () => {
    renderAt('');
    act(() => showToast('Recovery codes copied', { variant: 'success' }));
    expect(await screen.findByText('Recovery codes copied')).toBeTruthy();
  });
});
