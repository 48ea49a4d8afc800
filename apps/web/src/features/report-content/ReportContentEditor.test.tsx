/**
 * The report content editor: the corporate's blocks with their state, editing one with the live
 * preview as the PDF draws it (headings, lists, bold, safe links; HTML and unsafe links shown as text), Save
 * with spec §7's body and spec §8's texts, a load failure, and a community's blocks that fall back to the
 * corporate text.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReportContent } from '@rlc/shared';
import { Providers, makeQueryClient } from '../../app/Providers.tsx';
import { makeSession, mockFetch, storeSession } from '../../test/fixtures.ts';
import { CommunityReportContent, CorporateReportContent } from './index.ts';

afterEach(() => vi.unstubAllGlobals());

const block = (name: string, content = '', lastUpdated: string | null = null): ReportContent => ({
  name,
  content,
  lastUpdated,
});

const CORPORATE: ReportContent[] = [
  block('Introduction'),
  block('About the community', 'We run villages in Queensland.', '2026-11-02T09:00:00.000Z'),
  block("What's included"),
  block('Next steps'),
  block('Important information', 'Get advice.', '2026-11-02T09:00:00.000Z'),
];

function serve(opts: {
  list: () => { status: number; body?: unknown };
  save?: { status: number; body?: unknown };
}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const path = decodeURIComponent(url.replace(/^.*\/api\/app\/v1/, ''));
    calls.push({
      method,
      path,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    if (method === 'GET' && /^\/reportContent\/(corporate|community\/\d+)$/.test(path)) return opts.list();
    if (method === 'POST' && path.startsWith('/reportContent/')) return opts.save;
    return undefined;
  });
  return calls;
}

function renderIt(node: React.ReactNode) {
  storeSession(makeSession({}, { permissions: ['updateCorporateReport', 'updateCommunityReport'] }));
  render(<Providers queryClient={makeQueryClient()}>{node}</Providers>);
}

describe('corporate report content', () => {
  it('lists the blocks with when each was saved, and edits one with a live preview', async () => {
    serve({ list: () => ({ status: 200, body: { data: { blocks: CORPORATE } } }) });
    renderIt(<CorporateReportContent />);
    const list = await screen.findByRole('list', { name: 'Report content blocks' });
    const items = within(list).getAllByRole('button');
    expect(items.map((i) => i.textContent)).toEqual([
      'IntroductionNot written',
      expect.stringMatching(/^About the communityLast updated 0[23]\/11\/2026/),
      "What's includedNot written",
      'Next stepsNot written',
      expect.stringMatching(/^Important informationLast updated/),
    ]);

    fireEvent.click(screen.getByRole('button', { name: /^Next steps/ }));
    const box = screen.getByRole('textbox', { name: 'Next steps text' });
    fireEvent.change(box, {
      target: {
        value:
          '## Before you decide\nTalk to **your family**.\n\n1. Visit [the village](https://village.example)\n2. <b>Ask</b> [us](javascript:evil)',
      },
    });
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Before you decide')).toBeTruthy();
    expect(within(preview).getByText('your family').tagName).toBe('STRONG');
    const link = within(preview).getByRole('link', { name: 'the village' });
    expect(link.getAttribute('href')).toBe('https://village.example');
    // The HTML is shown as typed and the javascript: link is words only.
    expect(within(preview).getAllByRole('listitem')[1]!.textContent).toBe('<b>Ask</b> us');
    expect(within(preview).getAllByRole('link')).toHaveLength(1);
    // Unsaved edits are marked in the list.
    expect(screen.getByRole('button', { name: /^Next steps \*/ })).toBeTruthy();
  });

  it("saves the block's text (spec §7: content) and says 'Report content updated'", async () => {
    let saved = false;
    const calls = serve({
      list: () => ({
        status: 200,
        body: {
          data: {
            blocks: CORPORATE.map((b) =>
              saved && b.name === 'Introduction'
                ? block('Introduction', 'Hello', '2026-11-03T00:00:00.000Z')
                : b,
            ),
          },
        },
      }),
      save: {
        status: 200,
        body: { data: { message: 'Report content updated', lastUpdated: '2026-11-03T00:00:00.000Z' } },
      },
    });
    renderIt(<CorporateReportContent />);
    const box = await screen.findByRole('textbox', { name: 'Introduction text' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(box, { target: { value: 'Hello' } });
    saved = true;
    fireEvent.click(save);
    expect(await screen.findByText('Report content updated')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/reportContent/corporate/Introduction', body: { content: 'Hello' } },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Introduction/ }).textContent).toMatch(
        /Last updated 0[34]\/11\/2026/,
      ),
    );
  });

  it("says 'Error saving report content' when the save fails without a message, and keeps the text", async () => {
    serve({ list: () => ({ status: 200, body: { data: { blocks: CORPORATE } } }), save: { status: 502 } });
    renderIt(<CorporateReportContent />);
    const box = await screen.findByRole('textbox', { name: 'Introduction text' });
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error saving report content')).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Introduction text' }).value).toBe(
      'Hello',
    );
  });

  it("says 'Error retrieving report content' when the blocks cannot be loaded", async () => {
    serve({ list: () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }) });
    renderIt(<CorporateReportContent />);
    expect(await screen.findByText('Error retrieving report content')).toBeTruthy();
  });
});

describe("a community's report content", () => {
  it('shows the corporate text where the community has none, and posts to the community path', async () => {
    const calls = serve({
      list: () => ({
        status: 200,
        body: {
          data: {
            blocks: CORPORATE.map((b) => ({
              ...b,
              content: '',
              lastUpdated: null,
              corporateContent: b.content,
            })),
          },
        },
      }),
      save: {
        status: 200,
        body: { data: { message: 'Report content updated', lastUpdated: '2026-11-03T00:00:00.000Z' } },
      },
    });
    renderIt(<CommunityReportContent communityId={4} />);
    const about = await screen.findByRole('button', { name: /^About the community/ });
    expect(about.textContent).toBe('About the communityUses the corporate text');
    fireEvent.click(about);
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview.textContent).toContain('the corporate text, used while this community has none');
    expect(preview.textContent).toContain('We run villages in Queensland.');
    fireEvent.change(screen.getByRole('textbox', { name: 'About the community text' }), {
      target: { value: 'Sunny Grove has 80 homes.' },
    });
    expect(preview.textContent).not.toContain('We run villages');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Report content updated');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/reportContent/community/4/About the community',
        body: { content: 'Sunny Grove has 80 homes.' },
      },
    ]);
  });
});
