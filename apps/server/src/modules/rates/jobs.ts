/**
 * The `rates-rerun` job queue (issue 9 §2; pg-boss on the app's own database, as the PDF queue: reports
 * jobs.ts, ADR docs/adr/0008-pdf-jobs.md). A re-run is a `rates_reruns` row (reports to re-run, progress); the
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
import { PgBoss } from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { bossDatabase } from '../reports/index.ts';
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
}

export function createRerunJobs(opts: RerunJobsOptions): RerunJobs {
  const { db } = opts;
  const clock = opts.clock ?? (() => new Date());
  const { backend } = bossDatabase(db);
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const runOne = async (runId: number) => {
    const run = await claimRun(db, runId, clock());
    if (!run) return;
    const p = runRatesRerun({ db, clock }, run);
    running = running.then(() => p);
    await p;
  };

  let starting: Promise<{ boss: PgBoss; workerId: string }> | null = null;
  /** pg-boss and the worker, started once on the first re-run (seconds on PGlite; most app instances never need it). */
  const ensureBoss = () => {
    if (stopped) return Promise.reject(new Error('Re-run jobs are stopped'));
    const attempt = (starting ??= (async () => {
      const boss = new PgBoss({ db: bossDatabase(db).database, backend });
      // Maintenance errors arrive as events; a failed re-run is recorded on its row by the handler.
      boss.on('error', () => undefined);
      await boss.start();
      await boss.createQueue(RATES_RERUN_QUEUE);
      // One re-run at a time in this process: the engine runs on the main thread.
      const workerId = await boss.work<{ runId: number }>(
        RATES_RERUN_QUEUE,
        { localConcurrency: 1, pollingIntervalSeconds: 2 },
        async ([job]) => {
          if (job) await runOne(job.data.runId);
        },
      );
      return { boss, workerId };
    })());
    // A failed start is not kept: the next re-run tries again.
    attempt.catch(() => {
      if (starting === attempt) starting = null;
    });
    return attempt;
  };

  return {
    async enqueue(runId) {
      if (opts.mode === 'inline') return runOne(runId);
      const { boss, workerId } = await ensureBoss();
      await boss.send(RATES_RERUN_QUEUE, { runId }, { retryLimit: 0 });
      boss.notifyWorker(workerId);
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
      const started = starting ? await starting.catch(() => null) : null;
      starting = null;
      if (started) await started.boss.stop({ graceful: true, timeout: 30_000, close: false });
      await this.idle();
    },
  };
}
