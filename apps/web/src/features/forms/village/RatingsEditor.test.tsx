import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FormResponse, InternalVillage, Rating } from '@rlc/shared';
import { renderAt } from '../testing/renderForm.tsx';
import { formResponse } from '../../../test/formData.ts';
import { CONFLICT_MESSAGE } from '../save/useVersionedSave.ts';

afterEach(() => vi.unstubAllGlobals());

const UID = 'int-11-101'; // village 11, contract 101 (the fixture's chosen contract)

interface Post {
  path: string;
  version: number;
  data: unknown;
  status?: number;
}

/**
 * A form server that checks versions like the real one (a write must carry the current version, else 409) and
 * takes `delayMs` to answer, so two writes sent together overlap as they do over a network. `inFlightMax` is
 * the most writes it ever had open at once.
 */
function slowServer(delayMs = 20) {
  const base = formResponse();
  const state = {
    form: { ...base, corporate: { ...base.corporate, valuationTool: true } } as FormResponse,
    posts: [] as Post[],
    open: 0,
    inFlightMax: 0,
  };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : input.toString();
      if (!init?.body) return url.endsWith('/form/5') ? json(200, { data: state.form }) : json(404, {});
      const body = JSON.parse(init.body as string) as { data: unknown; version: number };
      const post: Post = { path: url.replace(/^.*\/form\/5\//, ''), version: body.version, data: body.data };
      state.posts.push(post);
      state.open += 1;
      state.inFlightMax = Math.max(state.inFlightMax, state.open);
      await new Promise((r) => setTimeout(r, delayMs));
      state.open -= 1;
      if (body.version !== state.form.version) {
        post.status = 409;
        return json(409, { error: { code: 'CONFLICT', message: 'Form changed' } });
      }
      const version = state.form.version + 1;
      if (post.path === 'ratings') {
        state.form = { ...state.form, version, ratings: body.data as Rating[] };
        return json(200, { data: { updated: body.data, version } });
      }
      const village = { ...state.form.villagesInternal[0]!, ...(body.data as Partial<InternalVillage>) };
      state.form = { ...state.form, version, villagesInternal: [village] };
      return json(200, { data: { updated: village, version } });
    }),
  );
  return state;
}

const star = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('radio', { name });

describe('village fields and ratings share the form save queue (audit C)', () => {
  it('a field and a rating changed together go out one after another, each on the version the other answered', async () => {
    const server = slowServer();
    renderAt('/corporate/form/5/property/int-11');
    const name = await screen.findByLabelText('Property name');
    fireEvent.change(name, { target: { value: 'Unit 4' } });
    fireEvent.blur(name); // the name save leaves…
    fireEvent.click(star('Location', '3 Good')); // …and the rating is set while it is out
    await waitFor(() => expect(server.posts).toHaveLength(2));
    await screen.findByText('All changes saved');
    expect(server.inFlightMax).toBe(1);
    expect(server.posts.map((p) => [p.path, p.version, p.status ?? 200])).toEqual([
      ['village/1/11', 3, 200],
      ['ratings', 4, 200],
    ]);
    expect(server.form.ratings).toEqual([
      { uid: UID, location: 3, amenities: 0, careSupport: 0, lifestyle: 0 },
    ]);
    expect(server.form.villagesInternal[0]!.name).toBe('Unit 4');
    expect(screen.queryByText(CONFLICT_MESSAGE)).toBeNull();
  });

  it('a conflict on the ratings shows in the status area at the top, and Reload keeps the stars set', async () => {
    const server = slowServer(5);
    renderAt('/corporate/form/5/property/int-11');
    await screen.findByRole('group', { name: 'Location' });
    // Another tab rates Amenities meanwhile (version 3 → 4).
    server.form = {
      ...server.form,
      version: 4,
      ratings: [{ uid: UID, location: 0, amenities: 5, careSupport: 0, lifestyle: 0 }],
    };
    fireEvent.click(star('Location', '2 Poor'));
    const alert = await screen.findByText(CONFLICT_MESSAGE);
    // The notice follows the page's save status line (top of the page), before the first field…
    const status = screen.getByRole('status');
    const firstField = screen.getByLabelText('Property name');
    expect(status.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(alert.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // …and only once (not again beside the ratings).
    expect(screen.getAllByText(CONFLICT_MESSAGE)).toHaveLength(1);

    await act(() => new Promise((r) => setTimeout(r, 0)));
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(server.posts.at(-1)).toMatchObject({ path: 'ratings', version: 4 }));
    await waitFor(() => expect(screen.queryByText(CONFLICT_MESSAGE)).toBeNull());
    // The adviser's star wins for the score they set; the other tab's score is kept, not overwritten.
    expect(server.form.ratings).toEqual([
      { uid: UID, location: 2, amenities: 5, careSupport: 0, lifestyle: 0 },
    ]);
    expect(within(screen.getByRole('group', { name: 'Amenities' })).getByText('Excellent')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Location' })).getByText('Poor')).toBeTruthy();
  });
});
