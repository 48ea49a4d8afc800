/**
 * The customer screens' own field rules (spec §5 "Generic rules": 'Invalid e-mail.' with empty allowed; a postcode
 * has 4 digits; issue 14's bounds: names up to 100 characters, dollars up to $100,000,000, a date of birth after
 * 1900 giving an age of at least 50, an Australian phone): the shared plain rules of each field
 * (`customerFieldProblem`), which a shared test holds to the server's request schema (`CustomerPatch`), so the
 * screen and the server agree on what is valid without the screen loading zod (a phone's first load).
 * A field that breaks its rule is not sent: it stays on screen with its message while the other fields keep
 * saving (a refused field in a patch would otherwise fail every later save with it).
 */
import { customerFieldProblem, isCustomerFieldKey, type CustomerRecord } from '@rlc/shared';
import type { CustomerFieldErrors } from './customerForm.ts';

/** The message of the rule `value` breaks for customer field `key`, or null when it is valid (or unknown). */
export const customerFieldError = customerFieldProblem;

/** The messages of every field of `fields` that breaks its rule. */
export function customerFieldErrors(fields: Partial<CustomerRecord>): CustomerFieldErrors {
  const errors: CustomerFieldErrors = {};
  for (const [key, value] of Object.entries(fields)) {
    const message = customerFieldError(key, value);
    if (message !== null && isCustomerFieldKey(key)) errors[key] = message;
  }
  return errors;
}

/**
 * Splits changed fields into those to send and those to keep back: `invalid` is null when every field is
 * valid, else the broken fields with the first one's message.
 */
export function splitByRules<P extends Partial<CustomerRecord>>(
  patch: P,
): { valid: Partial<P>; invalid: { fields: Partial<P>; message: string } | null } {
  const errors = customerFieldErrors(patch);
  const valid: Partial<P> = {};
  const broken: Partial<P> = {};
  for (const key of Object.keys(patch) as (keyof P & string)[]) {
    if (errors[key as keyof CustomerRecord]) broken[key] = patch[key];
    else valid[key] = patch[key];
  }
  const first = Object.values(errors)[0];
  return { valid, invalid: first ? { fields: broken, message: first } : null };
}
