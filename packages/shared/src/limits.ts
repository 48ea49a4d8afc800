/**
 * Value limits of the product, one definition each. The engine keeps its own copy (`@rlc/engine` ENGINE_LIMITS:
 * the engine imports nothing of ours); apps/server/test/engine-shared-limits.test.ts checks the two are equal, so
 * the forms and the API never accept a value the engine refuses.
 */
import { z } from 'zod';

export { EMAIL_MAX, PASSWORD_MAX } from './sign-in-limits.ts';

/** A yearly growth or earnings rate, fraction: −50 % … 100 % a year (engine `ENGINE_LIMITS.yearlyRate`). */
export const YEARLY_RATE_LIMITS = { min: -0.5, max: 1 } as const;
/** The bound in words, for messages ('… must be between -50% and 100% a year'). */
export const YEARLY_RATE_LIMITS_TEXT = 'between -50% and 100% a year';

/** Schema of a yearly rate (fraction) within `YEARLY_RATE_LIMITS`, with the messages the forms show. */
export const YearlyRate = z
  .number()
  .min(YEARLY_RATE_LIMITS.min, 'Must be -50% or more.')
  .max(YEARLY_RATE_LIMITS.max, 'Must be 100% or less.');

/** A share (fraction 0…1), e.g. the resident's share of the capital gain (engine `fraction`). */
export const Share = z.number().min(0).max(1);

/**
 * Bounds every request schema keeps (issue 15: 1e308, 2^31 and 300,000-character names once reached the database
 * and the engine). packages/shared/test/request-bounds.test.ts walks every endpoint's params and body and fails
 * on an integer, number, string or list without its bound.
 */
/** The largest PostgreSQL `integer` (ids, versions, orders). */
export const PG_INT_MAX = 2_147_483_647;
/** Any whole number a PostgreSQL `integer` column holds. */
export const PgInt = z
  .number()
  .int()
  .min(-PG_INT_MAX - 1)
  .max(PG_INT_MAX);
/** An id in a request body: a positive PostgreSQL `integer`. */
export const PgIdValue = z.number().int().positive().max(PG_INT_MAX);

/** The largest dollar amount any field takes: $100,000,000 (a property, an asset, a yearly expense or fee). */
export const MONEY_MAX = 100_000_000;
export const MONEY_MAX_MESSAGE = 'Must be $100,000,000 or less.';
/** A negative amount where only 0 or more makes sense (a price, an asset, an expense). */
export const NON_NEGATIVE_MESSAGE = 'Must be 0 or more.';
/** Dollars, 0 … $100,000,000 (finite; negatives refused with NON_NEGATIVE_MESSAGE). */
export const Dollars = z.number().finite().min(0, NON_NEGATIVE_MESSAGE).max(MONEY_MAX, MONEY_MAX_MESSAGE);

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
