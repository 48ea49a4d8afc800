/**
 * The `render-pdf` job queue (design §3 "jobs": pg-boss on the same database; ADR docs/adr/0008-pdf-jobs.md).
 *
 * A PDF is a `form_pdfs` row (status, progress, bytes); the pg-boss job only carries `{ pdfId }`. pg-boss runs on
 * the app's own connection: on PGlite through its `fromPglite` adapter over the shared PGlite instance (one
 * connection; PGlite serialises statements and drizzle transactions), on PostgreSQL through the app's pg pool.
 * The worker handler: status rendering (progress 0.1) → build the model (0.3) → render in the piscina worker
 * (`renderInWorker`, off the main thread) → store the bytes with progress 1 and status done, or status failed
 * with the error. The form's status moves from NO_PDF ('No PDF Generated') to WAIT ('Awaiting Decision') with its
 * first done PDF (issue 4 item 4), in the same transaction as the bytes.
 *
 *   const jobs = createPdfJobs({ db, clock });  await jobs.start();   // pg-boss itself starts on first use
 *   await jobs.enqueue(pdfId);   // after inserting a queued row
 *   await jobs.idle();           // resolves when no render is running in this process
 *   await jobs.stop();           // on app close: stops fetching, waits for running renders
 *
 * `mode: 'inline'` (tests) renders inside `enqueue` without pg-boss, so a POST answers after the PDF is done.
 */
import { and, eq } from 'drizzle-orm';
import { PgBoss, fromPglite, type Db as IDatabase, type PGliteLike } from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { formPdfs, forms } from '../../db/schema/index.ts';
import { modelFromForm } from './model-from-form.ts';
import { pdfThreads, renderInWorker } from './pdf/index.ts';

export const RENDER_PDF_QUEUE = 'render-pdf';

export interface PdfJobs {
  /** Queues the render of a `form_pdfs` row already inserted as queued (inline mode: renders it now). */
  enqueue(pdfId: number): Promise<void>;
  /** Starts pg-boss (creates its schema on first run) and the worker. */
  start(): Promise<void>;
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
  /** Render function (default: the piscina worker); tests may count calls. */
  render?: (model: unknown) => Promise<Buffer>;
}

type Claimed = { id: number; formId: number; kind: 'summary' | 'results' };

/** Marks a queued row rendering; null when it is gone or already taken (a retried job). */
async function claim(db: Db, pdfId: number): Promise<Claimed | null> {
  const [row] = await db
    .update(formPdfs)
    .set({ status: 'rendering', progress: 0.1 })
    .where(and(eq(formPdfs.id, pdfId), eq(formPdfs.status, 'queued')))
    .returning({ id: formPdfs.id, formId: formPdfs.formId, kind: formPdfs.kind });
  return row ?? null;
}

/**
 * pg-boss's database for the app's own connection: the PGlite instance behind drizzle (`$client`, through
 * pg-boss's `fromPglite`), or the node-postgres pool (its `query` runs pg-boss's multi-statement SQL as is).
 */
export function bossDatabase(db: Db): { database: IDatabase; backend: 'pglite' | 'postgres' } {
  const client = (db as unknown as { $client: unknown }).$client as {
    exec?: unknown;
    query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  };
  if (typeof client.exec === 'function')
    return { database: fromPglite(client as unknown as PGliteLike), backend: 'pglite' };
  return {
    database: {
      executeSql: async (text: string, values?: unknown[]) => ({
        rows: (await client.query(text, values)).rows,
      }),
    },
    backend: 'postgres',
  };
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
  let running = 0;
  let waiters: (() => void)[] = [];

  const runOne = async (pdfId: number) => {
    const job = await claim(db, pdfId);
    if (!job) return;
    running++;
    try {
      await runPdfJob(db, job, clock, render);
    } finally {
      running--;
      if (running === 0) {
        const w = waiters;
        waiters = [];
        w.forEach((f) => f());
      }
    }
  };

  let starting: Promise<PgBoss> | null = null;
  /** pg-boss starts on first use (creating its schema costs seconds; most app starts never render a PDF). */
  const ensureBoss = (): Promise<PgBoss> =>
    (starting ??= (async () => {
      const { database, backend } = bossDatabase(db);
      const b = new PgBoss({ db: database, backend });
      // pg-boss reports maintenance errors as events; a failed PDF is recorded on its row by the handler.
      b.on('error', () => undefined);
      await b.start();
      await b.createQueue(RENDER_PDF_QUEUE);
      await b.work<{ pdfId: number }>(
        RENDER_PDF_QUEUE,
        { localConcurrency: pdfThreads(), pollingIntervalSeconds: 0.5 },
        async ([job]) => {
          if (job) await runOne(job.data.pdfId);
        },
      );
      return b;
    })());

  return {
    async enqueue(pdfId) {
      if (opts.mode === 'inline') return runOne(pdfId);
      await (await ensureBoss()).send(RENDER_PDF_QUEUE, { pdfId }, { retryLimit: 0 });
    },
    async start() {
      if (opts.mode === 'inline') return;
      // Rows still queued from a previous run (or a crash between insert and send): start the queue and send
      // them again; `claim` makes a second job for the same row a no-op.
      // A database without the table yet (an app built before migrations, in tests) has nothing to recover.
      const left = await db
        .select({ id: formPdfs.id })
        .from(formPdfs)
        .where(eq(formPdfs.status, 'queued'))
        .catch(() => []);
      if (left.length === 0) return;
      const b = await ensureBoss();
      for (const { id } of left) await b.send(RENDER_PDF_QUEUE, { pdfId: id }, { retryLimit: 0 });
    },
    idle() {
      if (running === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    async stop() {
      const b = starting ? await starting.catch(() => null) : null;
      starting = null;
      if (b) await b.stop({ graceful: true, timeout: 30_000, close: false });
      await this.idle();
    },
  };
}
