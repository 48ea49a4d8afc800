/**
 * The Communities screens against a scripted server: the list with search and sort, the Create
 * button (only with createCommunity; disabled with the reason at the licence limit), Create Community (messages
 * beside the fields and nothing sent when invalid; the body sent, the toast and the way back to the list; the
 * server's refusal as a toast), and the gate (ability viewCommunities) with its app-bar entry.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MESSAGES, type CommunitiesResponse, type CommunityListItem } from '@rlc/shared';
import { Providers, makeQueryClient } from '../../app/Providers.tsx';
import { corporateChildren, makeRoutes } from '../../routing/routes.tsx';
import { makeSession, makeUser, mockFetch, storeSession } from '../../test/fixtures.ts';
import { renderRoutesAt } from '../../test/renderRoutes.tsx';
import { navItemsFor } from '../shell/index.ts';
import { communityRoutes } from './routes.ts';

afterEach(() => vi.unstubAllGlobals());

const ADMIN = { permissions: ['accessCorporate', 'createCommunity', 'updateCommunity'] };
const MANAGER = { permissions: ['accessCommunityWide', 'updateCommunity'] };
const NAME = "Zoë 秀英 O'Brien-Müller Gardens";

const row = (over: Partial<CommunityListItem>): CommunityListItem => ({
  id: 1,
  name: 'X',
  suburb: 'Buderim',
  state: 'QLD',
  rvOrLlc: 'rv',
  ownerType: 'Licence',
  contractsCount: 1,
  usersCount: 1,
  updated_at: '2026-11-20T03:00:00Z',
  ...over,
});

const LIST: CommunitiesResponse = {
  communities: [
    row({ id: 11, name: 'Sunny Grove Village', contractsCount: 1, usersCount: 3 }),
    row({
      id: 12,
      name: 'Harbour View',
      suburb: 'Manly',
      state: 'NSW',
      ownerType: 'Leasehold',
      usersCount: 2,
    }),
    row({
      id: 14,
      name: 'Wattle Park',
      suburb: 'Hervey Bay',
      rvOrLlc: 'llc',
      ownerType: null,
      usersCount: 0,
    }),
  ],
  info: { count: 3, licenses: 10 },
};

/** A server answering GET communities with `list` and POST communities/create with `create`; bodies recorded. */
function serve(list: CommunitiesResponse, create?: { status: number; body: unknown }) {
  const posted: unknown[] = [];
  mockFetch((url, init) => {
    if (url.endsWith('/communities')) return { status: 200, body: { data: list } };
    if (url.endsWith('/communities/create') && init?.method === 'POST') {
      posted.push(JSON.parse(init.body as string));
      return (
        create ?? { status: 200, body: { data: { message: 'Community created', community: { id: 15 } } } }
      );
    }
    return undefined;
  });
  return { posted };
}

const renderAt = (path: string, user: { permissions: string[] } = ADMIN) =>
  renderRoutesAt(communityRoutes, path, user);

const bodyRows = async () =>
  within(await screen.findByRole('table', { name: 'Communities' }))
    .getAllByRole('row')
    .slice(1);
const firstCells = async () =>
  (await bodyRows()).map((r) => within(r).getAllByRole('rowheader')[0]!.textContent);

describe('Communities list', { timeout: 30_000 }, () => {
  it('shows each community with its columns, searches and sorts', async () => {
    serve(LIST);
    renderAt('/corporate/communities');
    const cells = (await bodyRows()).map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent));
    // By name: Harbour View, Sunny Grove, Wattle Park; 20 Nov 2026 03:00 UTC is 20/11/2026.
    expect(cells).toEqual([
      ['Harbour View', 'Manly', 'NSW', 'RV', 'Leasehold', '1', '2', '20/11/2026'],
      ['Sunny Grove Village', 'Buderim', 'QLD', 'RV', 'Licence', '1', '3', '20/11/2026'],
      ['Wattle Park', 'Hervey Bay', 'QLD', 'LLC', '—', '1', '0', '20/11/2026'],
    ]);
    expect(screen.getByText('3 of 10 community licences used')).toBeTruthy();
    // Users, ascending: 0 Wattle, 2 Harbour, 3 Sunny; again: descending.
    fireEvent.click(screen.getByRole('button', { name: 'Users' }));
    expect(await firstCells()).toEqual(['Wattle Park', 'Harbour View', 'Sunny Grove Village']);
    fireEvent.click(screen.getByRole('button', { name: 'Users' }));
    expect(await firstCells()).toEqual(['Sunny Grove Village', 'Harbour View', 'Wattle Park']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search communities' }), {
      target: { value: 'qld' },
    });
    expect(await firstCells()).toEqual(['Sunny Grove Village', 'Wattle Park']);
  });

  it('shows Create Community only with createCommunity', async () => {
    serve(LIST);
    renderAt('/corporate/communities/list', MANAGER);
    await bodyRows();
    expect(screen.queryByRole('link', { name: 'Create Community' })).toBeNull();
  });

  it('disables Create Community with the reason once count has reached licenses', async () => {
    serve({ ...LIST, info: { count: 10, licenses: 10 } });
    renderAt('/corporate/communities/list');
    await bodyRows();
    const button = screen.getByRole('link', { name: 'Create Community' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(MESSAGES.community.licenceLimit(10))).toBeTruthy();
  });
});

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const type = async (label: string, value: string) =>
  fireEvent.change(await screen.findByRole('textbox', { name: label }), { target: { value } });

/** Fills Create Community's text fields and its State. */
async function fill(c: {
  name: string;
  streetAddress: string;
  suburb: string;
  postcode: string;
  state: string;
}) {
  await type('Name', c.name);
  await type('Street Address', c.streetAddress);
  await type('Suburb', c.suburb);
  await type('Postcode', c.postcode);
  await choose('State', c.state);
}

describe('Create Community', { timeout: 30_000 }, () => {
  it('shows the messages beside the fields and sends nothing when invalid', async () => {
    const { posted } = serve(LIST);
    renderAt('/corporate/communities/create');
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    // Name, Street Address, Suburb and State each 'Required.'; postcode and owner type their own texts.
    expect(await screen.findAllByText(MESSAGES.validation.required)).toHaveLength(4);
    expect(screen.getByText(MESSAGES.community.postcodeInvalid)).toBeTruthy();
    expect(screen.getByText(MESSAGES.community.ownerTypeRequired)).toBeTruthy();
    expect(posted).toEqual([]);
    // After a first submit, picking a value clears its message at once.
    await choose('Owner Type', 'Licence');
    await waitFor(() => expect(screen.queryByText(MESSAGES.community.ownerTypeRequired)).toBeNull());
    expect(screen.getAllByText(MESSAGES.validation.required)).toHaveLength(4);
  });

  it('sends the community, says Community created and goes back to the list', async () => {
    const { posted } = serve(LIST);
    const router = renderAt('/corporate/communities/create');
    await fill({
      name: NAME,
      streetAddress: '1 Jacaranda Way',
      suburb: 'Toowong',
      postcode: '4066',
      state: 'QLD',
    });
    await choose('Owner Type', 'Leasehold');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Community created')).toBeTruthy();
    expect(posted).toEqual([
      {
        community: {
          name: NAME,
          streetAddress: '1 Jacaranda Way',
          suburb: 'Toowong',
          postcode: '4066',
          state: 'QLD',
          rvOrLlc: 'rv',
          ownerType: 'Leasehold',
        },
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/corporate/communities/list'));
  });

  it('sends a land-lease community without an owner type', async () => {
    const { posted } = serve(LIST);
    renderAt('/corporate/communities/create');
    await fill({
      name: 'Lagoon',
      streetAddress: '2 Reef St',
      suburb: 'Urangan',
      postcode: '4655',
      state: 'QLD',
    });
    await choose('RV or LLC', 'Land-lease community (LLC)');
    expect(screen.queryByRole('combobox', { name: 'Owner Type' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ community: { rvOrLlc: 'llc', ownerType: null } });
  });

  it("shows the server's refusal as a toast and stays", async () => {
    const refusal = MESSAGES.community.licenceLimit(10);
    serve(LIST, { status: 409, body: { error: { code: 'CONFLICT', message: refusal } } });
    const router = renderAt('/corporate/communities/create');
    await fill({
      name: 'One Too Many',
      streetAddress: '3 Any Rd',
      suburb: 'Noosa',
      postcode: '4567',
      state: 'QLD',
    });
    await choose('Owner Type', 'Strata');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/corporate/communities/create');
  });
});

describe('Communities route', { timeout: 30_000 }, () => {
  it('is in the app bar for users who may view communities, not for advisers', () => {
    const labels = (permissions: string[]) => navItemsFor(makeUser({ permissions })).map((i) => i.label);
    expect(navItemsFor(makeUser(ADMIN)).find((i) => i.label === 'Communities')?.to).toBe(
      '/corporate/communities',
    );
    expect(labels(MANAGER.permissions)).toContain('Communities');
    expect(labels(['accessCommunityWide', 'createForm'])).not.toContain('Communities');
  });

  it('answers Access Denied to a self-only adviser, and on create to a manager without createCommunity', async () => {
    for (const [permissions, path] of [
      [['accessSelf', 'createForm'], '/corporate/communities/list'],
      [MANAGER.permissions, '/corporate/communities/create'],
    ] as const) {
      const session = makeSession({}, { permissions: [...permissions] });
      storeSession(session);
      mockFetch((url) =>
        url.endsWith('/auth')
          ? {
              status: 200,
              body: { data: { user: session.user, consts: session.consts, corp: session.corp } },
            }
          : url.endsWith('/communities')
            ? { status: 200, body: { data: LIST } }
            : undefined,
      );
      const router = createMemoryRouter(makeRoutes(corporateChildren), { initialEntries: [path] });
      const view = render(
        <Providers queryClient={makeQueryClient()}>
          <RouterProvider router={router} />
        </Providers>,
      );
      expect(await screen.findByRole('heading', { name: MESSAGES.accessDeniedTitle })).toBeTruthy();
      view.unmount();
    }
  });
});
