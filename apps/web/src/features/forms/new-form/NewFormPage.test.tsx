/**
 * Create Report's magic choice: offered only when the corporate's magicEnabled is set; "Customer
 * completes it" creates a magic report with the chosen switches and opens its Magic Link Status.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, makeSession } from '../../../test/fixtures.ts';
import { renderRoutesAt } from '../../../test/renderRoutes.tsx';
import { formRoutes } from '../routes.ts';
import { renderAt } from '../testing/renderForm.tsx';

afterEach(() => vi.unstubAllGlobals());

const community = {
  id: 3,
  name: 'Harbour View',
  suburb: null,
  state: 'NSW',
  rvOrLlc: 'rv',
  ownerType: null,
};

function serve() {
  const posts: { path: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    const path = url.replace(/^.*\/api\/app\/v1\//, '');
    if (path === 'communities')
      return { status: 200, body: { data: { communities: [community], info: { count: 1, licenses: 5 } } } };
    if (init?.body) posts.push({ path, body: JSON.parse(init.body as string) as unknown });
    if (path === 'forms/create') return { status: 200, body: { data: { formId: 44 } } };
    if (path === 'form/44/magic-settings') return { status: 200, body: { data: { magic: {} } } };
    return undefined;
  });
  return posts;
}

describe('Create Report, Customer completes it', () => {
  it('creates a magic report with the chosen switches and opens its status', async () => {
    const posts = serve();
    const router = renderAt('/corporate/newForm');
    fireEvent.click(await screen.findByRole('radio', { name: 'Customer completes it (magic link)' }));
    fireEvent.click(screen.getByRole('switch', { name: 'The customer may review the results' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/corporate/magic-form/44/status'));
    expect(posts).toEqual([
      { path: 'forms/create', body: { communityId: 3, isMagic: true } },
      { path: 'form/44/magic-settings', body: { magicIsConfigurable: false, magicIsReviewable: true } },
    ]);
  });

  it('an ordinary report sends no magic flag and opens on its properties', async () => {
    const posts = serve();
    const router = renderAt('/corporate/newForm');
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/corporate/form/44/properties'));
    expect(posts).toEqual([{ path: 'forms/create', body: { communityId: 3 } }]);
  });

  it('is not offered when the corporate has magic links off', async () => {
    serve();
    const corp = { ...makeSession().corp, magicEnabled: false };
    renderRoutesAt(formRoutes, '/corporate/newForm', {}, { corp });
    expect(await screen.findByRole('button', { name: 'Create' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Customer completes it/ })).toBeNull();
  });
});
