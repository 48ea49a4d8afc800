/**
 * The nightly recount of the analytics pre-aggregates (ADR 0014): a pg-boss schedule (the app's shared job queue,
 * src/jobs/queue.ts) sends a job to `analytics-recount` every night at 02:30 in ANALYTICS_TIME_ZONE; its worker
 * rebuilds every corporate's pre-aggregates from the reports (`recountAnalytics`) and logs the drift it repaired —
 * a warning per corporate whose rows differed (a write path the upkeep missed, or a contract moved to another type
 * or community), then one line for the run. `npm run analytics:recount` does the same on demand.
 *
 *   await scheduleNightlyRecount({ db, queue: app.jobQueue, log: app.log });   // server.ts, once listening
 */
import { ANALYTICS_TIME_ZONE } from '@rlc/shared';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { recountAnalytics } from './repository.ts';

export const RECOUNT_QUEUE = 'analytics-recount';
/** 02:30 every day (cron fields: minute hour day month weekday), in ANALYTICS_TIME_ZONE: a quiet hour there. */
export const RECOUNT_CRON = '30 2 * * *';

/** The part of a pino / Fastify logger the recount writes to. */
export interface RecountLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Recounts every corporate and logs what drifted. Answers the drift per corporate id (rows that differed; 0: none).
 */
export async function runNightlyRecount(db: Db, log: RecountLog): Promise<Map<number, number>> {
  const started = performance.now();
  const drift = await recountAnalytics(db);
  let drifted = 0;
  for (const [corporateId, rows] of drift)
    if (rows > 0) {
      drifted++;
      log.warn({ corporateId, rows }, 'Analytics pre-aggregates had drifted; recounted from the reports');
    }
  log.info(
    { corporates: drift.size, drifted, ms: Math.round(performance.now() - started) },
    'Analytics nightly recount done',
  );
  return drift;
}

/** Opens the recount queue's worker (one job at a time) in this process and sets the nightly schedule. */
export async function scheduleNightlyRecount(opts: {
  db: Db;
  queue: JobQueue;
  log: RecountLog;
}): Promise<void> {
  await opts.queue.open(RECOUNT_QUEUE, { localConcurrency: 1, pollingIntervalSeconds: 60 }, async () => {
    await runNightlyRecount(opts.db, opts.log);
  });
  await opts.queue.schedule(RECOUNT_QUEUE, RECOUNT_CRON, ANALYTICS_TIME_ZONE);
}
