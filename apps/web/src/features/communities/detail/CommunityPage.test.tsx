/**
 * community/:communityId and its tabs against a scripted server: the tabs a user's permissions
 * show (spec §2.1 names, in order), and per tab what is loaded, what Save sends (with the versionId read), the
 * spec's toasts, the messages beside the fields when a rule fails (nothing sent), and the 409 notice.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  MESSAGES,
  type CommunityAmenitiesResponse,
  type CommunityContractsResponse,
  type CommunityFeesResponse,
  type CommunityMainDetails,
  type CommunityServicesResponse,
  type CommunityUsersResponse,
} from '@rlc/shared';
import { Providers, makeQueryClient } from '../../../app/Providers.tsx';
import { corporateChildren, makeRoutes } from '../../../routing/routes.tsx';
import { makeSession, mockFetch, storeSession } from '../../../test/fixtures.ts';
import { renderRoutesAt } from '../../../test/renderRoutes.tsx';
import { communityRoutes } from '../routes.ts';

afterEach(() => vi.unstubAllGlobals());

const ALL_TABS = [
  'accessCorporate',
  'updateCommunity',
  'assignContract',
  'assignCommunityUser',
  'updateCommunityReport',
  'updateCommunitySettings',
  'updateCommunityServices',
];
const BASE = '/corporate/communities/community/5';

const DETAILS: CommunityMainDetails = {
  id: 5,
  name: 'Sunny Grove Village',
  suburb: 'Toowoomba',
  state: 'QLD',
  rvOrLlc: 'rv',
  ownerType: 'Licence',
  versionId: 3,
  streetAddress: '12 Jacaranda Drive',
  postcode: '4350',
  mainUpdated: null,
};
const CONTRACTS: CommunityContractsResponse = {
  versionId: 3,
  contractList: [
    {
      id: 7,
      name: 'Standard licence',
      noAutoAddMagicLink: false,
      assigned: true,
      contractId: 41,
      openReports: 1,
    },
    {
      id: 8,
      name: 'Leasehold',
      noAutoAddMagicLink: false,
      assigned: false,
      contractId: null,
      openReports: 0,
    },
  ],
};
const USERS: CommunityUsersResponse = {
  versionId: 3,
  userList: [
    {
      id: 1,
      firstName: 'Avery',
      lastName: 'Morgan',
      email: 'admin@demo.test',
      roleName: 'corporate admin',
      assigned: true,
      manageable: false,
    },
    {
      id: 2,
      firstName: 'Sam',
      lastName: 'Taylor',
      email: 'adviser@demo.test',
      roleName: 'adviser',
      assigned: false,
      manageable: true,
    },
  ],
};
const amenity = (id: number, assigned: boolean) => ({ id, name: `Amenity ${id}`, img: null, assigned });
const FEES: CommunityFeesResponse = {
  versionId: 3,
  fees: {
    base: 'values',
    ruleFrequency: null,
    ruleMin: null,
    ruleMax: null,
    chargeFees: [{ id: 31, name: 'Single', amount: 89.39, frequency: 52, deleted: false }],
  },
  inclusions: [{ id: 51, name: 'Council rates', img: null, assigned: false }],
};
const SERVICES: CommunityServicesResponse = {
  versionId: 3,
  services: [{ id: 61, name: 'Meals', amount: 120, frequency: 26, deleted: false }],
};

type Answer = { status: number; body: unknown };
const ok = (data: unknown): Answer => ({ status: 200, body: { data } });

/** GETs answer `gets[tab]`; POSTs are recorded and answered by `saves[path]` (default: 'Saved' and the tab's data). */
function serve(gets: Record<string, unknown> = {}, saves: Record<string, Answer> = {}) {
  const posted: { path: string; body: unknown }[] = [];
  const data: Record<string, unknown> = {
    details: { details: DETAILS },
    contracts: CONTRACTS,
    users: USERS,
    amenities: { versionId: 3, amenities: [amenity(1, true), amenity(2, false)] },
    fees: FEES,
    services: SERVICES,
    ...gets,
  };
  mockFetch((url, init) => {
    const m = /\/community\/5\/(.+)$/.exec(url);
    if (!m) return undefined;
    const path = m[1]!;
    if (init?.method === 'POST') {
      posted.push({ path, body: JSON.parse(init.body as string) });
      // By default the tab's data at the next version ('update' is the details' save).
      const tab = path === 'update' ? 'details' : path.split('/')[0]!;
      const update =
        tab === 'details' ? { ...DETAILS, versionId: 4 } : { ...(data[tab] as object), versionId: 4 };
      return saves[path] ?? ok({ message: 'Saved', update });
    }
    return path in data ? ok(data[path]) : undefined;
  });
  return { posted };
}

const renderAt = (path: string, permissions: string[] = ALL_TABS) =>
  renderRoutesAt(communityRoutes, path, { permissions });

describe('community/:communityId', { timeout: 30_000 }, () => {
  it('opens Main Details and shows every tab, in the spec order, to a user holding each permission', async () => {
    serve();
    const router = renderAt(BASE);
    expect(await screen.findByRole('heading', { name: 'Sunny Grove Village' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/details`));
    const tabs = within(screen.getByRole('tablist', { name: 'Community tabs' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Main Details',
      'Assigned Contracts',
      'Assigned Users',
      'Report Content',
      'Report Amenities',
      'Site Fees / General Service Charge',
      'Additional Services',
    ]);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(tabs[6]!.getAttribute('href')).toBe(`${BASE}/services`);
  });

  it('shows only the tabs whose permission the user holds', async () => {
    serve();
    renderAt(`${BASE}/details`, ['accessCommunityWide', 'updateCommunity', 'updateCommunityServices']);
    await screen.findByRole('heading', { name: 'Sunny Grove Village' });
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Main Details', 'Additional Services']);
  });
});

describe('Main Details tab', { timeout: 30_000 }, () => {
  it('saves the edited details with the version read, says Main Details Updated and renames the heading', async () => {
    const saved = { ...DETAILS, name: 'Đức Nguyễn Village', versionId: 4 };
    const { posted } = serve({}, { update: ok({ message: 'Main Details Updated', update: saved }) });
    renderAt(`${BASE}/details`);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(name, { target: { value: 'Đức Nguyễn Village' } });
    expect(await screen.findByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(save);
    expect(await screen.findByText('Main Details Updated')).toBeTruthy();
    expect(posted).toEqual([
      {
        path: 'update',
        body: {
          versionId: 3,
          community: {
            name: 'Đức Nguyễn Village',
            streetAddress: '12 Jacaranda Drive',
            suburb: 'Toowoomba',
            postcode: '4350',
            state: 'QLD',
            rvOrLlc: 'rv',
            ownerType: 'Licence',
          },
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Đức Nguyễn Village' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });

  it('shows the postcode message beside the field and sends nothing', async () => {
    const { posted } = serve();
    renderAt(`${BASE}/details`);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Postcode' }), { target: { value: '43' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.community.postcodeInvalid)).toBeTruthy();
    expect(posted).toEqual([]);
  });
});

describe('Assigned Contracts tab', { timeout: 30_000 }, () => {
  it('links an assigned type to its terms, keeps a used one ticked, and assigns another', async () => {
    const { posted } = serve(
      {},
      {
        'contracts/assign': ok({
          message: 'Assigned Contracts Updated',
          update: {
            versionId: 4,
            contractList: CONTRACTS.contractList.map((c) => ({ ...c, assigned: true })),
          },
        }),
      },
    );
    renderAt(`${BASE}/contracts`);
    const link = await screen.findByRole('link', { name: 'Edit terms of Standard licence' });
    expect(link.getAttribute('href')).toBe('/corporate/communities/community/5/contracts/41');
    expect(screen.getByRole('checkbox', { name: 'Standard licence' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Used by 1 open report: it stays assigned while they are open.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Leasehold' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Assigned Contracts Updated')).toBeTruthy();
    expect(posted).toEqual([
      { path: 'contracts/assign', body: { versionId: 3, contractList: [{ id: 8, assigned: true }] } },
    ]);
  });
});

describe('Assigned Users tab', { timeout: 30_000 }, () => {
  it('cannot change a user ranked above the caller, and assigns another', async () => {
    const { posted } = serve();
    renderAt(`${BASE}/users`);
    expect(await screen.findByRole('checkbox', { name: 'Avery Morgan' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sam Taylor' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(posted).toEqual([
      { path: 'users/update', body: { versionId: 3, userList: [{ id: 2, assigned: true }] } },
    ]);
  });
});

describe('Report Amenities tab', { timeout: 30_000 }, () => {
  it('holds Save back with the reason when more than 18 are ticked', async () => {
    // 18 ticked and one more offered: ticking it makes 19.
    const list = [...Array.from({ length: 18 }, (_, i) => amenity(i + 1, true)), amenity(19, false)];
    serve({ amenities: { versionId: 3, amenities: list } satisfies CommunityAmenitiesResponse });
    renderAt(`${BASE}/amenities`);
    expect(await screen.findByText('18 of at most 18 amenities chosen')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Amenity 19' }));
    expect(await screen.findByText(MESSAGES.community.tooManyAmenities(18))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });
});

describe('Site Fees / General Service Charge tab', { timeout: 30_000 }, () => {
  it('shows the rule messages of spec §5 beside the fields, then saves a valid rule', async () => {
    const { posted } = serve(
      {},
      { 'fees/update': ok({ message: 'Fees Updated', update: { ...FEES, versionId: 4 } }) },
    );
    renderAt(`${BASE}/fees`);
    fireEvent.click(await screen.findByRole('radio', { name: /Rule-based fee/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Max 0 is 'Value required' (frequency defaults to Weekly, 52).
    expect(await screen.findByText('Value required')).toBeTruthy();
    const min = screen.getByRole('textbox', { name: 'Rule min' });
    fireEvent.change(min, { target: { value: '200' } });
    fireEvent.blur(min);
    const max = screen.getByRole('textbox', { name: 'Rule max' });
    fireEvent.change(max, { target: { value: '150' } });
    fireEvent.blur(max);
    expect(await screen.findByText(MESSAGES.community.feeRuleMaxAboveMin)).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.change(max, { target: { value: '250' } });
    fireEvent.blur(max);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Council rates' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fees Updated')).toBeTruthy();
    expect(posted).toEqual([
      {
        path: 'fees/update',
        body: {
          versionId: 3,
          payload: {
            fees: {
              base: 'rule',
              ruleFrequency: 52,
              ruleMin: 200,
              ruleMax: 250,
              chargeFees: [{ id: 31, name: 'Single', amount: 89.39, frequency: 52, deleted: false }],
            },
            inclusions: [{ id: 51, assigned: true }],
          },
        },
      },
    ]);
  });
});

describe('Additional Services tab', { timeout: 30_000 }, () => {
  it('needs a name for a new service, sends a deleted one flagged, and offers Reload on a 409', async () => {
    const { posted } = serve(
      {},
      {
        'services/update': {
          status: 409,
          body: { error: { code: 'CONFLICT', message: MESSAGES.community.stale } },
        },
      },
    );
    renderAt(`${BASE}/services`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Service 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add service' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.validation.required)).toBeTruthy();
    expect(posted).toEqual([]);
    const name = screen.getByRole('textbox', { name: 'Service 1 name' });
    fireEvent.change(name, { target: { value: 'Linen' } });
    fireEvent.blur(name);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(`${MESSAGES.community.servicesUpdateFailed}: ${MESSAGES.community.stale}`),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(posted).toEqual([
      {
        path: 'services/update',
        body: {
          versionId: 3,
          services: [
            { id: 61, name: 'Meals', amount: 120, frequency: 26, deleted: true },
            { name: 'Linen', amount: 0, frequency: 26, deleted: false },
          ],
        },
      },
    ]);
  });
});

describe('a community the server does not show', { timeout: 30_000 }, () => {
  it("says Page Not Found and shows no tabs (another corporate's, or not assigned: 404)", async () => {
    mockFetch(() => undefined); // every call answers 404 NOT_FOUND
    renderAt(`${BASE}/details`);
    expect(await screen.findByRole('heading', { name: MESSAGES.notFoundTitle })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

describe('the route guards', { timeout: 30_000 }, () => {
  it('answer Access Denied on a tab without its permission, and on the community without updateCommunity', async () => {
    for (const [permissions, path] of [
      [['accessCommunityWide', 'updateCommunity'], `${BASE}/fees`],
      [['accessCommunityWide', 'updateCommunityServices'], `${BASE}/services`],
    ] as const) {
      const session = makeSession({}, { permissions: [...permissions] });
      storeSession(session);
      mockFetch((url) =>
        url.endsWith('/auth')
          ? {
              status: 200,
              body: { data: { user: session.user, consts: session.consts, corp: session.corp } },
            }
          : url.endsWith('/community/5/details')
            ? ok({ details: DETAILS })
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
