/**
 * Editing Default Contract (spec §2.1 admin > defaultContract/:contractId) and the community contract screen:
 * the calls they make (configs, contract, update with the changed terms only, preview), the spec §8 'Contracts'
 * texts, read-only without updateDefaultContract, and the routes' gates.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  cappedRateYearList,
  COMMUNITY_CONTRACT_CONFIG,
  CONTRACT_CONFIG,
  ContractSettings,
  MESSAGES,
  type ContractView,
} from '@rlc/shared';
import { Providers, makeQueryClient } from '../../app/Providers.tsx';
import { makeSession, mockFetch, storeSession } from '../../test/fixtures.ts';
import { renderAppAs } from '../../test/renderApp.tsx';
import { communityRoutes } from '../communities/routes.ts';
import { DEFAULT_CONTRACT_TITLE } from './DefaultContractPage.tsx';
import { contractRoutes } from './routes.ts';

afterEach(() => vi.unstubAllGlobals());

const ADMIN = ['accessCorporate', 'createContractType', 'updateContractType', 'updateDefaultContract'];
const settings = ContractSettings.parse({ dmfUse: true, dmf: cappedRateYearList(0.06, 0.36) });
const CONTRACT: ContractView = {
  id: 71,
  name: 'Standard licence (default)',
  contractTypeId: 7,
  communityId: null,
  communityName: null,
  versionId: 3,
  versionedAt: '2026-11-02T09:00:00.000Z',
  settings,
  defaults: settings,
  overridden: [],
};
const PREVIEW = { entryPrice: 500_000, tenure: 'licence', horizons: [] };

interface Answer {
  status: number;
  body?: unknown;
}

function serve(opts: { contract?: Answer; update?: Answer } = {}) {
  const calls: { call: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    const call = `${init?.method ?? 'GET'} ${url.replace(/^.*\/api\/app\/v1/, '')}`;
    calls.push({ call, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (call === 'GET /contracts/configs')
      return { status: 200, body: { data: { config: CONTRACT_CONFIG } } };
    if (call === 'GET /communities/configs')
      return { status: 200, body: { data: { config: COMMUNITY_CONTRACT_CONFIG } } };
    if (call.endsWith('/preview')) return { status: 200, body: { data: PREVIEW } };
    if (call.endsWith('/update'))
      return (
        opts.update ?? {
          status: 200,
          body: { data: { contract: { ...CONTRACT, versionId: 4, settings: { ...settings, roi: 0 } } } },
        }
      );
    if (call.startsWith('POST /contract/') || call.startsWith('POST /community/'))
      return opts.contract ?? { status: 200, body: { data: { contract: CONTRACT } } };
    return undefined;
  });
  return calls;
}

function renderAt(path: string, permissions: string[] = ADMIN) {
  storeSession(makeSession({}, { permissions }));
  const router = createMemoryRouter(
    [
      {
        HydrateFallback: () => null,
        children: [{ path: '/corporate', children: [...contractRoutes, ...communityRoutes] }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers queryClient={makeQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('Editing Default Contract', { timeout: 30_000 }, () => {
  it('loads the configs and the contract, and saves only the changed term', async () => {
    const calls = serve();
    renderAt('/corporate/admin/defaultContract/71');
    expect(await screen.findByRole('heading', { name: DEFAULT_CONTRACT_TITLE })).toBeTruthy();
    const growth = await screen.findByLabelText<HTMLInputElement>('Capital growth');
    fireEvent.focus(growth);
    fireEvent.change(growth, { target: { value: '4' } });
    fireEvent.blur(growth);
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGES.contract.updated)).toBeTruthy();
    expect(calls.filter((c) => c.call === 'POST /contract/71/update')).toEqual([
      { call: 'POST /contract/71/update', body: { data: { capitalGrowthRate: 0.04 } } },
    ]);
    expect(calls.some((c) => c.call === 'POST /contract/71')).toBe(true);
    expect(calls.some((c) => c.call === 'POST /contract/71/preview')).toBe(true);
  });

  it("says 'Error updating contract' when a save fails without a server message", async () => {
    serve({ update: { status: 500 } });
    renderAt('/corporate/admin/defaultContract/71');
    const growth = await screen.findByLabelText('Capital growth');
    fireEvent.focus(growth);
    fireEvent.change(growth, { target: { value: '5' } });
    fireEvent.blur(growth);
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGES.contract.updateFailed)).toBeTruthy();
  });

  it("says 'Could not load Contract' when the contract cannot be loaded", async () => {
    serve({
      contract: { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Contract not found.' } } },
    });
    renderAt('/corporate/admin/defaultContract/99');
    expect(await screen.findByText(`${MESSAGES.contract.loadFailed}: Contract not found.`)).toBeTruthy();
  });

  it('is read-only without updateDefaultContract', async () => {
    serve();
    renderAt('/corporate/admin/defaultContract/71', ['createContractType']);
    const growth = await screen.findByLabelText<HTMLInputElement>('Capital growth');
    expect(growth.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});

describe('community contract screen', { timeout: 30_000 }, () => {
  it('loads the community contract of the route and titles it with its name', async () => {
    const calls = serve({
      contract: {
        status: 200,
        body: {
          data: {
            contract: {
              ...CONTRACT,
              id: 12,
              name: '3-bedroom home with garage (licence)',
              communityId: 5,
              communityName: 'Sunny Grove Village',
              overridden: ['ingoingContribution'],
              settings: { ...settings, ingoingContribution: 320_000 },
            },
          },
        },
      },
    });
    renderAt('/corporate/communities/community/5/contracts/12', ['accessCommunityWide', 'updateContract']);
    expect(await screen.findByRole('heading', { name: '3-bedroom home with garage (licence)' })).toBeTruthy();
    expect(await screen.findByText('Overridden')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.call === 'GET /communities/configs')).toBe(true));
    expect(calls.some((c) => c.call === 'POST /community/5/contract/12')).toBe(true);
  });

  it('answers Access Denied without updateContract', async () => {
    serve();
    renderAppAs(
      makeSession({}, { permissions: ['accessCommunityWide', 'updateCommunity'] }),
      '/corporate/communities/community/5/contracts/12',
    );
    expect(await screen.findByRole('heading', { name: MESSAGES.accessDeniedTitle })).toBeTruthy();
  });

  it('answers Access Denied to an adviser on the default editor', async () => {
    serve();
    renderAppAs(makeSession(), '/corporate/admin/defaultContract/71');
    expect(await screen.findByRole('heading', { name: MESSAGES.accessDeniedTitle })).toBeTruthy();
  });
});
