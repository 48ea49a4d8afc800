/**
 * The `rates-rerun` job queue (a queue of the app's shared job queue, `src/jobs/queue.ts`, beside the
 * PDF one; ADR docs/adr/0008-pdf-jobs.md). A re-run is a `rates_reruns` row (reports to re-run, progress); the
 * pg-boss job only carries `{ runId }`, and its worker runs one re-run at a time (`runRatesRerun`).
 *
 *   const jobs = createRerunJobs({ db, clock });
 *   await jobs.start();         // fails runs a dead process left queued or running; pg-boss starts on first use
 *   await jobs.enqueue(runId);  // after inserting a queued row
 *   await jobs.idle();          // resolves when no re-run is going in this process (tests)
 *   await jobs.stop();          // on app close: stops fetching, waits for the re-run in progress
 *
 * Nothing stays "running" forever: at start, runs left queued or running are marked failed (`LOST_RERUN_ERROR`;
 * on PGlite all of them, as one process owns the database; on PostgreSQL those without progress for
 * `STALE_AFTER_MS`, since another live process may be running the others), and starting a re-run first fails the
 * corporate's run without progress for that long. Reports already re-run keep their new summaries; the admin
 * starts again for the rest (the list then shows only those).
 *
 * `mode: 'inline'` runs the re-run inside `enqueue` without pg-boss (use-case tests).
 */
import { LOST_RERUN_ERROR } from '@rlc/shared';
import type { Db } from '../../db/client.ts';
import { createJobQueue, type JobQueue, type OpenQueue } from '../../jobs/queue.ts';
import { claimRun, failLostRuns } from './repository.ts';
import { runRatesRerun } from './run-rerun.ts';

export const RATES_RERUN_QUEUE = 'rates-rerun';
/** A queued or running re-run without progress (one report re-run) for this long is considered lost. */
export const STALE_AFTER_MS = 10 * 60_000;

export interface RerunJobs {
  /** Queues a re-run already inserted as queued (inline mode: runs it now). */
  enqueue(runId: number): Promise<void>;
  /** Fails the runs a previous process left behind. Does not start pg-boss. */
  start(): Promise<void>;
  /** Resolves when no re-run is going in this process. */
  idle(): Promise<void>;
  /** Stops fetching; waits for the re-run in progress. */
  stop(): Promise<void>;
}

export interface RerunJobsOptions {
  db: Db;
  clock?: () => Date;
  mode?: 'queue' | 'inline';
  /** The app's job queue (default: one of its own, stopped with these jobs). */
  queue?: JobQueue;
}

export function createRerunJobs(opts: RerunJobsOptions): RerunJobs {
  const { db } = opts;
  const clock = opts.clock ?? (() => new Date());
  const ownQueue = !opts.queue;
  const queue = opts.queue ?? createJobQueue(db);
  const { backend } = queue;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const runOne = async (runId: number) => {
    const run = await claimRun(db, runId, clock());
    if (!run) return;
    const p = runRatesRerun({ db, clock }, run);
    running = running.then(() => p);
    await p;
  };

  let opening: Promise<OpenQueue<{ runId: number }>> | null = null;
  /** The queue and its worker, opened on the first re-run (most app instances never need it). */
  const rerunQueue = (): Promise<OpenQueue<{ runId: number }>> => {
    if (stopped) return Promise.reject(new Error('Re-run jobs are stopped'));
    const attempt = (opening ??= queue.open<{ runId: number }>(
      RATES_RERUN_QUEUE,
      // One re-run at a time in this process: the engine runs on the main thread.
      { localConcurrency: 1 },
      ({ runId }) => runOne(runId),
    ));
    // A failed start is not kept: the next re-run tries again.
    attempt.catch(() => {
      if (opening === attempt) opening = null;
    });
    return attempt;
  };

  return {
    async enqueue(runId) {
      if (opts.mode === 'inline') return runOne(runId);
      await (await rerunQueue()).send([{ runId }]);
    },
    async start() {
      try {
        await failLostRuns(db, {
          olderThan: backend === 'pglite' ? null : new Date(clock().getTime() - STALE_AFTER_MS),
          error: LOST_RERUN_ERROR,
          now: clock(),
        });
      } catch {
        // A database without the table yet (an app built before migrations, in tests) has nothing to recover.
      }
    },
    async idle() {
      // Re-runs chain on `running`; one started while waiting is waited for too.
      let seen: Promise<void>;
      do {
        seen = running;
        await seen;
      } while (seen !== running);
    },
    async stop() {
      stopped = true;
      const opened = opening ? await opening.catch(() => null) : null;
      opening = null;
      if (opened) await opened.close();
      if (ownQueue) await queue.stop();
      await this.idle();
    },
  };
}
