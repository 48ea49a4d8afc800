/**
 * Users › Roles and permissions: the permission matrix grouped as spec §6 with its labels; an admin
 * with updateCorporate ticks a permission and saves the role (POST role/:roleId/update with the whole set), sees
 * 'Role updated'; boxes of permissions the admin lacks and roles above them are locked; the server's refusal is
 * the toast; without updateCorporate the matrix is read-only.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { RolesResponse } from '@rlc/shared';
import { Providers, makeQueryClient } from '../../app/Providers.tsx';
import { makeSession, mockFetch, storeSession } from '../../test/fixtures.ts';
import { RolesSection } from './RolesSection.tsx';

afterEach(() => vi.unstubAllGlobals());

const ROLES: RolesResponse = {
  roles: [
    { id: 3, name: 'adviser', permissions: ['accessCommunityWide', 'createForm'], grantable: true },
    {
      id: 1,
      name: 'corporate admin',
      permissions: ['createUser', 'deleteForm', 'updateCorporate', 'updateUser'],
      grantable: false,
    },
  ],
};
/** The signed-in admin: updateCorporate and a few more, not deleteForm. */
const ME = [
  'updateCorporate',
  'createUser',
  'updateUser',
  'accessCommunityWide',
  'createForm',
  'updateCommunityReport',
];

function serve(save: { status: number; body: unknown }) {
  const posted: unknown[] = [];
  mockFetch((url, init) => {
    if (url.endsWith('/users/roles')) return { status: 200, body: { data: ROLES } };
    if (url.endsWith('/role/3/update')) {
      posted.push(JSON.parse(init?.body as string));
      return save;
    }
    return undefined;
  });
  return posted;
}

function renderIt(permissions: string[]) {
  storeSession(makeSession({}, { permissions, role_id: 1 }));
  render(
    <Providers queryClient={makeQueryClient()}>
      <RolesSection />
    </Providers>,
  );
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('roles and permissions', () => {
  it('shows the spec §6 groups and labels with what each role holds', async () => {
    serve({ status: 200, body: {} });
    renderIt(ME);
    const table = await screen.findByRole('table', { name: 'Role permissions' });
    const groups = within(table)
      .getAllByRole('rowheader')
      .map((c) => c.textContent)
      .filter((t) =>
        ['Corporate', 'Retirement Community', 'Contracts', 'Users', 'Report Forms'].includes(t ?? ''),
      );
    expect(groups).toEqual(['Corporate', 'Retirement Community', 'Contracts', 'Users', 'Report Forms']);
    expect(box('adviser: Create Report Form').checked).toBe(true);
    expect(box('adviser: Update Retirement Community Report Settings').checked).toBe(false);
    // Locked: a permission the admin lacks, and every box of a role above them.
    expect(box('adviser: Hard-Delete Report Form').disabled).toBe(true);
    expect(box('corporate admin: Create Report Form').disabled).toBe(true);
    expect(box('adviser: Update Retirement Community Report Settings').disabled).toBe(false);
  });

  it("saves a role's whole new set and says 'Role updated'", async () => {
    const posted = serve({
      status: 200,
      body: {
        data: {
          role: {
            ...ROLES.roles[0],
            permissions: ['accessCommunityWide', 'createForm', 'updateCommunityReport'],
          },
          message: 'Role updated',
        },
      },
    });
    renderIt(ME);
    await screen.findByRole('table', { name: 'Role permissions' });
    const save = screen.getByRole('button', { name: 'Save adviser' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(box('adviser: Update Retirement Community Report Settings'));
    fireEvent.click(save);
    expect(await screen.findByText('Role updated')).toBeTruthy();
    expect(posted).toEqual([{ permissions: ['accessCommunityWide', 'createForm', 'updateCommunityReport'] }]);
  });

  it("shows the server's refusal", async () => {
    const reason =
      'Error updating role: without Create/Delete User and Update User on this role, nobody active could manage users; give another user those permissions first.';
    serve({ status: 409, body: { error: { code: 'CONFLICT', message: reason } } });
    renderIt(ME);
    await screen.findByRole('table', { name: 'Role permissions' });
    fireEvent.click(box('adviser: Create Report Form'));
    fireEvent.click(screen.getByRole('button', { name: 'Save adviser' }));
    expect(await screen.findByText(reason)).toBeTruthy();
  });

  it('is read-only without updateCorporate', async () => {
    serve({ status: 200, body: {} });
    renderIt(['createUser', 'updateUser']);
    await screen.findByRole('table', { name: 'Role permissions' });
    expect(box('adviser: Create Report Form').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save adviser' })).toBeNull();
  });
});
