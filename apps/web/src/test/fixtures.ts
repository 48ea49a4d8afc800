/** Test fixtures: a signed-in session shaped like the shared contract, and a scripted fetch. */
import { vi } from 'vitest';
import type { SessionUser } from '@rlc/shared';
import { SESSION_KEY, type StoredSession } from '../session/storage.ts';

export function makeUser(over: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    firstName: 'Alice',
    lastName: 'Adviser',
    email: 'alice@demo.test',
    title: null,
    roleName: 'Adviser',
    role_id: 3,
    state: 'active',
    community_ids: [1],
    permissions: ['accessCommunityWide', 'createForm'],
    mustChange: false,
    acgAdmin: false,
    silentUser: false,
    developer: false,
    accessCorporate: false,
    initialWelcome: false,
    last_login_at: null,
    created_at: '2026-01-01T00:00:00Z',
    last_instructions_at: null,
    consentedAt: '2026-01-02T00:00:00Z',
    ...over,
  };
}

export function makeSession(
  over: Partial<StoredSession> = {},
  user: Partial<SessionUser> = {},
): StoredSession {
  return {
    jwt: 'header.payload.signature-long-enough',
    user: makeUser(user),
    consts: { formStatus: {}, magicStatus: {}, permissions: {}, maintenance: null },
    corp: {
      id: 1,
      name: 'Demo Retirement Living',
      renameHomeSecurityDeposit: null,
      renameChargeFeesRent: null,
      magicEnabled: true,
      valuationTool: false,
    },
    maxIdleMin: 30,
    idleBufferMin: 5,
    mustChange: false,
    ...over,
  };
}

/** Put a session in localStorage directly (as another page load would find it). */
export function storeSession(session: StoredSession): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
}

type Route = (url: string, init: RequestInit | undefined) => { status: number; body?: unknown } | undefined;

/** Replace global fetch; `route` answers per URL, unanswered calls get 404. Returns the mock for assertions. */
export function mockFetch(route: Route) {
  const fn = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = route(url, init) ?? {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Not found' } },
    };
    return Promise.resolve(
      new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}
