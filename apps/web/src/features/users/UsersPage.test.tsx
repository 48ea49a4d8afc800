/**
 * The Users screen (spec §2.1 admin > users, §8 User messages): the list with its columns and
 * search, editing a user (only what changed is sent; disabling), creating one with the welcome e-mail, resending
 * it, deleting a user after a confirmation, the
 * server's refusal shown as its message, what a user manager without createUser sees, and the app-bar entry.
 * The server is a scripted fetch; calls are recorded with their bodies.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminUser, RoleSummary } from '@rlc/shared';
import { makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutesAt } from '../../test/renderRoutes.tsx';
import { navItemsFor } from '../shell/index.ts';
import { userAdminRoutes } from './routes.ts';

afterEach(() => vi.unstubAllGlobals());

const ADMIN = ['accessCorporate', 'createUser', 'updateUser', 'createForm'];

const user = (over: Partial<AdminUser>): AdminUser => ({
  id: 1,
  firstName: 'Avery',
  lastName: 'Morgan',
  email: 'admin@demo.test',
  title: null,
  phone: null,
  role_id: 1,
  roleName: 'corporate admin',
  state: 'active',
  communities: [{ id: 11, name: 'Sunny Grove Village' }],
  last_login_at: '2026-11-24T03:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  mfa: false,
  ...over,
});

const USERS: AdminUser[] = [
  user({}),
  user({
    id: 2,
    firstName: 'Sam',
    lastName: 'Taylor',
    email: 'adviser@demo.test',
    role_id: 3,
    roleName: 'adviser',
    mfa: true,
    communities: [
      { id: 12, name: 'Harbour View Retirement Village' },
      { id: 11, name: 'Sunny Grove Village' },
    ],
    last_login_at: null,
  }),
  user({
    id: 3,
    firstName: 'Đức',
    lastName: 'Nguyễn',
    email: 'duc@demo.test',
    role_id: 3,
    roleName: 'adviser',
    state: 'disabled',
    communities: [],
  }),
];

const ROLES: RoleSummary[] = [
  { id: 3, name: 'adviser', permissions: ['accessCommunityWide', 'createForm'], grantable: true },
  { id: 1, name: 'corporate admin', permissions: ['createUser'], grantable: false },
];

const COMMUNITIES = [
  { id: 11, name: 'Sunny Grove Village' },
  { id: 12, name: 'Harbour View Retirement Village' },
];

interface Call {
  call: string;
  body: unknown;
}

function serve(answers: { create?: { status: number; body: unknown } } = {}) {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const path = url.replace(/^.*\/api\/app\/v1/, '');
    calls.push({
      call: `${method} ${path}`,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    if (path === '/users' && method === 'POST') return { status: 200, body: { data: { users: USERS } } };
    if (path === '/users/roles') return { status: 200, body: { data: { roles: ROLES } } };
    if (path === '/communities')
      return {
        status: 200,
        body: { data: { communities: COMMUNITIES, info: { count: 2, licenses: 10 } } },
      };
    if (path === '/users/create')
      return (
        answers.create ?? {
          status: 200,
          body: { data: { user: user({ id: 9 }), message: 'User created' } },
        }
      );
    if (path === '/user/2/delete')
      return { status: 200, body: { data: { success: true, message: 'User deleted' } } };
    if (path === '/user/2/welcome')
      return { status: 200, body: { data: { user: user({ id: 2 }), message: 'Email sent' } } };
    if (path === '/user/2/update')
      return {
        status: 200,
        body: { data: { user: user({ id: 2, state: 'disabled' }), message: 'User updated' } },
      };
    return undefined;
  });
  return calls;
}

function renderScreen(permissions: string[] = ADMIN) {
  renderRoutesAt(userAdminRoutes, '/corporate/admin/users', { permissions });
}

const rowTexts = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => Array.from(r.querySelectorAll('td')).map((c) => c.textContent));

/** Opens Create User once the roles and communities it offers have loaded (the button waits for them). */
async function openCreate() {
  const button = await screen.findByRole('button', { name: 'Create User' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
  return screen.findByRole('dialog', { name: 'Create User' });
}

/** Opens Edit User of the named row once the dialog's choices have loaded. */
async function openEdit(name: string) {
  const button = await screen.findByRole('button', { name: `Edit ${name}` });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
  return screen.findByRole('dialog', { name: 'Edit User' });
}

async function chooseOption(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Users screen', () => {
  it('lists name, e-mail, role, communities, state, MFA and last login (dd/mm/yyyy), and searches', async () => {
    serve();
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Users' });
    expect(rowTexts()).toEqual([
      // 2026-11-24T03:00Z is 24/11/2026 (the house date format reads the UTC date).
      [
        'Avery Morgan',
        'admin@demo.test',
        'corporate admin',
        'Sunny Grove Village',
        'Active',
        'Off',
        // Last login shows the time of day in Sydney: 03:00 UTC on 24 Nov is 2:00 pm AEDT (+11), whatever the
        // browser's zone (this suite runs with TZ=UTC too).
        '24/11/2026, 2:00 pm',
        'Edit',
      ],
      [
        'Sam Taylor',
        'adviser@demo.test',
        'adviser',
        'Harbour View Retirement Village, Sunny Grove Village',
        'Active',
        'On',
        'Never',
        'Edit',
      ],
      ['Đức Nguyễn', 'duc@demo.test', 'adviser', '–', 'Disabled', 'Off', '24/11/2026, 2:00 pm', 'Edit'],
    ]);
    // Accents do not matter: 'duc nguyen' finds Đức Nguyễn; words may match different columns.
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'duc nguyen' } });
    expect(rowTexts().map((r) => r[0])).toEqual(['Đức Nguyễn']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'harbour sam' } });
    expect(rowTexts().map((r) => r[0])).toEqual(['Sam Taylor']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'nobody' } });
    expect(screen.getByText('No users match the search.')).toBeTruthy();
  });

  it('disables a user: sends only the state, toasts the spec message and reloads the list', async () => {
    const calls = serve();
    renderScreen();
    const dialog = await openEdit('Sam Taylor');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true); // nothing changed yet
    await chooseOption('State', 'Disabled');
    expect(
      within(dialog).getByText('A disabled user is signed out at once and cannot sign in.'),
    ).toBeTruthy();
    fireEvent.click(save);
    expect(await screen.findByText('User updated')).toBeTruthy();
    expect(calls.filter((c) => c.call === 'POST /user/2/update').map((c) => c.body)).toEqual([
      { user: { state: 'disabled' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls.filter((c) => c.call === 'POST /users')).toHaveLength(2));
  });

  it('creates a user with the welcome e-mail; a role beyond the admin cannot be chosen', async () => {
    const calls = serve();
    renderScreen();
    const dialog = await openCreate();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    // Nothing is sent while required fields are empty; the errors show beside them.
    expect(within(dialog).getAllByText('Required.')).toHaveLength(2);
    expect(within(dialog).getByText('E-mail is required')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'First name' }), {
      target: { value: 'Đức' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Last name' }), {
      target: { value: 'Nguyễn' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'duc.nguyen@demo.test' },
    });
    // The phone printed on the covers of this adviser's reports, trimmed.
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Phone' }), {
      target: { value: ' 0412 345 678 ' },
    });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Role' }));
    const adminOption = await screen.findByRole('option', { name: 'corporate admin' });
    expect(adminOption.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'adviser' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Harbour View Retirement Village' }));
    expect(
      within(dialog).getByRole<HTMLInputElement>('checkbox', { name: /Send a welcome e-mail/ }).checked,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User created')).toBeTruthy();
    expect(calls.filter((c) => c.call === 'POST /users/create').map((c) => c.body)).toEqual([
      {
        user: {
          firstName: 'Đức',
          lastName: 'Nguyễn',
          email: 'duc.nguyen@demo.test',
          title: null,
          phone: '0412 345 678',
          role_id: 3,
          community_ids: [12],
        },
        sendEmail: true,
      },
    ]);
  });

  it("shows the server's refusal as its message (a duplicate e-mail) and keeps the dialog open", async () => {
    const message = 'Error creating user: a user with this e-mail address already exists.';
    serve({ create: { status: 409, body: { error: { code: 'CONFLICT', message } } } });
    renderScreen();
    const dialog = await openCreate();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'First name' }), {
      target: { value: 'Sam' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'adviser@demo.test' },
    });
    await chooseOption('Role', 'adviser');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Create User' })).toBeTruthy();
  });

  it('sends the welcome e-mail again from the edit dialog and keeps the dialog open', async () => {
    const calls = serve();
    renderScreen();
    const dialog = await openEdit('Sam Taylor');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send welcome e-mail' }));
    expect(await screen.findByText('Email sent')).toBeTruthy();
    expect(calls.filter((c) => c.call === 'POST /user/2/welcome')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Edit User' })).toBeTruthy();
  });

  it('deletes a user after a confirmation, toasts the spec message and reloads the list', async () => {
    const calls = serve();
    renderScreen();
    const dialog = await openEdit('Sam Taylor');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete user?' });
    expect(confirm.textContent).toContain('Sam Taylor will be signed out and can no longer sign in.');
    expect(calls.filter((c) => c.call === 'POST /user/2/delete')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted')).toBeTruthy();
    expect(calls.filter((c) => c.call === 'POST /user/2/delete')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calls.filter((c) => c.call === 'POST /users')).toHaveLength(2));
  });

  it('a user manager without createUser edits but cannot create, delete or send welcomes', async () => {
    serve();
    renderScreen(['updateUser', 'accessCommunityWide']);
    const dialog = await openEdit('Sam Taylor');
    expect(screen.queryByRole('button', { name: 'Create User' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Send welcome e-mail' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    // The roles answer marks 'corporate admin' not grantable: Avery Morgan (corporate admin) is above them
    // (hidden: true, as the open dialog hides the page from the accessibility tree).
    expect(
      screen.getByRole('button', { name: 'Edit Avery Morgan', hidden: true }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('is in the app bar for user admins only', () => {
    expect(navItemsFor(makeUser({ permissions: ADMIN })).map((i) => i.label)).toContain('Users');
    expect(navItemsFor(makeUser({ permissions: ['updateUser'] })).map((i) => i.label)).toContain('Users');
    expect(
      navItemsFor(makeUser({ permissions: ['accessCommunityWide', 'createForm'] })).map((i) => i.label),
    ).not.toContain('Users');
  });
});
