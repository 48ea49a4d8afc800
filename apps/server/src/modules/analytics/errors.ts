/** The analytics module's refusals. */
import { validationError } from '../../plugins/errors.ts';

/**
 * 400 VALIDATION for a filter id the caller's sources do not hold (unknown, another corporate's, or outside the
 * caller's access), e.g. `unknownId('community', 42, 'communities.selected')`.
 */
export const unknownId = (what: string, id: number, path: string) =>
  validationError(`Unknown ${what} ${id} in the analytics filters.`, path);
