/**
 * The post-login message and "What's new" highlights (spec §2.4, §3.13): shown when unseen, remembered
 * per user in localStorage when dismissed; an edited message or a new highlight shows again, only what is new.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { highlightsOf, type ShellContentResponse } from '@rlc/shared';
import { Providers, makeQueryClient } from '../../app/Providers.tsx';
import { mockFetch } from '../../test/fixtures.ts';
import { PostLoginDialog } from './PostLoginDialog.tsx';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => localStorage.clear());

const content = (lastUpdated: string, news: string): ShellContentResponse => ({
  message: { content: '## Welcome\n\nRates for **March** are loaded.', lastUpdated },
  highlights: highlightsOf(news),
});

function show(answer: ShellContentResponse, userId = 7) {
  mockFetch((url) => (url.endsWith('/shellContent') ? { status: 200, body: { data: answer } } : undefined));
  return render(
    <Providers queryClient={makeQueryClient()}>
      <PostLoginDialog userId={userId} />
    </Providers>,
  );
}

describe('PostLoginDialog', () => {
  it('shows the message and highlights once, then nothing for that user; another user still sees them', async () => {
    const first = content('2026-11-25T09:00:00.000Z', '- Help pages\n- Consult Mode');
    const view = show(first);
    const dialog = await screen.findByRole('dialog', { name: 'Message' });
    // The markdown subset of ADR 0012: '## Welcome' a heading line, **March** bold.
    expect(within(dialog).getByText('Welcome')).toBeTruthy();
    expect(within(dialog).getByText('March').tagName).toBe('STRONG');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['• Help pages', '• Consult Mode']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('rlc.postLoginSeen.7')).toBe('2026-11-25T09:00:00.000Z');
    view.unmount();

    const again = show(first);
    // Give the query time to answer: still nothing to show.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    again.unmount();

    show(first, 8);
    expect(await screen.findByRole('dialog', { name: 'Message' })).toBeTruthy();
  });

  it('after a new highlight, shows only it (the message unchanged stays seen)', async () => {
    const view = show(content('2026-11-25T09:00:00.000Z', '- Help pages'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));
    view.unmount();
    show(content('2026-11-25T09:00:00.000Z', '- Help pages\n- Consult Mode'));
    const dialog = await screen.findByRole('dialog', { name: "What's new" });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['• Consult Mode']);
    expect(within(dialog).queryByText('Rates for')).toBeNull();
  });

  it('shows nothing when the corporate wrote nothing', async () => {
    show({ message: null, highlights: [] });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
