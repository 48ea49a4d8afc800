/**
 * The Home list's magic line (spec §3.7, §4): the magic status label and, while the link is live or
 * lapsed, its expiry text; a magic report opens on its Magic Link Status.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import { Providers, makeQueryClient } from '../../app/Providers.tsx';
import { makeSession, storeSession } from '../../test/fixtures.ts';
import { listItem } from '../../test/formData.ts';
import { FormListRow } from './FormListRow.tsx';
import type { FormListItem } from '@rlc/shared';

afterEach(() => vi.unstubAllGlobals());

const NOW = Date.parse('2026-11-25T12:00:00Z');
const HOUR = 3_600_000;

function renderRow(over: Partial<FormListItem>) {
  storeSession(makeSession());
  render(
    <Providers queryClient={makeQueryClient()}>
      <MemoryRouter>
        <Table>
          <TableBody>
            <FormListRow
              form={listItem({ id: 12, isMagic: true, ...over })}
              now={NOW}
              user={makeSession().user}
              showOwner={false}
            />
          </TableBody>
        </Table>
      </MemoryRouter>
    </Providers>,
  );
}

describe('the magic line of a Home row', () => {
  it('names the status and the countdown of a live link (3 days 1 hour left → 3 days)', () => {
    renderRow({ magicStatus: 'MAGIC_ACTIVE', magicExpiresAt: new Date(NOW + 73 * HOUR).toISOString() });
    expect(screen.getByTestId('magic-line').textContent).toBe('Magic link: Live · Expires 3 days');
    expect(screen.getByRole('link', { name: /^Open / }).getAttribute('href')).toBe(
      '/corporate/magic-form/12/status',
    );
  });

  it('asks for a refresh once expired', () => {
    renderRow({ magicStatus: 'MAGIC_EXPIRED', magicExpiresAt: new Date(NOW - HOUR).toISOString() });
    expect(screen.getByTestId('magic-line').textContent).toBe('Magic link: Expired · Expired! Need Refresh');
  });

  it('a completed link shows its status only, no countdown', () => {
    renderRow({ magicStatus: 'MAGIC_COMPLETED', magicExpiresAt: new Date(NOW + 73 * HOUR).toISOString() });
    expect(screen.getByTestId('magic-line').textContent).toBe('Magic link: Completed');
  });

  it('an ordinary report has no magic line and opens on its properties', () => {
    renderRow({ isMagic: false });
    expect(screen.queryByTestId('magic-line')).toBeNull();
    expect(screen.getByRole('link', { name: /^Open / }).getAttribute('href')).toBe(
      '/corporate/form/12/properties',
    );
  });
});
