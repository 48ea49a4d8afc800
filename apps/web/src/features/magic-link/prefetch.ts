/**
 * The first answer a customer's screen waits for, asked for as soon as customer.html's entry runs (main.tsx,
 * ADR 0015) instead of once React, the router and the screens are evaluated and drawn: on a phone that is the
 * second or so the page spends starting its app, during which the answer now travels. The link page's peek
 * (/magic?token=…) and the report's form (/magic/form/:formId/…, with a customer session for that form) are
 * asked for here; the screen's query then takes the answer once (`takePrefetched`), or asks itself as before
 * when nothing was asked for or the early call failed (so failures are handled where they always were).
 */
import { MAGIC_TOKEN_PATTERN } from '@rlc/shared';
import { getCustomerSession } from '../../session/customerSession.ts';
import { fetchCustomerForm, peekLink } from './api.ts';
import { customerAddress } from './paths.ts';
import { preloadDetails } from './preloadDetails.ts';

const early = new Map<string, Promise<unknown>>();

/** The key a screen's query takes its early answer by. */
export const peekKey = (token: string) => `peek:${token}`;
export const formKey = (formId: number) => `form:${formId}`;

/** Asks for what the screen at `location` will need first, if it is a customer screen (no call otherwise). */
export function prefetchFor(location: { pathname: string; search: string }): void {
  if (location.pathname === '/magic') {
    const token = new URLSearchParams(location.search).get('token') ?? '';
    if (MAGIC_TOKEN_PATTERN.test(token)) keep(peekKey(token), peekLink(token));
    return;
  }
  const address = customerAddress(location.pathname);
  // The customer guard (guard.ts) sends any other form's address to their own: nothing to ask for then.
  if (address && getCustomerSession()?.formId === address.formId) {
    keep(formKey(address.formId), fetchCustomerForm(address.formId));
    // Details' own chunks travel beside the app's, not after it has run.
    if (address.step === 'customer') preloadDetails();
  }
}

function keep(key: string, answer: Promise<unknown>): void {
  // Not awaited until the screen takes it: a failure here is no unhandled rejection (the screen asks again).
  answer.catch(() => undefined);
  early.set(key, answer);
}

/**
 * The early answer for `key` (once: it is forgotten when taken), else `ask()`. A failed early call falls back to
 * `ask()`, the screen's own call, whose error the screen shows as it always did.
 */
export function takePrefetched<T>(key: string, ask: () => Promise<T>): Promise<T> {
  const answer = early.get(key) as Promise<T> | undefined;
  early.delete(key);
  return answer ? answer.catch(ask) : ask();
}
