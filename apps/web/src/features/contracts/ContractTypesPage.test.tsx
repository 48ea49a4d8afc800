/**
 * Contract types (admin > contracts): the list (name, communities, noAutoAddMagicLink, updated) with
 * each default contract's key terms read-only, create, rename and the flag with their calls, toasts and refusals,
 * what a user without createContractType / updateContractType sees, and the screen's gate and app-bar entry.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  cappedRateYearList,
  CONTRACT_TYPE_NAME_TAKEN,
  ContractSettings,
  MESSAGES,
  type CorporateContractType,
} from '@rlc/shared';
import { Providers, makeQueryClient } from '../../app/Providers.tsx';
import { makeSession, makeUser, mockFetch, storeSession } from '../../test/fixtures.ts';
import { renderAppAs } from '../../test/renderApp.tsx';
import { navItemsFor } from '../shell/index.ts';
import { NO_AUTO_ADD_LABEL } from './ContractNameDialog.tsx';
import { contractRoutes } from './routes.ts';

afterEach(() => vi.unstubAllGlobals());

const ADMIN = ['accessCorporate', 'createContractType', 'updateContractType', 'updateDefaultContract'];
const ZOE = 'Zoë’s Licence 2027';

const type = (over: Partial<CorporateContractType> & { contractId: number }): CorporateContractType => {
  const { contractId, ...rest } = over;
  return {
    id: 1,
    name: 'Leasehold – stepped DMF 10/22/35%',
    noAutoAddMagicLink: false,
    communities: 1,
    updatedAt: '2026-11-02T09:00:00.000Z',
    defaultContract: {
      id: contractId,
      name: `${rest.name ?? 'Leasehold'} (default)`,
      versionId: 1,
      versionedAt: '2026-11-02T09:00:00.000Z',
      settings: ContractSettings.parse({}),
    },
    ...rest,
  };
};

const STANDARD = type({
  id: 7,
  contractId: 71,
  name: 'Standard licence – 6% p.a. to 36%',
  communities: 2,
  updatedAt: '2026-10-15T03:00:00.000Z',
});
STANDARD.defaultContract.settings = ContractSettings.parse({
  dmf: cappedRateYearList(0.06, 0.36),
  repaymentTimeline: 18,
});
const PEACE = type({
  id: 3,
  contractId: 31,
  name: 'Peace of Mind – 5% p.a. to 25%',
  communities: 0,
  noAutoAddMagicLink: true,
});
const NEW_ZOE = type({ id: 8, contractId: 81, name: ZOE, communities: 0 });

interface Answer {
  status: number;
  body?: unknown;
}

/** A server whose answers the test scripts per call; calls are recorded with their bodies. */
function serve(opts: { lists: CorporateContractType[][]; post?: Answer }) {
  const calls: { call: string; body: unknown }[] = [];
  let list = 0;
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const call = `${method} ${url.replace(/^.*\/api\/app\/v1/, '')}`;
    calls.push({ call, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (call === 'GET /contracts') {
      const contractTypes = opts.lists[Math.min(list++, opts.lists.length - 1)]!;
      return { status: 200, body: { data: { contractTypes } } };
    }
    if (method === 'POST') return opts.post ?? { status: 200, body: { data: { contractType: NEW_ZOE } } };
    return undefined;
  });
  return { calls, posts: () => calls.filter((c) => c.call.startsWith('POST')) };
}

function renderScreen(permissions: string[] = ADMIN, magicEnabled = true) {
  const session = makeSession({}, { permissions });
  storeSession({ ...session, corp: { ...session.corp, magicEnabled } });
  const router = createMemoryRouter(
    [{ HydrateFallback: () => null, children: [{ path: '/corporate', children: contractRoutes }] }],
    { initialEntries: ['/corporate/admin/contracts'] },
  );
  render(
    <Providers queryClient={makeQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const rowOf = async (name: string) => {
  const cell = await screen.findByRole('rowheader', { name });
  return cell.closest('tr')!;
};

describe('Contract types', () => {
  it('leaves the magic-link flag out while the corporate has magic links off (spec §3.2 magicEnabled)', async () => {
    serve({ lists: [[PEACE, STANDARD]] });
    renderScreen(ADMIN, false);
    const standard = await rowOf(STANDARD.name);
    // Cells after the name: communities, updated, actions (Edit default terms, Rename), and no flag.
    expect(
      within(standard)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', '2', '15/10/2026', 'Edit default termsRename']);
    expect(screen.queryByRole('columnheader', { name: 'No auto-add to magic links' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /magic links/ })).toBeNull();
  });

  it('lists each type with its communities, flag and last change, and its default terms on request', async () => {
    serve({ lists: [[PEACE, STANDARD]] });
    renderScreen();
    const standard = await rowOf(STANDARD.name);
    const cells = within(standard).getAllByRole('cell');
    // Cells after the name: communities, flag, updated (15 Oct 2026, UTC), actions.
    expect(cells[1]!.textContent).toBe('2');
    expect(cells[3]!.textContent).toBe('15/10/2026');
    const flag = (name: string) =>
      screen.getByRole('checkbox', { name: `Do not add ${name} to magic links automatically` });
    expect((flag(STANDARD.name) as HTMLInputElement).checked).toBe(false);
    expect((flag(PEACE.name) as HTMLInputElement).checked).toBe(true);
    // Each row links to its default contract's editor, by the default contract's id (71 for Standard licence).
    const edit = within(standard).getByRole('link', { name: `Edit default terms of ${STANDARD.name}` });
    expect(edit.getAttribute('href')).toBe('/corporate/admin/defaultContract/71');

    expect(screen.queryByRole('definition')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `Show the default terms of ${STANDARD.name}` }));
    const terms = await screen.findByLabelText(`Default terms of ${STANDARD.name}`);
    // 6 % a year capped at 36 %: 6, 12, 30 (year 5), 36, 36.
    expect(terms.textContent).toContain(
      'DMFyear 1 6% · year 2 12% · year 5 30% · year 10 36% · year 15 36% of the purchase price',
    );
    expect(terms.textContent).toContain('Repayment18 months after leaving');
    expect(screen.getByText('Default contract: Standard licence – 6% p.a. to 36% (default)')).toBeTruthy();
  });

  it('creates a type: name and flag sent, toast, list asked again', async () => {
    const { posts, calls } = serve({
      lists: [
        [PEACE, STANDARD],
        [PEACE, STANDARD, NEW_ZOE],
      ],
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New contract type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New contract type' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ZOE } });
    fireEvent.click(within(dialog).getByLabelText(NO_AUTO_ADD_LABEL));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(MESSAGES.contract.typeCreated)).toBeTruthy();
    expect(posts()).toEqual([
      { call: 'POST /contracts/create', body: { name: ZOE, noAutoAddMagicLink: true } },
    ]);
    expect(await screen.findByRole('rowheader', { name: ZOE })).toBeTruthy();
    expect(calls.filter((c) => c.call === 'GET /contracts')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a name another type has, in any letter case, without asking the server', async () => {
    const { posts } = serve({ lists: [[PEACE, STANDARD]] });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New contract type' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), {
      target: { value: ' PEACE OF MIND – 5% P.A. TO 25%' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(CONTRACT_TYPE_NAME_TAKEN)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('shows the server’s refusal beside the name and in a toast', async () => {
    const message = CONTRACT_TYPE_NAME_TAKEN;
    serve({ lists: [[STANDARD]], post: { status: 409, body: { error: { code: 'CONFLICT', message } } } });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'New contract type' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ZOE } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    // Beside the field (helper text) and in the toast: twice; the dialog stays open.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(within(dialog).getByText(message)).toBeTruthy();
  });

  it('renames through contract/{default contract id}/updateName, with the spec’s text when it fails', async () => {
    const { posts } = serve({ lists: [[STANDARD]], post: { status: 500 } });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: `Rename ${STANDARD.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Rename ${STANDARD.name}` });
    const input = within(dialog).getByLabelText<HTMLInputElement>('Name');
    expect(input.value).toBe(STANDARD.name);
    // Its own name in other letters is not "taken".
    fireEvent.change(input, { target: { value: 'STANDARD licence – 6% p.a. to 36%' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    // A failure without a server message: the spec §8 'Contracts' text.
    expect(await screen.findByText(MESSAGES.contract.renameFailed)).toBeTruthy();
    expect(posts()).toEqual([
      { call: 'POST /contract/71/updateName', body: { name: 'STANDARD licence – 6% p.a. to 36%' } },
    ]);
  });

  it('closes Rename without a call when the name is kept', async () => {
    const { posts } = serve({ lists: [[STANDARD]] });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: `Rename ${STANDARD.name}` }));
    const dialog = await screen.findByRole('dialog');
    // Surrounding spaces are not part of a name.
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ` ${STANDARD.name} ` } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual([]);
    expect(screen.queryByText(MESSAGES.contract.renamed)).toBeNull();
  });

  it('renames and says so', async () => {
    const renamed = { ...STANDARD, name: 'Standard licence 2027' };
    serve({
      lists: [[STANDARD], [renamed]],
      post: { status: 200, body: { data: { contractType: renamed } } },
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: `Rename ${STANDARD.name}` }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Standard licence 2027' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText(MESSAGES.contract.renamed)).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'Standard licence 2027' })).toBeTruthy();
  });

  it('sets noAutoAddMagicLink on the default contract’s type', async () => {
    const flagged = { ...STANDARD, noAutoAddMagicLink: true };
    const { posts } = serve({
      lists: [[STANDARD], [flagged]],
      post: { status: 200, body: { data: { contractType: flagged } } },
    });
    // The POST answers only when the test opens the gate, so the screen can be seen while it saves.
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') await gate;
      return answer(input, init);
    });
    renderScreen();
    const box = await screen.findByRole('checkbox', {
      name: `Do not add ${STANDARD.name} to magic links automatically`,
    });
    fireEvent.click(box);
    // Shown as chosen while it saves, and not clickable again meanwhile.
    await waitFor(() => expect(box.hasAttribute('disabled')).toBe(true));
    expect((box as HTMLInputElement).checked).toBe(true);
    open();
    expect(await screen.findByText(MESSAGES.contract.updated)).toBeTruthy();
    expect(posts()).toEqual([
      { call: 'POST /contract/71/noAutoAddMagicLink', body: { noAutoAddMagicLink: true } },
    ]);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
  });

  it('offers no create, rename or flag change without their permissions', async () => {
    serve({ lists: [[STANDARD]] });
    renderScreen(['accessCorporate', 'updateDefaultContract']);
    await rowOf(STANDARD.name);
    expect(screen.queryByRole('button', { name: 'New contract type' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Rename/ })).toBeNull();
    expect(screen.getByRole('checkbox').hasAttribute('disabled')).toBe(true);
  });

  it('says when the list cannot be loaded', async () => {
    mockFetch(() => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'Database down' } } }));
    renderScreen();
    expect(await screen.findByText(`${MESSAGES.contract.typesLoadFailed}: Database down`)).toBeTruthy();
  });
});

describe('Contract types route', () => {
  it('is in the app bar as Contracts only for users with the admin contracts ability', () => {
    const nav = (permissions: string[]) => navItemsFor(makeUser({ permissions }));
    expect(nav(['updateDefaultContract']).find((i) => i.label === 'Contracts')?.to).toBe(
      '/corporate/admin/contracts',
    );
    expect(nav(['accessCorporate', 'updateContract', 'assignContract']).map((i) => i.label)).not.toContain(
      'Contracts',
    );
  });

  it('answers Access Denied to an adviser', async () => {
    renderAppAs(makeSession(), '/corporate/admin/contracts');
    expect(await screen.findByRole('heading', { name: MESSAGES.accessDeniedTitle })).toBeTruthy();
  });
});
