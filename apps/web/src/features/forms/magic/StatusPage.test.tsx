/**
 * Magic Link Status (spec §4 "Magic forms"): the expiry text refreshes every 60 s, and Cancel link
 * asks first, then calls the server, toasts and shows the new status.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { noMagicLink, type FormMagic, type FormPdf } from '@rlc/shared';
import { mockFetch } from '../../../test/fixtures.ts';
import { formResponse } from '../../../test/formData.ts';
import { renderAt } from '../testing/renderForm.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const NOW = Date.parse('2026-11-25T12:00:00Z');
const DAY = 24 * 60 * 60_000;

function live(expiresAt: number): FormMagic {
  return {
    ...noMagicLink(true),
    magicUserId: 31,
    magicUserEmail: 'dot@example.test',
    magicStatus: 'MAGIC_ACTIVE',
    magicExpiresAt: new Date(expiresAt).toISOString(),
    magicLastLoginAt: '2026-11-24T09:00:00Z',
    magicPdfs: 2,
  };
}

describe('Magic Link Status', () => {
  it('shows the status, e-mail and PDFs, and refreshes the countdown every 60 s', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    // 2 days and 30 s left: more than 2 days, so whole days.
    const magic = live(NOW + 2 * DAY + 30_000);
    mockFetch((url, init) =>
      url.endsWith('/form/5') && !init?.body
        ? { status: 200, body: { data: formResponse({ magic }) } }
        : undefined,
    );
    renderAt('/corporate/magic-form/5/status');
    expect((await screen.findByTestId('magic-expiry')).textContent).toBe('Expires 2 days');
    expect(screen.getByTestId('magic-status').textContent).toBe('Live');
    expect(screen.getByText('dot@example.test')).toBeTruthy();
    expect(screen.getByTestId('magic-pdfs').textContent).toBe('2');
    // 59 s on, nothing is redrawn yet; at 60 s the clock ticks: 2 days − 30 s left is 1 day and 23 hours.
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(screen.getByTestId('magic-expiry').textContent).toBe('Expires 2 days');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByTestId('magic-expiry').textContent).toBe('Expires 1 day, 23 hours');
  });

  it('Cancel link asks first, then cancels, toasts and shows Cancelled without a countdown', async () => {
    const magic = live(Date.now() + 5 * DAY);
    const cancels: string[] = [];
    mockFetch((url, init) => {
      if (url.endsWith('/form/5') && !init?.body)
        return { status: 200, body: { data: formResponse({ magic }) } };
      if (url.endsWith('/form/5/magic-cancel')) {
        cancels.push(url);
        const cancelled = {
          ...magic,
          magicStatus: 'MAGIC_CANCELLED',
          magicCancelledAt: new Date().toISOString(),
        };
        return { status: 200, body: { data: { magic: cancelled } } };
      }
      return undefined;
    });
    renderAt('/corporate/magic-form/5/status');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the magic link?' });
    expect(cancels).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel link' }));
    expect(await screen.findByText('Magic link cancelled')).toBeTruthy();
    expect(cancels).toHaveLength(1);
    expect(screen.getByTestId('magic-status').textContent).toBe('Cancelled');
    expect(screen.queryByTestId('magic-expiry')).toBeNull();
    // A cancelled link can be refreshed (a new link), not cancelled or expired again.
    // (found once the closing dialog no longer hides the page from the accessibility tree)
    expect(await screen.findByRole('button', { name: 'Refresh link' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancel link' }).disabled).toBe(true);
  });

  it('offers the PDFs here: a completed report without one gets its first Results PDF from the status screen', async () => {
    // The magic form's Results step is disabled while it has no PDF (spec §2.1), so the first PDF must be made
    // here, or the adviser could never reach Results nor record a decision.
    const magic: FormMagic = {
      ...live(Date.now() + 5 * DAY),
      magicStatus: 'MAGIC_COMPLETED',
      magicCompletedAt: '2026-11-25T10:00:00Z',
      magicPdfs: 0,
    };
    const posts: unknown[] = [];
    mockFetch((url, init) => {
      if (url.endsWith('/form/5') && !init?.body)
        return { status: 200, body: { data: formResponse({ magic }) } };
      if (url.endsWith('/form/5/pdf') && init?.method === 'POST') {
        posts.push(JSON.parse(init.body as string));
        const pdf: FormPdf = {
          id: 11,
          kind: 'results',
          status: 'queued',
          progress: 0,
          created_at: '2026-11-25T12:00:00Z',
          finished_at: null,
          error: null,
        };
        return { status: 200, body: { data: { pdf } } };
      }
      if (url.endsWith('/form/5/pdfs')) return { status: 200, body: { data: { pdfs: [] } } };
      return undefined;
    });
    renderAt('/corporate/magic-form/5/status');
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Results PDF' }));
    expect(await screen.findByText('Waiting to start')).toBeTruthy();
    expect(posts).toEqual([{ kind: 'results' }]);
  });
});
