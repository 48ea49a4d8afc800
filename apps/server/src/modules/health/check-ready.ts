/** Readiness (`/api/ready`): the database answers. */
import type { Deps } from '../../plugins/context.ts';
import { ApiError } from '../../plugins/errors.ts';
import { pingDatabase } from './repository.ts';

/** `{ status: 'ready' }`, or 503 UNAVAILABLE "Database unavailable" (the cause logged at error). */
export async function checkReady(deps: Pick<Deps, 'db' | 'log'>): Promise<{ status: 'ready' }> {
  try {
    await pingDatabase(deps.db);
  } catch (err) {
    deps.log.error({ err }, 'readiness: database unreachable');
    throw new ApiError('UNAVAILABLE', 'Database unavailable');
  }
  return { status: 'ready' };
}
