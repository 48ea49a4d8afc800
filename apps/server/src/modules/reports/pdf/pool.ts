/**
 * A small piscina pool that renders reports off the main thread, so a PDF never blocks API requests.
 * Threads: 1 on a 2-core machine (leaves a core for the API), at most 2.
 *
 * Lazy by default (tests, scripts): the first render starts a thread, and idle threads exit after 60 s, so a
 * process that renders nothing holds no renderer memory. The server calls `warmPdfPool()` once after it
 * listens: one thread then stays alive for the life of the pool, with the renderer loaded and its code paths
 * compiled by one sample render, because starting a thread, compiling the TSX and importing @react-pdf cost
 * seconds, which the adviser's first PDF should not pay. Call `shutdownPdfPool()` on server close.
 */
import { availableParallelism } from 'node:os';
import Piscina from 'piscina';
import { parseReportModel } from './report-model.ts';
import { sampleReportModel } from './sample-model.ts';

let pool: Piscina | null = null;

/** Threads for the pool: one per spare core, between 1 and 2. */
export function pdfThreads(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}

function getPool(opts: { keepWarm?: boolean } = {}): Piscina {
  pool ??= new Piscina({
    filename: new URL('./worker-boot.mjs', import.meta.url).href,
    // A warm pool keeps one thread (and the loaded renderer) for its whole life; a lazy one keeps none.
    minThreads: opts.keepWarm ? 1 : 0,
    maxThreads: pdfThreads(),
    idleTimeout: 60_000,
    // Each render holds the whole document in memory; keep the heap bounded so a runaway model fails alone.
    // The young generation is capped too: left to V8, a worker's grew until its heap peaked at about 280 MB
    // per Results render; at 48 MB it peaks at about 140 MB, in the same time (bench/pdf.bench.ts).
    resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 48 },
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
 * Makes the pool warm: creates it with one thread kept alive (unless a pool already exists, which is then
 * used as it is) and renders the sample Results report once in that thread.
 * @returns the milliseconds it took. Rejects when the render fails or the pool is shut down meanwhile; the
 *   caller treats that as "not warmed", never as fatal.
 */
export async function warmPdfPool(): Promise<number> {
  const t0 = performance.now();
  const p = getPool({ keepWarm: true });
  await p.run(parseReportModel(sampleReportModel('results')));
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
