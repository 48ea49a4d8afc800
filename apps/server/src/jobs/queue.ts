/**
 * The app's one pg-boss (design §3 "jobs": pg-boss on the same database; ADR docs/adr/0008-pdf-jobs.md), shared by
 * every module's background queue: PDF rendering (`reports`), rates re-runs (`rates`), and the e-mail and magic-link
 * jobs to come. It runs on the app's own connection (PGlite through pg-boss's `fromPglite` adapter over the shared
 * instance; PostgreSQL through the app's pool) and starts once, when the first queue is opened: creating pg-boss's
 * schema costs seconds on PGlite, so an app that never queues anything (most tests) never starts it.
 *
 *   const jobs = createJobQueue(db);
 *   const pdfs = await jobs.open('render-pdf', { localConcurrency: 2 }, ({ pdfId }) => render(pdfId));
 *   await pdfs.send([{ pdfId: 7 }]);   // wakes this process's worker at once
 *   await pdfs.close();                 // this queue's worker stops fetching (running jobs finish)
 *   await jobs.stop();                  // pg-boss stops, waiting for running jobs (app close)
 *
 * A job carries only ids; the rows it names hold the state, so a job handler records its own failure there and
 * jobs are sent with no retries, unless the queue asks for them (`retry`: the e-mail queue, whose handler throws
 * to have pg-boss try again later). Throws when used after `stop()`.
 *
 * A process that dies (SIGKILL, power loss) leaves its running jobs `active` in pg-boss. Every job carries a
 * heartbeat (`HEARTBEAT_SECONDS`, refreshed by the worker while the handler runs), and each process's monitor
 * (every `MONITOR_SECONDS`) fails the jobs whose heartbeat stopped, so a queue with retries has them run again by
 * a live process within about half a minute (ADR 0019). The handler is told the run's `retryCount` (0 the first
 * time): a retry may take over a row the lost run had claimed.
 */
import { PgBoss, fromPglite, type Db as IDatabase, type PGliteLike } from 'pg-boss';
import type { Db } from '../db/client.ts';

export type QueueBackend = 'pglite' | 'postgres';

/** Seconds without a heartbeat after which a running job counts as lost (pg-boss's minimum is 10). */
export const HEARTBEAT_SECONDS = 10;
/** Seconds between the monitor's checks for lost jobs (pg-boss's default is 60). */
export const MONITOR_SECONDS = 10;

/** What a handler is told about the run besides the job's data. */
export interface JobRun {
  /** 0 for the first run; more when pg-boss runs the job again (the handler threw, or its process was lost). */
  retryCount: number;
}

export interface QueueOptions {
  /** Jobs of this queue run at once in this process. */
  localConcurrency: number;
  /**
   * Seconds between polls. Polling is the fallback only (jobs sent by other processes, or re-sent at start): a job
   * sent here wakes the local worker at once, so the poll can be slow and the idle database quiet. Default 2.
   */
  pollingIntervalSeconds?: number;
  /**
   * pg-boss retries of a job whose handler throws: at most `limit` more runs, the first after about `delaySeconds`,
   * doubling each time with `backoff` (pg-boss adds jitter). Default: none.
   */
  retry?: { limit: number; delaySeconds: number; backoff: boolean };
}

export interface OpenQueue<T extends object> {
  /** Sends one job per item and wakes the local worker. */
  send(items: readonly T[]): Promise<void>;
  /** Stops this queue's worker fetching (jobs already running finish). */
  close(): Promise<void>;
}

export interface JobQueue {
  /** Which database pg-boss runs on: PGlite is one process, so recovery may treat every unfinished row as lost. */
  readonly backend: QueueBackend;
  /**
   * Starts pg-boss if it is not running, creates the queue `name` and registers `handle` as its worker (once per
   * name: opening it again answers the same queue). A failed start is not kept: the next open tries again.
   */
  open<T extends object>(
    name: string,
    options: QueueOptions,
    handle: (data: T, run: JobRun) => Promise<void>,
  ): Promise<OpenQueue<T>>;
  /**
   * Has pg-boss send one job (no data) to the queue `name` (open it first) at each time of `cron` (five fields) in
   * the IANA time zone `tz`: a schedule kept in the database, one per name (setting it again replaces it), fired
   * by whichever process runs pg-boss then. Starts pg-boss if it is not running.
   */
  schedule(name: string, cron: string, tz: string): Promise<void>;
  /** Stops pg-boss, waiting up to 30 s for running jobs. Idempotent; nothing may be opened afterwards. */
  stop(): Promise<void>;
}

/**
 * pg-boss's database on the app's own connection: the PGlite instance behind drizzle (`$client`), or the
 * node-postgres pool (its `query` runs pg-boss's multi-statement SQL as is).
 */
export function bossDatabase(db: Db): { database: IDatabase; backend: QueueBackend } {
  const client = (db as unknown as { $client: unknown }).$client as {
    exec?: unknown;
    query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  };
  if (typeof client.exec === 'function')
    return { database: fromPglite(client as unknown as PGliteLike), backend: 'pglite' };
  return {
    database: {
      // node-postgres answers a multi-statement text with one result per statement (an array): it is handed to
      // pg-boss as is, which reads the rows of each. Taking `.rows` of that array gave undefined, and every
      // supervisor pass (job expiry, lost heartbeats, clean-up) failed silently on PostgreSQL (ADR 0019).
      executeSql: (text: string, values?: unknown[]) => client.query(text, values),
    },
    backend: 'postgres',
  };
}

export function createJobQueue(db: Db): JobQueue {
  const { backend } = bossDatabase(db);
  let starting: Promise<PgBoss> | null = null;
  let stopped = false;
  const opened = new Map<string, Promise<OpenQueue<object>>>();

  const boss = (): Promise<PgBoss> => {
    // After stop() nothing may start again: it would outlive the app (an open pg-boss on a closing database).
    if (stopped) return Promise.reject(new Error('The job queue is stopped'));
    const attempt = (starting ??= (async () => {
      const b = new PgBoss({
        db: bossDatabase(db).database,
        backend,
        // The monitor runs inside the supervisor's pass, so both timers set how soon a lost job is seen.
        monitorIntervalSeconds: MONITOR_SECONDS,
        superviseIntervalSeconds: MONITOR_SECONDS,
        // The queues' backlog counts (read by `burstWhenReadyExceeds` below) are refreshed as often.
        queueCacheIntervalSeconds: MONITOR_SECONDS,
      });
      // Maintenance errors arrive as events; a failed job is recorded on its own row by its handler.
      b.on('error', () => undefined);
      await b.start();
      return b;
    })());
    attempt.catch(() => {
      if (starting === attempt) starting = null;
    });
    return attempt;
  };

  const openQueue = async <T extends object>(
    name: string,
    options: QueueOptions,
    handle: (data: T, run: JobRun) => Promise<void>,
  ): Promise<OpenQueue<T>> => {
    const b = await boss();
    await b.createQueue(name);
    // One pg-boss worker per unit of concurrency, each registered on its own: pg-boss's `localConcurrency` wakes
    // only the first of its workers on `notifyWorker`, so a second job sent while the first ran waited for the
    // next poll (up to 2 s) although a render thread was free (docs/performance.md, "PDFs in parallel").
    const workerIds: string[] = [];
    for (let i = 0; i < options.localConcurrency; i++) {
      workerIds.push(
        await b.work<T>(
          name,
          {
            localConcurrency: 1,
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
            // A worker takes one job per poll; with a backlog (jobs left by a stopped process, re-sent at start)
            // it fetches the next at once instead: 200 e-mails left behind took over 3 minutes at one per poll.
            burstWhenReadyExceeds: 1,
          },
          async ([job]) => {
            if (job) await handle(job.data, { retryCount: job.retryCount });
          },
        ),
      );
    }
    return {
      async send(items) {
        const retry = options.retry
          ? {
              retryLimit: options.retry.limit,
              retryDelay: options.retry.delaySeconds,
              retryBackoff: options.retry.backoff,
            }
          : { retryLimit: 0 };
        for (const item of items) await b.send(name, item, { ...retry, heartbeatSeconds: HEARTBEAT_SECONDS });
        // Idle workers fetch now; a busy one fetches when its job ends.
        for (const id of workerIds) b.notifyWorker(id);
      },
      async close() {
        await Promise.all(workerIds.map((id) => b.offWork(name, { id }).catch(() => undefined)));
      },
    };
  };

  return {
    backend,
    open<T extends object>(
      name: string,
      options: QueueOptions,
      handle: (data: T, run: JobRun) => Promise<void>,
    ) {
      let attempt = opened.get(name) as Promise<OpenQueue<T>> | undefined;
      if (!attempt) {
        attempt = openQueue(name, options, handle);
        opened.set(name, attempt);
        const mine = attempt;
        mine.catch(() => {
          if (opened.get(name) === (mine as Promise<OpenQueue<object>>)) opened.delete(name);
        });
      }
      return attempt;
    },
    async schedule(name, cron, tz) {
      await (await boss()).schedule(name, cron, null, { tz });
    },
    async stop() {
      stopped = true;
      const started = starting ? await starting.catch(() => null) : null;
      starting = null;
      opened.clear();
      if (started) await started.stop({ graceful: true, timeout: 30_000, close: false });
    },
  };
}
