/**
 * The `render-pdf` job queue (design §3 "jobs": pg-boss on the same database; ADR docs/adr/0008-pdf-jobs.md).
 *
 * A PDF is a `form_pdfs` row (status, progress, bytes); the pg-boss job only carries `{ pdfId }`. The queue is one
 * of the app's shared job queue (`src/jobs/queue.ts`: one pg-boss on the app's own connection).
 * The worker handler: status rendering (progress 0.1) → build the model (0.3) → render in the piscina worker
 * (`renderInWorker`, off the main thread, at most `RENDER_TIMEOUT_MS`) → store the bytes with progress 1 and
 * status done, or status failed with the error. The form's status moves from NO_PDF ('No PDF Generated') to WAIT
 * ('Awaiting Decision') with its first done PDF, in the same transaction as the bytes.
 *
 *   const jobs = createPdfJobs({ db, clock });
 *   await jobs.start();          // recovers rows a crash left behind; pg-boss itself starts on first use...
 *   void jobs.warm();            // ...or now, with a warm render thread (the server's routes, once listening)
 *   await jobs.enqueue(pdfId);   // after inserting a queued row
 *   await jobs.idle();           // resolves when no render is running in this process
 *   await jobs.stop();           // on app close: stops fetching, waits for running renders
 *
 * Nothing stays "in progress" forever: a render whose process was killed is run again once by a live process
 * when its job's heartbeat stops (`LOST_RENDER_RETRIES`, ADR 0019); at start, rows left `rendering` by a process
 * that died are marked failed (on PGlite all of them: one process owns the database; on PostgreSQL those older than
 * `STALE_AFTER_MS`, since another live process may be rendering the newer ones, and the heartbeat retry has taken
 * the others), and while pg-boss runs here a sweep every `SWEEP_EVERY_MS` fails rows queued or rendering for longer
 * than `STALE_AFTER_MS`.
 *
 * `mode: 'inline'` (tests) renders inside `enqueue` without pg-boss, so a POST answers after the PDF is done.
 */
import { calendarDayIn } from '@rlc/shared';
import type { Db } from '../../db/client.ts';
import { createJobQueue, type JobQueue, type OpenQueue } from '../../jobs/queue.ts';
import { modelFromForm } from './model-from-form.ts';
import { pdfThreads, renderInWorker, warmPdfPool } from './pdf/index.ts';
import {
  claimPdf,
  failPdfsLeftBehind,
  markPdfFailed,
  queuedPdfIds,
  setPdfProgress,
  storeDonePdf,
  type ClaimedPdf,
} from './repository.ts';

export const RENDER_PDF_QUEUE = 'render-pdf';
/** A render taking longer than this is aborted (its thread terminated) and the PDF marked failed. */
export const RENDER_TIMEOUT_MS = 120_000;
/** A row queued or rendering for longer than this (from its creation) is considered lost and marked failed. */
export const STALE_AFTER_MS = 10 * 60_000;
/**
 * Runs of a render again after its process was lost (killed, crashed) mid-render: one, by a live process once the
 * job's heartbeat stops (src/jobs/queue.ts, ADR 0019). Not more: a render that kills its process every time must
 * not bring the servers down in turn; after the second loss the sweep marks the row failed.
 */
export const LOST_RENDER_RETRIES = 1;
/** How often a process running the queue looks for lost rows. */
export const SWEEP_EVERY_MS = 60_000;
/** The error a lost row gets; the adviser sees it in the PDF list ("Failed: …") and generates the PDF again. */
export const LOST_PDF_ERROR =
  'The server stopped or restarted before this PDF was finished. Please generate it again.';
/** What the adviser reads when a render failed (the technical error goes to the server log, never to users). */
export const FAILED_PDF_ERROR =
  "This PDF could not be made from the report's details. Check the figures and generate it again; if it fails again, contact support.";
/** What the adviser reads when a render ran past RENDER_TIMEOUT_MS. */
export const TIMED_OUT_PDF_ERROR =
  'This PDF took too long to make and was stopped. Please generate it again.';

export interface PdfJobs {
  /** Queues the render of a `form_pdfs` row already inserted as queued (inline mode: renders it now). */
  enqueue(pdfId: number): Promise<void>;
  /**
   * Recovers what a previous process left behind (lost rows failed, queued rows sent again); does not start
   * pg-boss unless there are queued rows.
   */
  start(): Promise<void>;
  /**
   * Starts pg-boss and the queue's worker now, then warms the render pool (one thread kept alive, one sample
   * render), so the first PDF after boot does not pay seconds of set-up. Never rejects: resolves with the
   * milliseconds each step took, or the error (the first PDF then starts what is missing itself), or null when
   * `stop()` came first.
   */
  warm(): Promise<WarmResult | null>;
  /** Resolves when no render is running in this process. */
  idle(): Promise<void>;
  /** Stops fetching; waits for the renders in progress. */
  stop(): Promise<void>;
}

export interface PdfJobsOptions {
  db: Db;
  clock?: () => Date;
  /** 'queue' (default): pg-boss in the background; 'inline': `enqueue` renders before resolving (tests). */
  mode?: 'queue' | 'inline';
  /** Render function (default: the piscina worker, aborted after RENDER_TIMEOUT_MS); tests may count calls. */
  render?: (model: unknown) => Promise<Buffer>;
  /** Warm-up of the render pool (default `warmPdfPool`); tests replace it. */
  warmRenderer?: () => Promise<number>;
  /** The app's job queue (default: one of its own, stopped with these jobs). */
  queue?: JobQueue;
  /** Told of each failed render with its technical error (the server logs it); users see a plain reason only. */
  onFailure?: (pdfId: number, err: unknown) => void;
}

export type WarmResult = { ok: true; queueMs: number; rendererMs: number } | { ok: false; error: string };

/**
 * Marks lost rows failed (`LOST_PDF_ERROR`, finished now): rows `rendering`, and with `queuedToo` also rows
 * `queued`, created before `olderThan` (all of them when it is null).
 * @returns the ids marked.
 */
export function failLostPdfs(
  db: Db,
  opts: { olderThan: Date | null; queuedToo: boolean; now: Date },
): Promise<number[]> {
  return failPdfsLeftBehind(db, { ...opts, error: LOST_PDF_ERROR });
}

/** Runs one claimed job to done or failed. Never throws (a failure is recorded on the row). */
export async function runPdfJob(
  db: Db,
  job: ClaimedPdf,
  clock: () => Date,
  render: (model: unknown) => Promise<Buffer>,
  onFailure: (pdfId: number, err: unknown) => void,
): Promise<void> {
  try {
    const model = await modelFromForm(db, job.formId, job.kind, calendarDayIn(clock()));
    await setPdfProgress(db, job.id, 0.3);
    const bytes = await render(model);
    await storeDonePdf(db, job, bytes, clock());
  } catch (err) {
    onFailure(job.id, err);
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    await markPdfFailed(db, job.id, clock(), timedOut ? TIMED_OUT_PDF_ERROR : FAILED_PDF_ERROR);
  }
}

export function createPdfJobs(opts: PdfJobsOptions): PdfJobs {
  const { db } = opts;
  const clock = opts.clock ?? (() => new Date());
  const render =
    opts.render ?? ((m: unknown) => renderInWorker(m, { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) }));
  const warmRenderer = opts.warmRenderer ?? warmPdfPool;
  const ownQueue = !opts.queue;
  const queue = opts.queue ?? createJobQueue(db);
  const { backend } = queue;
  let running = 0;
  let waiters: (() => void)[] = [];
  let stopped = false;

  // A retry runs only when the first run's process was lost (the handler never throws): it takes the row over.
  const runOne = async (pdfId: number, retryCount = 0) => {
    const job = await claimPdf(db, pdfId, retryCount > 0);
    if (!job) return;
    running++;
    try {
      await runPdfJob(db, job, clock, render, opts.onFailure ?? (() => undefined));
    } finally {
      running--;
      if (running === 0) {
        const w = waiters;
        waiters = [];
        w.forEach((f) => f());
      }
    }
  };

  const sweep = () =>
    failLostPdfs(db, {
      olderThan: new Date(clock().getTime() - STALE_AFTER_MS),
      queuedToo: true,
      now: clock(),
    });
  let sweeper: NodeJS.Timeout | null = null;

  let opening: Promise<OpenQueue<{ pdfId: number }>> | null = null;
  /**
   * The queue and its worker, opened once: on first use, or by `warm()` (the shared pg-boss starts with it), with
   * the sweep of lost rows while it runs here.
   */
  const renderQueue = (): Promise<OpenQueue<{ pdfId: number }>> => {
    // After stop() nothing may start again: it would outlive the app.
    if (stopped) return Promise.reject(new Error('PDF jobs are stopped'));
    const attempt = (opening ??= (async () => {
      const q = await queue.open<{ pdfId: number }>(
        RENDER_PDF_QUEUE,
        {
          localConcurrency: pdfThreads(),
          retry: { limit: LOST_RENDER_RETRIES, delaySeconds: 0, backoff: false },
        },
        ({ pdfId }, { retryCount }) => runOne(pdfId, retryCount),
      );
      sweeper = setInterval(() => void sweep().catch(() => undefined), SWEEP_EVERY_MS);
      sweeper.unref();
      return q;
    })());
    // A failed start is not kept: the next PDF (or warm-up) tries again.
    attempt.catch(() => {
      if (opening === attempt) opening = null;
    });
    return attempt;
  };

  const send = async (pdfIds: number[]) => {
    const q = await renderQueue();
    await q.send(pdfIds.map((pdfId) => ({ pdfId })));
  };

  return {
    async enqueue(pdfId) {
      if (opts.mode === 'inline') return runOne(pdfId);
      await send([pdfId]);
    },
    async start() {
      if (opts.mode === 'inline') return;
      // A database without the table yet (an app built before migrations, in tests) has nothing to recover.
      try {
        // Rows a dead process left rendering. PGlite: this process owns the database, so every one is lost.
        // PostgreSQL: another live process may be rendering the recent ones; the sweep gets them later if lost.
        await failLostPdfs(db, {
          olderThan: backend === 'pglite' ? null : new Date(clock().getTime() - STALE_AFTER_MS),
          queuedToo: false,
          now: clock(),
        });
      } catch {
        return;
      }
      // Rows still queued (a restart, or a crash between insert and send): send them again; `claim` makes a
      // second job for the same row a no-op.
      const left = await queuedPdfIds(db).catch(() => []);
      if (left.length > 0) await send(left);
    },
    async warm() {
      if (opts.mode === 'inline' || stopped) return null;
      try {
        let t0 = performance.now();
        await renderQueue();
        const queueMs = performance.now() - t0;
        if (stopped) return null;
        t0 = performance.now();
        await warmRenderer();
        return { ok: true, queueMs, rendererMs: performance.now() - t0 };
      } catch (err) {
        // Stopped meanwhile (the pool was shut down under the sample render): not an error.
        if (stopped) return null;
        return { ok: false, error: err instanceof Error ? err.message : String(err) };
      }
    },
    idle() {
      if (running === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    async stop() {
      stopped = true;
      if (sweeper) clearInterval(sweeper);
      const opened = opening ? await opening.catch(() => null) : null;
      opening = null;
      // The sweeper may have been set after the clearInterval above (the queue was still opening then).
      if (sweeper) clearInterval(sweeper);
      if (opened) await opened.close();
      if (ownQueue) await queue.stop();
      await this.idle();
    },
  };
}
