/** The contracts module's own errors (statuses from the shared code map). */
import { CONTRACT_TYPE_NAME_TAKEN } from '@rlc/shared';
import { ApiError, notFound } from '../../plugins/errors.ts';

/** 404: not the default contract of a type of the caller's corporate (another corporate's looks unknown). */
export const contractNotFound = () => notFound('Contract not found.');

/** 409: another type of the corporate has the name, letter case ignored; `name` is the field at fault. */
export const nameTaken = () =>
  new ApiError('CONFLICT', CONTRACT_TYPE_NAME_TAKEN, {
    issues: [{ path: 'name', message: CONTRACT_TYPE_NAME_TAKEN }],
  });

/**
 * Whether a database error is a unique violation (SQLSTATE 23505): two admins creating the same name at once
 * both pass the name check, and the table's (corporate, name) key stops the second. Drizzle wraps the driver's
 * error in `cause`.
 */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error || (typeof e === 'object' && e !== null);) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
