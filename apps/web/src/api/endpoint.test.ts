import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@rlc/shared';
import { mockFetch } from '../test/fixtures.ts';
import { callEndpoint } from './endpoint.ts';

afterEach(() => vi.unstubAllGlobals());

describe('callEndpoint', () => {
  it('fills the path parameters and uses the endpoint method, answering the data', async () => {
    const fetch = mockFetch((url, init) =>
      url === '/api/app/v1/form/7/clone' && init?.method === 'POST'
        ? { status: 200, body: { data: { newFormId: 8 } } }
        : undefined,
    );
    await expect(callEndpoint(ENDPOINTS.cloneForm, { params: { formId: 7 } })).resolves.toEqual({
      newFormId: 8,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends the body as JSON, and GETs without one', async () => {
    const seen: { url: string; method?: string; body?: unknown }[] = [];
    mockFetch((url, init) => {
      seen.push({ url, method: init?.method, body: init?.body });
      return { status: 200, body: { data: {} } };
    });
    await callEndpoint(ENDPOINTS.listForms, { body: { search: 'smith', page: 1 } });
    await callEndpoint(ENDPOINTS.getForm, { params: { formId: 3 } });
    expect(seen).toEqual([
      { url: '/api/app/v1/forms', method: 'POST', body: '{"search":"smith","page":1}' },
      { url: '/api/app/v1/form/3', method: 'GET', body: undefined },
    ]);
  });

  it('refuses a path parameter it was not given', async () => {
    mockFetch(() => undefined);
    await expect(callEndpoint(ENDPOINTS.getForm)).rejects.toThrow(/no value for :formId/);
  });
});
