/**
 * The app bar on a narrow screen: an admin's navigation folds into "Open navigation", whose menu lists every
 * permitted entry and goes where it says; the options menu stays on the bar. Wide screens keep the inline buttons.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers, makeQueryClient } from '../../app/Providers.tsx';
import { makeSession } from '../../test/fixtures.ts';
import { TopBar } from './TopBar.tsx';
import { navItemsFor } from './navItems.ts';

const ADMIN = makeSession(
  {},
  {
    permissions: [
      'accessCorporate',
      'viewCommunity',
      'createCommunity',
      'updateCorporateReport',
      'createContractType',
      'updateContractType',
      'createUser',
      'updateUser',
    ],
  },
);

/** matchMedia answering `matches` for every query (jsdom has none). */
function screenIsNarrow(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

function renderBar() {
  const router = createMemoryRouter([{ path: '*', element: <TopBar session={ADMIN} /> }], {
    initialEntries: ['/corporate/home'],
  });
  render(
    <Providers queryClient={makeQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('TopBar', () => {
  it('folds the navigation into a menu on a narrow screen, every entry in it', async () => {
    screenIsNarrow(true);
    const router = renderBar();
    const labels = navItemsFor(ADMIN.user).map((i) => i.label);
    expect(labels.length).toBeGreaterThan(2); // the case that overflowed a phone's bar
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link')).toBeNull();
    fireEvent.click(within(nav).getByRole('button', { name: 'Open navigation' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(labels);
    fireEvent.click(within(menu).getByRole('menuitem', { name: labels.at(-1)! }));
    expect(router.state.location.pathname).toBe(navItemsFor(ADMIN.user).at(-1)!.to);
    expect(screen.getByRole('button', { name: /^Options for / })).toBeTruthy();
  });

  it('keeps the inline buttons on a wide screen', () => {
    screenIsNarrow(false);
    renderBar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // (Tests run in development mode, which adds the outbox link after the permitted entries.)
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent)
      .filter((t) => t !== 'Outbox (dev)');
    expect(links).toEqual(navItemsFor(ADMIN.user).map((i) => i.label));
    expect(within(nav).queryByRole('button', { name: 'Open navigation' })).toBeNull();
  });
});
