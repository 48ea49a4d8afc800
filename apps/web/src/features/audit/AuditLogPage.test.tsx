/**
 * The Audit log screen: entries in Sydney time with the user and details, the filters sent to the
 * server (user, dates, action; a new filter goes back to page 0), a backwards date range refused beside the field
 * without asking the server, and paging (Access Denied without updateCorporate: routing/routes.test.tsx). The server is a scripted fetch.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry, AuditLogRequest } from '@rlc/shared';
import { mockFetch } from '../../test/fixtures.ts';
import { renderRoutesAt } from '../../test/renderRoutes.tsx';
import { auditDetails, auditWhen } from './auditText.ts';
import { auditRoutes } from './routes.ts';

afterEach(() => vi.unstubAllGlobals());

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-06-30T14:30:00.000Z',
  action: 'login.failure',
  userId: 2,
  userName: 'Sam Taylor',
  userEmail: 'adviser@demo.test',
  ip: '203.0.113.9',
  details: { reason: 'password' },
  ...over,
});

function serve(total = 2) {
  const bodies: AuditLogRequest[] = [];
  mockFetch((url, init) => {
    const path = url.replace(/^.*\/api\/app\/v1/, '');
    if (path === '/users')
      return {
        status: 200,
        body: {
          data: {
            users: [
              {
                id: 2,
                firstName: 'Sam',
                lastName: 'Taylor',
                email: 'adviser@demo.test',
                title: null,
                role_id: 3,
                roleName: 'adviser',
                state: 'active',
                communities: [],
                last_login_at: null,
                created_at: '2026-01-01T00:00:00.000Z',
              },
            ],
          },
        },
      };
    if (path !== '/audit/log') return undefined;
    bodies.push(JSON.parse(init?.body as string) as AuditLogRequest);
    return {
      status: 200,
      body: {
        data: {
          entries: [
            entry({}),
            entry({
              id: 2,
              action: 'user.update',
              userId: null,
              userName: null,
              userEmail: null,
              ip: null,
              details: null,
            }),
          ],
          total,
          actions: ['login.failure', 'user.update'],
        },
      },
    };
  });
  return bodies;
}

const ADMIN = ['updateCorporate', 'updateUser', 'accessCorporate'];

describe('Audit log screen', () => {
  it('lists entries in Sydney time with the user, the address and the details', async () => {
    serve();
    renderRoutesAt(auditRoutes, '/corporate/admin/audit', { permissions: ADMIN });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    // 14:30 UTC on 30 June is 00:30 on 1 July in Sydney (AEST, UTC+10).
    expect(rows[0]?.textContent).toContain('01/07/2026, 00:30:00');
    expect(rows[0]?.textContent).toContain('Sam Taylor');
    expect(rows[0]?.textContent).toContain('adviser@demo.test');
    expect(rows[0]?.textContent).toContain('reason: password');
    expect(rows[1]?.textContent).toContain('user.update');
  });

  it('sends the filters, back to the first page, and refuses a backwards range beside the field', async () => {
    const bodies = serve(120);
    renderRoutesAt(auditRoutes, '/corporate/admin/audit', { permissions: ADMIN });
    await screen.findByRole('table', { name: 'Audit log' });
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ page: 1, pageSize: 50 }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-07-01' } });
    await waitFor(() => expect(bodies.at(-1)).toEqual({ from: '2026-07-01', page: 0, pageSize: 50 }));
    const asked = bodies.length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-06-01' } });
    expect(await screen.findByText('The end date is before the start date.')).toBeTruthy();
    // The backwards end date is not sent: the server is asked with the start date alone (already cached).
    expect(bodies.slice(asked).every((b) => b.to === undefined)).toBe(true);
  });
});

describe('audit text', () => {
  it('reads details as key: value pairs and instants in Sydney, daylight saving included', () => {
    expect(auditDetails({ reason: 'x', ids: [1, 2], nested: { a: 1 }, none: null })).toBe(
      'reason: x · ids: 1, 2 · nested: {"a":1} · none: —',
    );
    expect(auditDetails(null)).toBe('');
    // 1 January: AEDT, UTC+11, so 13:00 UTC on 31 December is midnight.
    expect(auditWhen('2025-12-31T13:00:00.000Z')).toBe('01/01/2026, 00:00:00');
  });
});
