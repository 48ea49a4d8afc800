/**
 * The early calls of customer.html's entry (prefetch.ts): which address asks for what, and the screen's query
 * taking that answer once instead of asking again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_SESSION_KEY } from '../../session/customerSession.ts';
import { mockFetch } from '../../test/fixtures.ts';
import { formKey, peekKey, prefetchFor, takePrefetched } from './prefetch.ts';
import { DETAILS_CHUNKS_ID } from './preloadDetails.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.head.innerHTML = '';
});

const TOKEN = 'A'.repeat(43); // 43 base64url characters: the shape of a real token
const PEEK = { state: 'usable', usable: true, message: '', firstName: 'Dot', expiresAt: null, contact: null };

function signInCustomer(formId: number) {
  localStorage.setItem(
    CUSTOMER_SESSION_KEY,
    JSON.stringify({
      jwt: 'customer.jwt.token-long-enough',
      formId,
      expiresAt: '2026-12-09T00:00:00Z',
      maxIdleMin: 30,
      customer: { firstName: 'Dot', lastName: 'Nguyen', email: 'dot@example.test' },
      contact: { corporateName: 'Demo', adviserName: 'Sam', adviserEmail: null },
    }),
  );
}

describe('prefetchFor and takePrefetched', () => {
  it("the link page: peeks once, early; the page's query takes that answer, a second take asks itself", async () => {
    const calls: string[] = [];
    mockFetch((url) => {
      calls.push(url);
      return url.endsWith('/magic-link/peek') ? { status: 200, body: { data: PEEK } } : undefined;
    });
    prefetchFor({ pathname: '/magic', search: `?token=${TOKEN}` });
    expect(calls).toHaveLength(1);
    const ask = vi.fn(() => Promise.resolve('asked'));
    expect(await takePrefetched(peekKey(TOKEN), ask)).toEqual(PEEK);
    expect(ask).not.toHaveBeenCalled();
    expect(await takePrefetched(peekKey(TOKEN), ask)).toBe('asked');
    expect(calls).toHaveLength(1);
  });

  it('asks for nothing for a malformed token, another form than the session’s, or no session', () => {
    const fetch = mockFetch(() => undefined);
    prefetchFor({ pathname: '/magic', search: '?token=short' });
    prefetchFor({ pathname: '/magic/form/9/status', search: '' }); // no customer session
    signInCustomer(9);
    prefetchFor({ pathname: '/magic/form/10/status', search: '' });
    prefetchFor({ pathname: '/magic/ended', search: '' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("the report: fetches the session's form early; a failed early call leaves it to the screen's own call", async () => {
    signInCustomer(9);
    let answers = 0;
    mockFetch((url) => {
      if (!url.endsWith('/magic/form/9')) return undefined;
      answers += 1;
      // The early call fails (500); the screen's own call then answers.
      return answers === 1
        ? { status: 500, body: { error: { code: 'ERROR', message: 'Down' } } }
        : { status: 200, body: { data: { id: 9 } } };
    });
    prefetchFor({ pathname: '/magic/form/9/customer', search: '' });
    expect(answers).toBe(1);
    const { fetchCustomerForm } = await import('./api.ts');
    expect(await takePrefetched(formKey(9), () => fetchCustomerForm(9))).toEqual({ id: 9 });
    expect(answers).toBe(2);
  });

  it("a cold load of the session's Details preloads Details' chunks at once; status leaves them for later", () => {
    signInCustomer(9);
    mockFetch(() => ({ status: 200, body: { data: { id: 9 } } }));
    const list = document.createElement('script');
    list.type = 'application/json';
    list.id = DETAILS_CHUNKS_ID;
    list.textContent = JSON.stringify(['/assets/DetailsPage-a.js']);
    document.head.append(list);
    const preloads = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
    prefetchFor({ pathname: '/magic/form/9/status', search: '' });
    expect(preloads()).toBe(0); // the frame preloads them once drawn, when the browser is idle
    prefetchFor({ pathname: '/magic/form/10/customer', search: '' }); // not the session's form
    expect(preloads()).toBe(0);
    prefetchFor({ pathname: '/magic/form/9/customer', search: '' });
    expect(preloads()).toBe(1);
  });
});
