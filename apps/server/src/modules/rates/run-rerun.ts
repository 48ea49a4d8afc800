/**
 * The body of one re-run job: the run's reports, one by one, re-run on today's rates exactly as the adviser's
 * "Re-run" does (forms `requestSummary` with `options.force`), counting each as done or failed (a report deleted
 * or decided since, or one the engine now refuses, fails alone; its stored summary stays as it was). The run ends
 * done; failed only when something outside a report broke (its error is stored). Never throws.
 *
 * The reports are re-run on behalf of the admin who started the run, corporate-wide (the admin screen lists the
 * corporate's reports whatever the admin's own report access).
 */
import type { RatesRerunRow } from '../../db/schema/index.ts';
import { requestSummary, type FormScope } from '../forms/index.ts';
import type { RatesDeps } from './deps.ts';
import { countReport, finishRun } from './repository.ts';

export async function runRatesRerun(deps: RatesDeps, run: RatesRerunRow): Promise<void> {
  const scope: FormScope = {
    user: { id: run.startedBy ?? 0, corporateId: run.corporateId },
    communityIds: [],
    permissions: ['accessCorporate'],
  };
  try {
    for (const formId of run.formIds) {
      let ok = true;
      try {
        await requestSummary(deps, scope, formId, { options: { force: true } });
      } catch {
        ok = false;
      }
      await countReport(deps.db, run.id, ok, deps.clock());
    }
    await finishRun(deps.db, run.id, { status: 'done' }, deps.clock());
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await finishRun(deps.db, run.id, { status: 'failed', error }, deps.clock()).catch(() => undefined);
  }
}
