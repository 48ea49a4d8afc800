import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../test/fixtures.ts';
import { renderAt } from './renderForm.tsx';
import { formResponse } from './testData.ts';
import { CONFLICT_MESSAGE } from './useVersionedSave.ts';

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
