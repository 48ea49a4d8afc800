/**
 * POST rates/rerun: queues a background re-run, on today's rates, of the reports GET rates/changes
 * lists now (their ids are stored on the run, largest change first). Audited (`rates.rerun.started`).
 * 409 CONFLICT `RERUN_ALREADY_RUNNING` when the corporate has a re-run queued or running; one that made no
 * progress for `STALE_AFTER_MS` (its process died) is marked failed first so it cannot block forever.
 * With nothing to re-run the run is stored as done with a total of 0 (no job).
 */
import { RERUN_ALREADY_RUNNING, LOST_RERUN_ERROR, type RatesRerun } from '@rlc/shared';
import { ApiError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import type { RatesCaller, RerunDeps } from './deps.ts';
import { STALE_AFTER_MS } from './jobs.ts';
import { changedReports } from './list-changes.ts';
import { failLostRuns, finishRun, insertQueuedRun } from './repository.ts';
import { toRatesRerun } from './to-rates-rerun.ts';

export async function startRatesRerun(deps: RerunDeps, caller: RatesCaller): Promise<RatesRerun> {
  const corporateId = caller.user.corporateId;
  const now = deps.clock();
  await failLostRuns(deps.db, {
    corporateId,
    olderThan: new Date(now.getTime() - STALE_AFTER_MS),
    error: LOST_RERUN_ERROR,
    now,
  });
  const { reports } = await changedReports(deps, corporateId);
  const formIds = reports.map((r) => r.formId);
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertQueuedRun(tx, { corporateId, startedBy: caller.user.id, formIds, now });
    if (!inserted) return null;
    await audit(tx, {
      action: 'rates.rerun.started',
      at: now,
      userId: caller.user.id,
      corporateId,
      details: { runId: inserted.id, total: formIds.length },
    });
    return inserted;
  });
  if (!row) throw new ApiError('CONFLICT', RERUN_ALREADY_RUNNING);
  if (formIds.length === 0) {
    await finishRun(deps.db, row.id, { status: 'done' }, now);
    return { ...toRatesRerun(row), status: 'done', finishedAt: now.toISOString() };
  }
  try {
    await deps.jobs.enqueue(row.id);
  } catch (err) {
    // Never reached the queue: say so on the row, or it would block the corporate until it goes stale.
    const message = err instanceof Error ? err.message : String(err);
    await finishRun(
      deps.db,
      row.id,
      { status: 'failed', error: `Could not queue the re-run: ${message}` },
      deps.clock(),
    );
    throw err;
  }
  return toRatesRerun(row);
}
