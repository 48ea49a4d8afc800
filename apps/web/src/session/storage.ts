/**
 * The locally stored session of spec §3.13, kept in localStorage so every tab shares it (cross-tab logout and
 * 'Waiting on other tab' rely on `storage` events). The token is worthless once the server-side session ends
 * (design §9), so storing it here trades little.
 *
 * Keys:
 *  - `rlc.session`   JSON {@link StoredSession}; removed on logout (other tabs react to the removal).
 *  - `rlc.lastAuth`  epoch milliseconds of the last successful API call; separate so refreshing it on every call
 *                    does not wake other tabs' session listeners.
 *  - `rlc.postLoginMessage` one-off text shown by the corporate shell after the login reload.
 */
import {
  SESSION,
  type ApiConsts,
  type ConsultState,
  type CorporateVars,
  type SessionUser,
} from '@rlc/shared';

export const SESSION_KEY = 'rlc.session';
export const LAST_AUTH_KEY = 'rlc.lastAuth';
export const POST_LOGIN_MESSAGE_KEY = 'rlc.postLoginMessage';

export interface StoredSession {
  jwt: string;
  user: SessionUser;
  consts: ApiConsts;
  corp: CorporateVars;
  /** Server-supplied idle timeout, minutes (spec §9: 30 by default; decimals allowed for tests). */
  maxIdleMin: number;
  /** Client grace on top of maxIdleMin before asking the server, minutes (spec §9: 5). */
  idleBufferMin: number;
  /** Spec §2.3: a password change is required before anything else. */
  mustChange: boolean;
  /** The server session's Consult Mode (ADR 0016), null or absent when off; refreshed from every auth answer. */
  consult?: ConsultState | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedSession: StoredSession | null = null;

function emit(): void {
  for (const l of listeners) l();
}

/** Subscribe to session changes from this tab (writes) and other tabs (`storage` events). */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the cross-tab listener when another tab changed the session key. */
export function notifySessionChanged(): void {
  emit();
}

/** The stored session, or null when absent or unreadable. Referentially stable while unchanged. */
export function getSession(): StoredSession | null {
  const raw = safeGet(SESSION_KEY);
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  cachedSession = parse(raw);
  return cachedSession;
}

function parse(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as StoredSession;
    return typeof value?.jwt === 'string' && value.user ? value : null;
  } catch {
    return null;
  }
}

/** Spec §4: a user is logged in when a stored token is longer than 12 characters. */
export function isLoggedIn(session: StoredSession | null = getSession()): boolean {
  return !!session && session.jwt.length > SESSION.minTokenLength;
}

export function setSession(session: StoredSession): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  touchLastAuth();
  emit();
}

/** Shallow-merge into the stored session (e.g. consent date, new token after a password change). */
export function updateSession(patch: Partial<StoredSession>): void {
  const current = getSession();
  if (!current) return;
  setSession({ ...current, ...patch });
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
  localStorage.removeItem(LAST_AUTH_KEY);
  emit();
}

/** Epoch ms of the last successful authenticated call; 0 when unknown. */
export function getLastAuth(): number {
  const n = Number(safeGet(LAST_AUTH_KEY));
  return Number.isFinite(n) ? n : 0;
}

export function touchLastAuth(now: number = Date.now()): void {
  localStorage.setItem(LAST_AUTH_KEY, String(now));
}

export function getToken(): string | null {
  const s = getSession();
  return isLoggedIn(s) ? s!.jwt : null;
}

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
