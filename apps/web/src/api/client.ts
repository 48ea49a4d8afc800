/**
 * The one fetch wrapper for `/api/app/v1` (spec §7, §8).
 * - Sends `Authorization: Bearer <jwt>` when a session exists, JSON bodies for posts (the server also takes
 *   form-encoded; JSON keeps types).
 * - Success body `{ data: T }` → resolves with T, and refreshes the last-auth time (spec §4).
 * - Error body `{ error: { code, message, seconds? } }` (or `{ data: { message } }`) → throws {@link ApiError}.
 * - Any 401 → the session is cleared and the app goes to login with a redirect back (spec §4, §8); when the
 *   401 answers the idle auth check the login page also shows the inactivity note.
 */
import { MESSAGES } from '@rlc/shared';
import { clearSession, getToken, touchLastAuth } from '../session/storage.ts';
import { setLogoutTarget } from '../session/logoutTarget.ts';
import { clearCustomerSession, getCustomerToken } from '../session/customerSession.ts';
import { currentAppPath, loginPath, navigateTo, type LoginNote } from '../routing/navigation.ts';

export const API_BASE = '/api/app/v1';
/** Where a customer goes when their magic-link session ends (features/magic-link routes). */
export const CUSTOMER_ENDED_PATH = '/magic/ended';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Rate limit: seconds to wait before trying again (spec §5 Login). */
    readonly seconds?: number,
    readonly issues?: { path: string; message: string }[],
    /** True when `message` is the server's own text (spec §8: prefer it), false for our generic fallback. */
    readonly fromServer = false,
  ) {
    super(message);
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Skip the 401 → logout handling (login itself answers 401 for wrong credentials). */
  noAuthRedirect?: boolean;
  /** Which note the login page shows if this call answers 401. */
  noteOn401?: LoginNote;
  /** Full URL path instead of a path under API_BASE (e.g. the dev outbox at /api/dev/outbox). */
  absolute?: boolean;
  /**
   * 'customer': a call of the magic-link customer (an endpoint whose `callers` are customers, set by
   * callEndpoint): it carries the customer session's token, and a 401 ends that session and shows the
   * customer's "session ended" page instead of the staff login (ADR 0010).
   */
  as?: 'customer';
  signal?: AbortSignal;
}

/** Call `path` (relative to /api/app/v1, e.g. 'login') and return the unwrapped `data`. */
export async function api<T>(path: string, opts: ApiOptions = {}): Promise<T> {
  const { res, hadToken } = await send(path, opts, 'application/json');
  const payload = await readJson(res);
  if (res.status === 401 && !opts.noAuthRedirect) {
    if (opts.as === 'customer') endCustomerSession();
    else forceLogout(opts.noteOn401);
  }
  if (!res.ok) throw toApiError(res.status, payload);
  if (hadToken && opts.as !== 'customer') touchLastAuth();
  return (isObject(payload) && 'data' in payload ? payload.data : payload) as T;
}

/** A file answer: its bytes and its Content-Disposition header (null when absent). */
export interface ApiFile {
  blob: Blob;
  contentDisposition: string | null;
}

/**
 * Call `path` whose success answer is a file (a PDF download): the same token, 401 and error handling as `api`,
 * but the body is returned as a Blob. An error answer is still `{ error: { code, message } }` JSON.
 */
export async function apiFile(path: string, opts: ApiOptions = {}): Promise<ApiFile> {
  const { res, hadToken } = await send(path, opts, '*/*');
  if (res.status === 401 && !opts.noAuthRedirect) {
    if (opts.as === 'customer') endCustomerSession();
    else forceLogout(opts.noteOn401);
  }
  if (!res.ok) throw toApiError(res.status, await readJson(res));
  if (hadToken && opts.as !== 'customer') touchLastAuth();
  return { blob: await res.blob(), contentDisposition: res.headers.get('content-disposition') };
}

/** The fetch itself: bearer token, JSON body, URL under API_BASE; a network failure becomes ApiError NETWORK. */
async function send(
  path: string,
  opts: ApiOptions,
  accept: string,
): Promise<{ res: Response; hadToken: boolean }> {
  const headers: Record<string, string> = { Accept: accept };
  const token = opts.as === 'customer' ? getCustomerToken() : getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const url = opts.absolute ? path : `${API_BASE}/${path.replace(/^\//, '')}`;
  try {
    const res = await fetch(url, {
      method: opts.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: opts.signal,
    });
    return { res, hadToken: Boolean(token) };
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, 'NETWORK', MESSAGES.generic);
  }
}

/** The magic-link customer's session has ended (link no longer live, idle): no sign-in form, a plain page. */
export function endCustomerSession(): void {
  clearCustomerSession();
  navigateTo(CUSTOMER_ENDED_PATH);
}

/** Spec §4: clear the session and go to login, remembering where we were. */
export function forceLogout(note?: LoginNote): void {
  const here = currentAppPath();
  const to = loginPath({ note, redirect: here.startsWith('/log-in') ? undefined : here });
  setLogoutTarget(to);
  clearSession();
  navigateTo(to);
}

function toApiError(status: number, payload: unknown): ApiError {
  if (isObject(payload) && isObject(payload.error)) {
    const e = payload.error;
    return new ApiError(
      status,
      typeof e.code === 'string' ? e.code : 'ERROR',
      typeof e.message === 'string' && e.message ? e.message : MESSAGES.generic,
      typeof e.seconds === 'number' ? e.seconds : undefined,
      Array.isArray(e.issues) ? (e.issues as { path: string; message: string }[]) : undefined,
      typeof e.message === 'string' && e.message.length > 0,
    );
  }
  // Spec §8: message may also come as data.message.
  if (isObject(payload) && isObject(payload.data) && typeof payload.data.message === 'string') {
    return new ApiError(status, 'ERROR', payload.data.message, undefined, undefined, true);
  }
  return new ApiError(status, status === 401 ? 'UNAUTHENTICATED' : 'ERROR', MESSAGES.generic);
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}
