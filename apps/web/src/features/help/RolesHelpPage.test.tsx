/**
 * Help › Roles & Permissions: the corporate's roles against the 22 permissions in the spec's groups,
 * the caller's role highlighted, their own abilities marked "You can", and the plain-words explanation of each.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PERMISSION_CODES, PERMISSION_HELP, type HelpRolesResponse } from '@rlc/shared';
import { mockFetch } from '../../test/fixtures.ts';
import { renderRoutesAt } from '../../test/renderRoutes.tsx';
import { helpRoutes } from './routes.ts';

afterEach(() => vi.unstubAllGlobals());

const ROLES: HelpRolesResponse = {
  myRoleId: 3,
  roles: [
    { id: 1, name: 'corporate admin', permissions: [...PERMISSION_CODES] },
    { id: 3, name: 'adviser', permissions: ['accessCommunityWide', 'createForm'] },
  ],
};

describe('Roles & Permissions', () => {
  it('shows every permission by group with each role, marks the caller’s role and abilities', async () => {
    const calls: string[] = [];
    mockFetch((url) => {
      calls.push(url);
      return url.endsWith('/help/roles') ? { status: 200, body: { data: ROLES } } : undefined;
    });
    renderRoutesAt(helpRoutes, '/corporate/help/roles', {
      role_id: 3,
      roleName: 'adviser',
      permissions: ['accessCommunityWide', 'createForm'],
    });
    const table = await screen.findByRole('table', { name: 'Roles and permissions' });
    expect(calls.some((u) => u.endsWith('/api/app/v1/help/roles'))).toBe(true);
    // 22 permission rows and the five groups of spec §6.
    expect(
      within(table)
        .getAllByRole('row')
        .filter((r) => r.dataset.testid?.startsWith('perm-')),
    ).toHaveLength(22);
    for (const g of ['Corporate', 'Retirement Community', 'Contracts', 'Users', 'Report Forms'])
      expect(within(table).getByRole('rowheader', { name: g })).toBeTruthy();
    // The caller's role column is named as theirs; the admin's is not.
    expect(within(table).getByRole('columnheader', { name: 'adviser (your role)' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'corporate admin' })).toBeTruthy();
    // Two abilities held: two "You can" marks, on those rows.
    expect(within(table).getAllByText('You can')).toHaveLength(2);
    expect(within(screen.getByTestId('perm-createForm')).getByText('You can')).toBeTruthy();
    expect(within(screen.getByTestId('perm-createUser')).queryByText('You can')).toBeNull();
    // Ticks: the admin holds all 22, the adviser 2 → 24 ticks.
    expect(within(table).getAllByLabelText(/^(corporate admin|adviser): /)).toHaveLength(24);
    // The explanation: in its column on wide screens and under the name on phones (CSS shows one of the two).
    expect(
      within(screen.getByTestId('perm-deleteForm')).getAllByText(PERMISSION_HELP.deleteForm),
    ).toHaveLength(2);
    expect(screen.getByTestId('my-role').textContent).toBe('adviser');
  });

  it('the index opens Roles & Permissions', async () => {
    mockFetch((url) => (url.endsWith('/help/roles') ? { status: 200, body: { data: ROLES } } : undefined));
    const router = renderRoutesAt(helpRoutes, '/corporate/help', { role_id: 3 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Roles & Permissions' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/corporate/help/roles');
  });
});
