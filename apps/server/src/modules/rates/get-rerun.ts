/** GET rates/rerun/:runId: a re-run's progress. 404 when it is not a run of the caller's corporate. */
import type { RatesRerun } from '@rlc/shared';
import { notFound } from '../../plugins/errors.ts';
import type { RatesCaller, RatesDeps } from './deps.ts';
import { findRun } from './repository.ts';
import { toRatesRerun } from './to-rates-rerun.ts';

export async function getRatesRerun(
  deps: RatesDeps,
  caller: RatesCaller,
  runId: number,
): Promise<RatesRerun> {
  const row = await findRun(deps.db, caller.user.corporateId, runId);
  if (!row) throw notFound('Re-run not found.');
  return toRatesRerun(row);
}
