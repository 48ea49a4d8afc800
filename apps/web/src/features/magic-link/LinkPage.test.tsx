/**
 * The magic link page (design §5): opening it only asks what the link is (peek) — no redeem until
 * the customer presses Continue; Continue redeems, stores the customer session apart from the staff one and opens
 * the report; every refused link gets a page saying so and whom to contact, never a sign-in form.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES, type MagicLinkState, type MagicPeekResponse } from '@rlc/shared';
import { mockFetch } from '../../test/fixtures.ts';
import { formResponse } from '../../test/formData.ts';
import { CUSTOMER_SESSION_KEY } from '../../session/customerSession.ts';
import { SESSION_KEY } from '../../session/storage.ts';
import { registerNavigate } from '../../routing/navigation.ts';
import { renderTopRoutesAt } from '../../test/renderTopRoutes.tsx';
import { magicLinkRoutes } from './routes.ts';

afterEach(() => {
  registerNavigate(null);
  vi.unstubAllGlobals();
  localStorage.clear();
});

const TOKEN = 'A'.repeat(43);
const contact = {
  corporateName: 'Demo Retirement Living',
  adviserName: 'Sam Taylor',
  adviserEmail: 'sam@demo.test',
};
const who = 'Sam Taylor at Demo Retirement Living';

function peekAnswer(state: MagicLinkState, message: string): MagicPeekResponse {
  return {
    state,
    usable: state === 'usable',
    message,
    firstName: state === 'usable' ? 'Dot' : null,
    expiresAt: null,
    contact: state === 'unknown' ? null : contact,
  };
}

function renderLink(path = `/magic?token=${TOKEN}`) {
  return renderTopRoutesAt(magicLinkRoutes, path);
}

/** Calls by path suffix; peek answers `peek`, redeem answers `redeem`. */
function serve(
  peek: MagicPeekResponse,
  redeem?: { status: number; body: unknown },
  form: { status: number; body: unknown } = {
    status: 401,
    body: { error: { code: 'UNAUTHENTICATED', message: 'x' } },
  },
) {
  const calls: string[] = [];
  const fetch = mockFetch((url) => {
    calls.push(url.replace(/^.*\/api\/app\/v1\//, ''));
    if (url.endsWith('/magic-link/peek')) return { status: 200, body: { data: peek } };
    if (url.endsWith('/magic-link/redeem') && redeem) return redeem;
    if (url.endsWith('/magic/form/9')) return form;
    return undefined;
  });
  return { calls, fetch };
}

const redeemed = {
  status: 200,
  body: {
    data: {
      jwt: 'customer.jwt.token-long-enough',
      kind: 'customer',
      formId: 9,
      expiresAt: '2026-12-09T00:00:00Z',
      maxIdleMin: 30,
      customer: { firstName: 'Dot', lastName: 'Nguyen', email: 'dot@example.test' },
      contact,
    },
  },
};

describe('the link page', () => {
  it('does nothing but look at the link until Continue; Continue redeems, stores the customer session and opens the report', async () => {
    const { calls, fetch: fetchMock } = serve(
      peekAnswer('usable', MESSAGES.magic.linkState.usable),
      redeemed,
      {
        status: 200,
        body: { data: formResponse() },
      },
    );
    const router = renderLink();
    expect(await screen.findByRole('heading', { name: 'Hello Dot' })).toBeTruthy();
    const cont = screen.getByRole('button', { name: 'Continue' });
    // Opening the page (as a mail scanner would) only peeked.
    expect(calls).toEqual(['magic-link/peek']);
    expect(localStorage.getItem(CUSTOMER_SESSION_KEY)).toBeNull();

    fireEvent.click(cont);
    await waitFor(() => expect(calls).toContain('magic-link/redeem'));
    const redeemBody = JSON.parse(
      fetchMock.mock.calls.find(([u]) => typeof u === 'string' && u.endsWith('/magic-link/redeem'))![1]!
        .body as string,
    ) as unknown;
    expect(redeemBody).toEqual({ token: TOKEN });
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/magic\/form\/9\//));
    const stored = JSON.parse(localStorage.getItem(CUSTOMER_SESSION_KEY)!) as { jwt: string; formId: number };
    expect(stored).toMatchObject({ jwt: 'customer.jwt.token-long-enough', formId: 9 });
    // The staff session is not touched.
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it.each([
    ['used', 'This link has already been used', MESSAGES.magic.linkState.used(who)],
    ['expired', 'This link has expired', MESSAGES.magic.linkState.expired(who)],
    ['cancelled', 'This link has been cancelled', MESSAGES.magic.linkState.cancelled(who)],
    ['replaced', 'This link has been replaced', MESSAGES.magic.linkState.replaced(who)],
    ['completed', 'You have completed this report', MESSAGES.magic.linkState.completed(who)],
    ['deleted', 'This report is no longer available', MESSAGES.magic.linkState.deleted(who)],
  ] as const)(
    'a %s link says so and whom to contact, with no Continue and no sign-in form',
    async (state, heading, message) => {
      const { calls } = serve(peekAnswer(state, message));
      renderLink();
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
      expect(screen.getByText(message)).toBeTruthy();
      expect(screen.getByText('Sam Taylor, Demo Retirement Living')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'sam@demo.test' }).getAttribute('href')).toBe(
        'mailto:sam@demo.test',
      );
      expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
      expect(screen.queryByLabelText(/Password/)).toBeNull();
      expect(calls).toEqual(['magic-link/peek']);
    },
  );

  it('an unknown link says it is not valid', async () => {
    serve(peekAnswer('unknown', MESSAGES.magic.linkState.unknown));
    renderLink();
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    expect(screen.getByText(MESSAGES.magic.linkState.unknown)).toBeTruthy();
  });

  it('a token that cannot be one is not sent anywhere', async () => {
    const { calls } = serve(peekAnswer('usable', ''));
    renderLink('/magic?token=short');
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('a link refused on Continue (expired meanwhile) shows the refusal page with the server message', async () => {
    serve(peekAnswer('usable', MESSAGES.magic.linkState.usable), {
      status: 410,
      body: { error: { code: 'MAGIC_LINK_EXPIRED', message: MESSAGES.magic.linkState.expired(who) } },
    });
    renderLink();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    expect(screen.getByText(MESSAGES.magic.linkState.expired(who))).toBeTruthy();
    expect(localStorage.getItem(CUSTOMER_SESSION_KEY)).toBeNull();
  });
});

describe("the customer's route set", () => {
  it('without a customer session shows the signed-out page, not the staff sign-in', async () => {
    serve(peekAnswer('usable', ''));
    const router = renderLink('/magic/form/9/status');
    expect(await screen.findByRole('heading', { name: 'You are signed out' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/magic/ended');
  });

  it('a 401 on a customer call ends the customer session and shows the signed-out page', async () => {
    localStorage.setItem(CUSTOMER_SESSION_KEY, JSON.stringify(redeemed.body.data));
    serve(peekAnswer('usable', ''));
    renderLink('/magic/form/9/status');
    expect(await screen.findByRole('heading', { name: 'You are signed out' })).toBeTruthy();
    expect(localStorage.getItem(CUSTOMER_SESSION_KEY)).toBeNull();
  });
});
