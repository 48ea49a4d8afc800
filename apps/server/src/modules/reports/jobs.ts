/**
 * The `render-pdf` job queue (design §3 "jobs"; ADR docs/adr/0008-pdf-jobs.md says why this is a small queue on
 * the `form_pdfs` table rather than pg-boss).
 *
 * A job IS a `form_pdfs` row: `queued` rows are claimed (`FOR UPDATE SKIP LOCKED`, so several server processes on
 * one PostgreSQL never take the same row) by an in-process runner with at most `pdfThreads()` renders at a time.
 * The handler: status rendering (progress 0.1) → build the model (0.3) → render in the piscina worker
 * (`renderInWorker`, off the main thread) → store the bytes with progress 1 and status done, or status failed
 * with the error. The form's status moves from NO_PDF ('No PDF Generated') to WAIT ('Awaiting Decision') with its
 * first done PDF (issue 4 item 4), in the same transaction as the bytes.
 *
 *   const jobs = createPdfJobs({ db, clock });  jobs.start();
 *   await jobs.enqueue();        // after inserting a queued row: wakes the runner
 *   await jobs.idle();           // resolves when nothing is queued or rendering here (tests)
 *   await jobs.stop();           // on app close: no new claims, waits for running renders
 *
 * `mode: 'inline'` (tests) renders inside `enqueue`, so a POST answers after the PDF is done.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formPdfs, forms } from '../../db/schema/index.ts';
import { modelFromForm } from './model-from-form.ts';
import { pdfThreads, renderInWorker } from './pdf/index.ts';

export const RENDER_PDF_QUEUE = 'render-pdf';

export interface PdfJobs {
  /** Wakes the runner (a queued row exists); in inline mode renders every queued row before resolving. */
  enqueue(): Promise<void>;
  /** Starts claiming queued rows (also those left queued by a previous process) and polling for others'. */
  start(): void;
  /** Resolves when this process has nothing queued or rendering. */
  idle(): Promise<void>;
  /** Stops claiming; waits for the renders in progress. */
  stop(): Promise<void>;
}

export interface PdfJobsOptions {
  db: Db;
  clock?: () => Date;
  /** 'runner' (default): background; 'inline': `enqueue` renders before resolving. */
  mode?: 'runner' | 'inline';
  /** Polling interval for rows queued by other processes, ms (default 2,000). */
  pollMs?: number;
  /** Render function (default: the piscina worker); tests may count calls. */
  render?: (model: unknown) => Promise<Buffer>;
}

type Claimed = { id: number; formId: number; kind: 'summary' | 'results' };

/** Claims the oldest queued row (status → rendering), or null when none. */
async function claimNext(db: Db): Promise<Claimed | null> {
  const rows = await db.execute<{ id: number; form_id: number; kind: 'summary' | 'results' }>(sql`
    update ${formPdfs} set status = 'rendering', progress = 0.1
    where id = (
      select id from ${formPdfs} where status = 'queued' order by id limit 1 for update skip locked
    )
    returning id, form_id, kind`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
    id: number;
    form_id: number;
    kind: 'summary' | 'results';
  }[];
  const r = list[0];
  return r ? { id: Number(r.id), formId: Number(r.form_id), kind: r.kind } : null;
}

/** Runs one claimed job to done or failed. Never throws (a failure is recorded on the row). */
export async function runPdfJob(
  db: Db,
  job: Claimed,
  clock: () => Date,
  render: (model: unknown) => Promise<Buffer>,
): Promise<void> {
  try {
    const model = await modelFromForm(db, job.formId, job.kind, clock().toISOString().slice(0, 10));
    await db.update(formPdfs).set({ progress: 0.3 }).where(eq(formPdfs.id, job.id));
    const bytes = await render(model);
    await db.transaction(async (tx) => {
      await tx
        .update(formPdfs)
        .set({ status: 'done', progress: 1, bytes, finishedAt: clock(), error: null })
        .where(eq(formPdfs.id, job.id));
      // Issue 4: 'No PDF Generated' → 'Awaiting Decision' with the first PDF (a decided form keeps its status).
      await tx
        .update(forms)
        .set({ status: 'WAIT' })
        .where(and(eq(forms.id, job.formId), eq(forms.status, 'NO_PDF')));
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await db
      .update(formPdfs)
      .set({ status: 'failed', finishedAt: clock(), error: message.slice(0, 2_000) })
      .where(eq(formPdfs.id, job.id));
  }
}

export function createPdfJobs(opts: PdfJobsOptions): PdfJobs {
  const { db } = opts;
  const clock = opts.clock ?? (() => new Date());
  const render = opts.render ?? ((m: unknown) => renderInWorker(m));
  const slots = pdfThreads();
  let running = 0;
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  const inFlight = new Set<Promise<void>>();
  let waiters: (() => void)[] = [];

  const settle = () => {
    if (running === 0) {
      const w = waiters;
      waiters = [];
      w.forEach((f) => f());
    }
  };

  let claiming = false;
  let again = false;
  /** Claims one row at a time; a successful claim pumps again to fill the next free slot. */
  const pump = (): void => {
    if (stopped) return;
    if (claiming) return void (again = true);
    if (running >= slots) return;
    claiming = true;
    again = false;
    running++;
    const p: Promise<void> = (async () => {
      const job = await claimNext(db).catch(() => null);
      claiming = false;
      if (!job) {
        running--;
        if (again) pump();
        return settle();
      }
      pump();
      await runPdfJob(db, job, clock, render);
      running--;
      pump();
      settle();
    })().finally(() => inFlight.delete(p));
    inFlight.add(p);
  };

  async function drainInline(): Promise<void> {
    for (let job = await claimNext(db); job; job = await claimNext(db))
      await runPdfJob(db, job, clock, render);
  }

  return {
    async enqueue() {
      if (opts.mode === 'inline') return drainInline();
      pump();
    },
    start() {
      if (!stopped) return;
      stopped = false;
      if (opts.mode === 'inline') return;
      pump();
      timer = setInterval(pump, opts.pollMs ?? 2_000);
      timer.unref();
    },
    idle() {
      if (running === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.allSettled([...inFlight]);
    },
  };
}
