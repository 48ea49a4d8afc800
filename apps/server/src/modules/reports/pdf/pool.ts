/**
 * A small piscina pool that renders reports off the main thread, so a PDF never blocks API requests.
 * Threads: 1 on a 2-core machine (leaves a core for the API), at most 2. Idle threads exit after 60 s,
 * so an idle server holds no renderer memory. Call `shutdownPdfPool()` on server close.
 */
import { availableParallelism } from 'node:os';
import Piscina from 'piscina';
import { parseReportModel } from './report-model.ts';

let pool: Piscina | null = null;

/** Threads for the pool: one per spare core, between 1 and 2. */
export function pdfThreads(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}

function getPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./worker-boot.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: pdfThreads(),
    idleTimeout: 60_000,
    // Each render holds the whole document in memory; keep the heap bounded so a runaway model fails alone.
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  return pool;
}

/**
 * Renders a report in a worker thread.
 * @param input a ReportModel; validated HERE first, so an invalid model throws a ZodError in the caller's
 *   thread (errors crossing threads lose their class).
 * @returns the PDF bytes.
 */
export async function renderInWorker(input: unknown, opts: { signal?: AbortSignal } = {}): Promise<Buffer> {
  const model = parseReportModel(input);
  const result = (await getPool().run(model, opts.signal ? { signal: opts.signal } : {})) as ArrayBuffer;
  return Buffer.from(result);
}

/** Stops the worker threads (waits for running renders). Safe to call when no pool exists. */
export async function shutdownPdfPool(): Promise<void> {
  const p = pool;
  pool = null;
  if (p) await p.destroy();
}
