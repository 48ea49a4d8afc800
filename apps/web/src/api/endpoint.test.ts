import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEV_ENDPOINTS, ENDPOINTS } from '@rlc/shared';
import { mockFetch } from '../test/fixtures.ts';
import { ApiError } from './client.ts';
import { callEndpoint, downloadEndpoint } from './endpoint.ts';

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

  it('calls a development endpoint under its own base, not /api/app/v1', async () => {
    const fetch = mockFetch((url) =>
      url === '/api/dev/outbox' ? { status: 200, body: { data: [] } } : undefined,
    );
    await expect(callEndpoint(DEV_ENDPOINTS.outbox)).resolves.toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('downloadEndpoint', () => {
  it('answers the file and its Content-Disposition', async () => {
    const fetch = vi.fn((url: string) =>
      Promise.resolve(
        url === '/api/app/v1/form/7/pdf/3/download'
          ? new Response('%PDF-1.4', {
              status: 200,
              headers: { 'Content-Disposition': 'attachment; filename="a.pdf"' },
            })
          : new Response(null, { status: 404 }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const file = await downloadEndpoint(ENDPOINTS.downloadPdf, { params: { formId: 7, pdfId: 3 } });
    expect(await file.blob.text()).toBe('%PDF-1.4');
    expect(file.contentDisposition).toBe('attachment; filename="a.pdf"');
  });

  it("throws the server's error as ApiError", async () => {
    mockFetch(() => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'PDF not found.' } } }));
    const error: unknown = await downloadEndpoint(ENDPOINTS.downloadPdf, {
      params: { formId: 7, pdfId: 3 },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'PDF not found.' });
  });
});
