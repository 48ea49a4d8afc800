/**
 * The product's value limits as plain numbers and messages, in a module without zod (limits.ts re-exports them and
 * builds its schemas from them): the customer's screens check their fields with these (api/customer-field-rules.ts)
 * and must not load zod for that (issue 11's performance target on a phone). The engine keeps its own copy
 * (`@rlc/engine` ENGINE_LIMITS); apps/server/test/engine-shared-limits.test.ts checks the two are equal.
 */
export { EMAIL_MAX, PASSWORD_MAX } from './sign-in-limits.ts';

/** A yearly growth or earnings rate, fraction: −50 % … 100 % a year (engine `ENGINE_LIMITS.yearlyRate`). */
export const YEARLY_RATE_LIMITS = { min: -0.5, max: 1 } as const;
/** The bound in words, for messages ('… must be between -50% and 100% a year'). */
export const YEARLY_RATE_LIMITS_TEXT = 'between -50% and 100% a year';
/** The messages of a yearly rate below / above its limits. */
export const YEARLY_RATE_MIN_MESSAGE = 'Must be -50% or more.';
export const YEARLY_RATE_MAX_MESSAGE = 'Must be 100% or less.';
/** The largest PostgreSQL `integer` (ids, versions, orders). */
export const PG_INT_MAX = 2_147_483_647;
/** The largest dollar amount any field takes: $100,000,000 (a property, an asset, a yearly expense or fee). */
export const MONEY_MAX = 100_000_000;
export const MONEY_MAX_MESSAGE = 'Must be $100,000,000 or less.';
/** A negative amount where only 0 or more makes sense (a price, an asset, an expense). */
export const NON_NEGATIVE_MESSAGE = 'Must be 0 or more.';
/** A person's, a business's or a place's name: at most 100 characters. */
export const NAME_MAX = 100;
export const NAME_MAX_MESSAGE = `At most ${NAME_MAX} characters.`;
/** One line of text (an address line, an expense's description, a password): at most 200 characters. */
export const LINE_MAX = 200;
export const LINE_MAX_MESSAGE = `At most ${LINE_MAX} characters.`;
/** A token the server issued (magic link, password reset): base64url of 32 bytes is 43 characters. */
export const TOKEN_MAX = 128;
/** Items in one list a person types (home-expense lines, fee lines, services). */
export const LIST_MAX = 50;
export const LIST_MAX_MESSAGE = `At most ${LIST_MAX} lines.`;
/** Free notes of a few paragraphs (the client decision's notes): at most 2,000 characters. */
export const NOTES_MAX = 2000;
export const NOTES_MAX_MESSAGE = `At most ${NOTES_MAX.toLocaleString('en-AU')} characters.`;
