/**
 * The magic-link customer's session (ADR 0010 decision 5): the answer of the redeem call, kept apart from the
 * staff session (`rlc.session`) so an adviser signed in on the same browser keeps their own. Key
 * `rlc.magicSession` in localStorage holds {@link CustomerSession}; removed when the session ends (logout,
 * Finish, or a 401 once the link stops being live).
 */
import { SESSION, type MagicRedeemResponse } from '@rlc/shared';

export const CUSTOMER_SESSION_KEY = 'rlc.magicSession';

export type CustomerSession = Pick<
  MagicRedeemResponse,
  'jwt' | 'formId' | 'expiresAt' | 'maxIdleMin' | 'customer' | 'contact'
>;

export function getCustomerSession(): CustomerSession | null {
  try {
    const raw = localStorage.getItem(CUSTOMER_SESSION_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as CustomerSession;
    return typeof value?.jwt === 'string' && value.jwt.length > SESSION.minTokenLength ? value : null;
  } catch {
    return null;
  }
}

export function setCustomerSession(res: MagicRedeemResponse): void {
  const { jwt, formId, expiresAt, maxIdleMin, customer, contact } = res;
  localStorage.setItem(
    CUSTOMER_SESSION_KEY,
    JSON.stringify({ jwt, formId, expiresAt, maxIdleMin, customer, contact } satisfies CustomerSession),
  );
}

export function clearCustomerSession(): void {
  localStorage.removeItem(CUSTOMER_SESSION_KEY);
}

export const getCustomerToken = (): string | null => getCustomerSession()?.jwt ?? null;
