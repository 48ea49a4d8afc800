/**
 * Value limits of the product, one definition each. The engine keeps its own copy (`@rlc/engine` ENGINE_LIMITS:
 * the engine imports nothing of ours); apps/server/test/engine-shared-limits.test.ts checks the two are equal, so
 * the forms and the API never accept a value the engine refuses.
 */
import { z } from 'zod';

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
