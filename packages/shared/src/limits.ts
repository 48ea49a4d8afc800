/**
 * Value limits of the product as schemas (the numbers and messages are in value-limits.ts, re-exported here).
 * The engine keeps its own copy (`@rlc/engine` ENGINE_LIMITS: the engine imports nothing of ours);
 * apps/server/test/engine-shared-limits.test.ts checks the two are equal, so the forms and the API never accept a
 * value the engine refuses.
 */
import { z } from 'zod';
import {
  MONEY_MAX,
  MONEY_MAX_MESSAGE,
  NON_NEGATIVE_MESSAGE,
  PG_INT_MAX,
  YEARLY_RATE_LIMITS,
  YEARLY_RATE_MAX_MESSAGE,
  YEARLY_RATE_MIN_MESSAGE,
} from './value-limits.ts';

export * from './value-limits.ts';

/** Schema of a yearly rate (fraction) within `YEARLY_RATE_LIMITS`, with the messages the forms show. */
export const YearlyRate = z
  .number()
  .min(YEARLY_RATE_LIMITS.min, YEARLY_RATE_MIN_MESSAGE)
  .max(YEARLY_RATE_LIMITS.max, YEARLY_RATE_MAX_MESSAGE);

/** A share (fraction 0…1), e.g. the resident's share of the capital gain (engine `fraction`). */
export const Share = z.number().min(0).max(1);

/**
 * Bounds every request schema keeps (1e308, 2^31 and 300,000-character names once reached the database
 * and the engine). packages/shared/test/request-bounds.test.ts walks every endpoint's params and body and fails
 * on an integer, number, string or list without its bound.
 */
/** Any whole number a PostgreSQL `integer` column holds. */
export const PgInt = z
  .number()
  .int()
  .min(-PG_INT_MAX - 1)
  .max(PG_INT_MAX);
/** An id in a request body: a positive PostgreSQL `integer`. */
export const PgIdValue = z.number().int().positive().max(PG_INT_MAX);

/** Dollars, 0 … $100,000,000 (finite; negatives refused with NON_NEGATIVE_MESSAGE). */
export const Dollars = z.number().finite().min(0, NON_NEGATIVE_MESSAGE).max(MONEY_MAX, MONEY_MAX_MESSAGE);
