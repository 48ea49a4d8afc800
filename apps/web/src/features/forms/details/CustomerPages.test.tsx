import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../test/fixtures.ts';
import { renderAt } from '../testing/renderForm.tsx';
import { formResponse } from '../../../test/formData.ts';
import { CONFLICT_MESSAGE } from '../save/useVersionedSave.ts';

afterEach(() => vi.unstubAllGlobals());

function bodyOf(init: RequestInit | undefined) {
  return JSON.parse(init?.body as string) as { data: Record<string, unknown>; version: number };
}

describe('Customer Details saving with the form version', () => {
  it('sends only the changed field with the version read, then the version the server answered', async () => {
    const posts: { data: Record<string, unknown>; version: number }[] = [];
    let version = 3;
    mockFetch((url, init) => {
      if (url.endsWith('/form/5') && !init?.body)
        return { status: 200, body: { data: formResponse({ version: 3 }) } };
      if (url.endsWith('/form/5/customer')) {
        const b = bodyOf(init);
        posts.push(b);
        if (b.version !== version)
          return { status: 409, body: { error: { code: 'CONFLICT', message: 'stale' } } };
        version += 1;
        return {
          status: 200,
          body: { data: { updated: { ...formResponse().formConsumer.customer, ...b.data }, version } },
        };
      }
      return undefined;
    });
    renderAt('/corporate/form/5/customer');
    const first = await screen.findByLabelText('First Name');
    fireEvent.change(first, { target: { value: 'Dot' } });
    fireEvent.blur(first);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({ data: { firstName: 'Dot' }, version: 3 });
    const last = screen.getByLabelText('Last Name');
    fireEvent.change(last, { target: { value: 'Ng' } });
    fireEvent.blur(last);
    await waitFor(() => expect(posts).toHaveLength(2));
    // The second edit carries the version the first save answered (4), so it is not stale.
    expect(posts[1]).toEqual({ data: { lastName: 'Ng' }, version: 4 });
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    expect(screen.queryByText(CONFLICT_MESSAGE)).toBeNull();
  });

  it('on 409 tells the adviser to reload and keeps every typed value; Reload re-sends them on the latest version', async () => {
    let serverVersion = 9; // someone else saved meanwhile: the form on screen says 3
    const posts: { data: Record<string, unknown>; version: number }[] = [];
    mockFetch((url, init) => {
      if (url.endsWith('/form/5') && !init?.body) {
        return {
          status: 200,
          body: { data: formResponse({ version: posts.length === 0 ? 3 : serverVersion }) },
        };
      }
      if (url.endsWith('/form/5/customer')) {
        const b = bodyOf(init);
        posts.push(b);
        if (b.version !== serverVersion)
          return { status: 409, body: { error: { code: 'CONFLICT', message: 'Form changed' } } };
        serverVersion += 1;
        return {
          status: 200,
          body: {
            data: { updated: { ...formResponse().formConsumer.customer, ...b.data }, version: serverVersion },
          },
        };
      }
      return undefined;
    });
    renderAt('/corporate/form/5/customer');
    const first = await screen.findByLabelText('First Name');
    fireEvent.change(first, { target: { value: 'Dorothea' } });
    fireEvent.blur(first);
    expect(await screen.findByText(CONFLICT_MESSAGE)).toBeTruthy();
    // Typing after the conflict is kept on screen too (and not sent while stale).
    const last = screen.getByLabelText('Last Name');
    fireEvent.change(last, { target: { value: 'Nguyen-Smith' } });
    fireEvent.blur(last);
    expect(screen.getByLabelText<HTMLInputElement>('First Name').value).toBe('Dorothea');
    expect(screen.getByLabelText<HTMLInputElement>('Last Name').value).toBe('Nguyen-Smith');
    expect(posts).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]).toEqual({ data: { firstName: 'Dorothea', lastName: 'Nguyen-Smith' }, version: 9 });
    await waitFor(() => expect(screen.queryByText(CONFLICT_MESSAGE)).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>('First Name').value).toBe('Dorothea');
    expect(screen.getByLabelText<HTMLInputElement>('Last Name').value).toBe('Nguyen-Smith');
  });
});

/**
 * A server that checks versions like the real one: a write must carry the current version (else 409), bumps it,
 * and refuses an invalid e-mail with 400 'Invalid e-mail.' naming the field. `customer` is the stored record;
 * `saveElsewhere` is another tab's save (new version, changed fields).
 */
function versionedServer(version: number) {
  const state = {
    version,
    customer: { ...formResponse().formConsumer.customer } as Record<string, unknown>,
    posts: [] as { path: string; data: Record<string, unknown>; version: number }[],
    saveElsewhere(fields: Record<string, unknown>, newVersion: number) {
      state.customer = { ...state.customer, ...fields };
      state.version = newVersion;
    },
  };
  mockFetch((url, init) => {
    if (url.endsWith('/form/5') && !init?.body) {
      const base = formResponse({ version: state.version });
      return {
        status: 200,
        body: { data: { ...base, formConsumer: { ...base.formConsumer, customer: state.customer } } },
      };
    }
    const m = /\/form\/5\/(customer|current)$/.exec(url);
    if (!m) return undefined;
    const b = bodyOf(init);
    state.posts.push({ path: m[1]!, ...b });
    if (b.version !== state.version)
      return { status: 409, body: { error: { code: 'CONFLICT', message: 'Form changed' } } };
    const email = b.data.email;
    if (typeof email === 'string' && email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      const issues = [{ path: 'data.email', message: 'Invalid e-mail.' }];
      return { status: 400, body: { error: { code: 'VALIDATION', message: 'Invalid e-mail.', issues } } };
    }
    state.version += 1;
    state.customer = { ...state.customer, ...b.data };
    return { status: 200, body: { data: { updated: state.customer, version: state.version } } };
  });
  return state;
}

function typeInto(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

describe('Customer Details: a field that breaks its rule does not block the others (audit B)', () => {
  it('keeps an invalid e-mail on screen with its message, unsent, while suburb and last name save', async () => {
    const server = versionedServer(3);
    const router = renderAt('/corporate/form/5/customer');
    await screen.findByLabelText('E-mail');
    typeInto('E-mail', 'dot@example');
    typeInto('Suburb', 'Toowong');
    await waitFor(() => expect(server.posts).toHaveLength(1));
    typeInto('Last Name', 'Ng');
    await waitFor(() => expect(server.posts).toHaveLength(2));
    // Each later field went out alone and was accepted; the e-mail never left.
    expect(server.posts).toEqual([
      { path: 'customer', data: { suburb: 'Toowong' }, version: 3 },
      { path: 'customer', data: { lastName: 'Ng' }, version: 4 },
    ]);
    expect(server.customer).toMatchObject({ suburb: 'Toowong', lastName: 'Ng', email: '' });
    expect(await screen.findByText('Not saved: Invalid e-mail.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('dot@example');

    // Leaving the screen and coming back keeps the entry and its message (the field remounts).
    await act(() => router.navigate('/corporate/form/5/current'));
    await screen.findByRole('heading', { name: 'Current Details' });
    await act(() => router.navigate('/corporate/form/5/customer'));
    const email = await screen.findByLabelText<HTMLInputElement>('E-mail');
    expect(email.value).toBe('dot@example');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Invalid e-mail.').length).toBeGreaterThan(0);

    // Corrected: sent, and the message goes.
    typeInto('E-mail', 'dot@example.com');
    await waitFor(() => expect(server.posts).toHaveLength(3));
    expect(server.posts[2]).toEqual({ path: 'customer', data: { email: 'dot@example.com' }, version: 5 });
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    expect(screen.queryByText('Invalid e-mail.')).toBeNull();
  });
});

describe('Customer Details: changing step after a conflict (audit D)', () => {
  it('asks to reload before leaving; Reload and continue saves the kept entries and the next screen is current', async () => {
    const server = versionedServer(3);
    const router = renderAt('/corporate/form/5/customer');
    await screen.findByLabelText('Last Name');
    // Another tab saves a home value: this tab's copy (version 3) is now stale.
    server.saveElsewhere({ propertyValue: 850_000 }, 9);
    typeInto('Last Name', 'Typed-Here');
    expect(await screen.findByText(CONFLICT_MESSAGE)).toBeTruthy();

    // The router's blocker is registered by an effect one render after the notice shows; let it run.
    await act(() => new Promise((r) => setTimeout(r, 0)));
    await act(() => router.navigate('/corporate/form/5/current'));
    const dialog = await screen.findByRole('dialog', { name: 'This report was changed elsewhere' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/corporate/form/5/customer');
    expect(screen.getByLabelText<HTMLInputElement>('Last Name').value).toBe('Typed-Here');

    await act(() => router.navigate('/corporate/form/5/current'));
    fireEvent.click(await screen.findByRole('button', { name: 'Reload and continue' }));
    await screen.findByRole('heading', { name: 'Current Details' });
    await waitFor(() => expect(server.posts.at(-1)).toMatchObject({ version: 9 }));
    expect(server.posts.at(-1)).toEqual({ path: 'customer', data: { lastName: 'Typed-Here' }, version: 9 });
    // The next screen shows the latest form: the other tab's home value, not the stale $0.
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Home Market Value (Net)').value).toBe('$850,000.00'),
    );
    expect(server.customer).toMatchObject({ lastName: 'Typed-Here', propertyValue: 850_000 });
  });
});

describe('Customer Details: a change of step keeps what was typed (audit D)', () => {
  it('shows an edit still being saved when the adviser comes back, and the save completes', async () => {
    const posts: { data: Record<string, unknown>; version: number }[] = [];
    let answer: (() => void) | null = null;
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        if (!init?.body) return Promise.resolve(json({ data: formResponse({ version: 3 }) }));
        const b = bodyOf(init);
        posts.push(b);
        // The server answers only when the test says so: the save is still out while the adviser moves on.
        return new Promise<Response>((resolve) => {
          answer = () =>
            resolve(
              json({ data: { updated: { ...formResponse().formConsumer.customer, ...b.data }, version: 4 } }),
            );
        });
      }),
    );
    const router = renderAt('/corporate/form/5/customer');
    await screen.findByLabelText('Last Name');
    typeInto('Last Name', 'Typed-Here');
    await waitFor(() => expect(posts).toHaveLength(1));
    await act(() => router.navigate('/corporate/form/5/current'));
    await screen.findByRole('heading', { name: 'Current Details' });
    await act(() => router.navigate('/corporate/form/5/customer'));
    // Back before the answer (and after the form was read again, still without it): the entry is on screen.
    expect((await screen.findByLabelText<HTMLInputElement>('Last Name')).value).toBe('Typed-Here');
    expect(screen.getByRole('status').textContent).toBe('Saving…');
    act(() => answer?.());
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Last Name').value).toBe('Typed-Here');
    expect(posts).toEqual([{ data: { lastName: 'Typed-Here' }, version: 3 }]);
  });
});
