/**
 * A piscina pool that renders reports off the main thread, so a PDF never blocks API requests, and several PDFs
 * render at once: `pdfThreads()` threads (PDF_THREADS; by default one per core, at least 2 and at most 4 — on two
 * cores the API still answers between renders, since a render waits on layout and fonts as much as it computes:
 * docs/performance.md, "PDFs in parallel").
 *
 * Lazy by default (tests, scripts): the first render starts a thread, and idle threads exit after 60 s, so a
 * process that renders nothing holds no renderer memory. The server calls `warmPdfPool()` once after it
 * listens: `pdfWarmThreads()` threads (PDF_WARM_THREADS, default all) then stay alive for the life of the pool,
 * each with the renderer loaded and its code paths compiled by one sample render, because starting a thread,
 * compiling the TSX and importing @react-pdf cost seconds, which the adviser's first PDFs should not pay. Each
 * warm thread holds about 70 MB once idle (it collects its heap after its last render: worker.ts; bench:memory).
 * Call `shutdownPdfPool()` on server close.
 */
import { availableParallelism } from 'node:os';
import Piscina from 'piscina';
import { parseReportModel } from './report-model.ts';
import { sampleReportModel } from './sample-model.ts';

let pool: Piscina | null = null;

let sizing: { threads: number; warmThreads: number } | null = null;

/** Render threads by default: one per core, at least 2, at most 4. */
export function defaultPdfThreads(): number {
  return Math.max(2, Math.min(4, availableParallelism()));
}

/**
 * Sizes the pool (the server's PDF_THREADS and PDF_WARM_THREADS). Call before the first render; a pool that
 * already exists keeps its size.
 * @param opts.threads render threads, ≥ 1; opts.warmThreads threads `warmPdfPool` keeps alive, 0..threads.
 * @throws RangeError outside those bounds.
 */
export function configurePdfPool(opts: { threads: number; warmThreads?: number }): void {
  const warmThreads = opts.warmThreads ?? opts.threads;
  if (!Number.isInteger(opts.threads) || opts.threads < 1) throw new RangeError('PDF threads must be ≥ 1');
  if (!Number.isInteger(warmThreads) || warmThreads < 0 || warmThreads > opts.threads) {
    throw new RangeError('PDF warm threads must be between 0 and the number of threads');
  }
  sizing = { threads: opts.threads, warmThreads };
}

/** Threads of the pool: as configured, else {@link defaultPdfThreads}. */
export function pdfThreads(): number {
  return sizing?.threads ?? defaultPdfThreads();
}

/** Threads `warmPdfPool` keeps alive: as configured, else all of them. */
export function pdfWarmThreads(): number {
  return sizing?.warmThreads ?? pdfThreads();
}

function getPool(opts: { keepWarm?: boolean } = {}): Piscina {
  pool ??= new Piscina({
    filename: new URL('./worker-boot.mjs', import.meta.url).href,
    // A warm pool keeps its warm threads (and their loaded renderers) for its whole life; a lazy one keeps none.
    minThreads: opts.keepWarm ? pdfWarmThreads() : 0,
    maxThreads: pdfThreads(),
    idleTimeout: 60_000,
    // Each render holds the whole document in memory; keep the heap bounded so a runaway model fails alone.
    // The young generation is capped too: left to V8, a worker's grew until its heap peaked at about 280 MB
    // per Results render; at 48 MB it peaks at about 140 MB, in the same time (bench/pdf.bench.ts).
    resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 16 },
    // An idle thread waits for work on its event loop, not blocked in Atomics.wait (piscina's default), so its
    // timers run: worker.ts collects the heap after the last render (a render is ~1 s; the message costs nothing).
    atomics: 'disabled',
  });
  return pool;
}

/**
 * Renders a report in a worker thread.
 * @param input a ReportModel; validated HERE first, so an invalid model throws a ZodError in the caller's
 *   thread (errors crossing threads lose their class).
 * @param opts.signal aborts the render (the thread running it is terminated and replaced).
 * @returns the PDF bytes.
 */
export async function renderInWorker(input: unknown, opts: { signal?: AbortSignal } = {}): Promise<Buffer> {
  const model = parseReportModel(input);
  const result = (await getPool().run(model, opts.signal ? { signal: opts.signal } : {})) as ArrayBuffer;
  return Buffer.from(result);
}

/**
 * Makes the pool warm: creates it keeping `pdfWarmThreads()` threads alive (unless a pool already exists, which
 * is then used as it is) and renders the sample Results report once in each of them, all at once (piscina gives
 * each render to an idle thread).
 * @returns the milliseconds it took (0 when no thread is to be kept warm). Rejects when a render fails or the pool
 *   is shut down meanwhile; the caller treats that as "not warmed", never as fatal.
 */
export async function warmPdfPool(): Promise<number> {
  const t0 = performance.now();
  const warm = pdfWarmThreads();
  if (warm === 0) return 0;
  const p = getPool({ keepWarm: true });
  const model = parseReportModel(sampleReportModel('results'));
  await Promise.all(Array.from({ length: warm }, () => p.run(model)));
  return performance.now() - t0;
}

/**
 * V8 heap of each live render thread, bytes (used, and total = reserved by the heap), for the benchmarks:
 * the memory the renderer itself holds, apart from the rest of the process.
 */
export async function pdfThreadHeaps(): Promise<{ used: number; total: number }[]> {
  const threads = pool?.threads ?? [];
  const stats = await Promise.all(
    threads.map(async (t) => {
      try {
        const s = await t.getHeapStatistics();
        return [{ used: s.used_heap_size, total: s.total_heap_size }];
      } catch {
        return []; // a thread still starting or already exiting has no heap to read
      }
    }),
  );
  return stats.flat();
}

/** Stops the worker threads (aborts running renders). Safe to call when no pool exists. */
export async function shutdownPdfPool(): Promise<void> {
  const p = pool;
  pool = null;
  if (p) await p.destroy();
}
