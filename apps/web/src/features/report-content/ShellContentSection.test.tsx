/**
 * Report Settings › "Sign-in message and what's new": the shell's two blocks listed from GET
 * shellContent/corporate, edited with the report content editor and saved to POST shellContent/corporate/:name.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Providers, makeQueryClient } from '../../app/Providers.tsx';
import { makeSession, mockFetch, storeSession } from '../../test/fixtures.ts';
import { ShellContentSection } from './index.ts';

afterEach(() => vi.unstubAllGlobals());

describe('shell content on Report Settings', () => {
  it("lists the post-login message and what's new, and saves one under its own name", async () => {
    const saves: { path: string; body: unknown }[] = [];
    mockFetch((url, init) => {
      const path = decodeURIComponent(url.replace(/^.*\/api\/app\/v1/, ''));
      if ((init?.method ?? 'GET') === 'GET' && path === '/shellContent/corporate')
        return {
          status: 200,
          body: {
            data: {
              blocks: [
                { name: 'Post-login message', content: '', lastUpdated: null },
                { name: "What's new", content: '', lastUpdated: null },
              ],
            },
          },
        };
      if (init?.method === 'POST' && path.startsWith('/shellContent/corporate/')) {
        saves.push({ path, body: JSON.parse(init.body as string) as unknown });
        return { status: 200, body: { data: { message: 'Report content updated', lastUpdated: null } } };
      }
      return undefined;
    });
    storeSession(makeSession({}, { permissions: ['updateCorporateReport'] }));
    render(
      <Providers queryClient={makeQueryClient()}>
        <ShellContentSection />
      </Providers>,
    );
    const list = await screen.findByRole('list', { name: 'Sign-in texts' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Post-login messageNot written', "What's newNot written"]);
    fireEvent.click(within(list).getByRole('button', { name: /^What's new/ }));
    fireEvent.change(screen.getByRole('textbox', { name: "What's new text" }), {
      target: { value: '- Help pages\n- Consult Mode' },
    });
    const preview = screen.getByRole('region', { name: "What's new preview" });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Help pages', 'Consult Mode']);
    fireEvent.click(screen.getByRole('button', { name: "Save What's new" }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({
      path: "/shellContent/corporate/What's new",
      body: { content: '- Help pages\n- Consult Mode' },
    });
  });
});
