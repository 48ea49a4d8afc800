/**
 * Benchmark ("Server memory"): where the server's resident memory goes at rest. Prints figures; asserts
 * nothing (design §7). Target: ≤ 300 MB at rest on the embedded database, ≤ 200 MB on PostgreSQL.
 *
 *   npm run bench:memory -w apps/server                 (embedded PGlite on a fresh DATA_DIR, then reopened)
 *   npm run bench:memory -w apps/server -- --postgres   (a throwaway cluster like test:pg's, or DATABASE_URL)
 *   env BENCH_PORT (default 3490), BENCH_REST_MS (quiet time before the at-rest figure, default 20000)
 *
 * Runs the server's own start-up steps in this process (server.ts: open, migrate, seed, build, listen, PDF warm-up)
 * with the flags `npm start` uses (`--max-semi-space-size=16`, plus `--expose-gc` so each figure is taken after a
 * full collection) and prints, after each step, the process's resident set (RSS, all threads) and V8's figures:
 * heap used / reserved, `external` (memory outside the heap that V8 knows of: PGlite's WebAssembly memory, Buffers).
 * The differences between steps are the breakdown: Node and our code, the database, the warm render thread.
 * On PGlite the data directory is then opened again, as a restarted server would (no initdb), and measured alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.ts';
import { ensureJwtSecret, loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { createMailer } from '../src/modules/mail/index.ts';
import { configurePdfPool, defaultPdfThreads, pdfThreadHeaps } from '../src/modules/reports/pdf/index.ts';
import { seedDemo } from '../src/modules/seed/index.ts';
import { startPgCluster } from '../test/helpers/pg-cluster.ts';
import { loadLine } from './bench-server.ts';

const MB = 1024 * 1024;
/** Quiet time before the at-rest figure, ms (BENCH_REST_MS). */
const REST_MS = Number(process.env.BENCH_REST_MS ?? 20_000);
const args = parseArgs({ options: { postgres: { type: 'boolean', default: false } } }).values;

const settle = async (): Promise<void> => {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  await new Promise((r) => setTimeout(r, 500));
  gc?.();
};

let previous = 0;
async function show(label: string): Promise<number> {
  await settle();
  const m = process.memoryUsage();
  const heaps = await pdfThreadHeaps();
  const threadHeap = heaps.reduce((s, h) => s + h.total, 0);
  const delta = previous ? ` (${m.rss >= previous ? '+' : ''}${((m.rss - previous) / MB).toFixed(0)})` : '';
  console.log(
    `${label.padEnd(34)} RSS ${(m.rss / MB).toFixed(0).padStart(4)} MB${delta.padEnd(7)}  heap used ${(m.heapUsed / MB).toFixed(0)} / reserved ${(m.heapTotal / MB).toFixed(0)}  external ${(m.external / MB).toFixed(0)}` +
      (heaps.length ? `  render thread heap ${(threadHeap / MB).toFixed(0)}` : ''),
  );
  previous = m.rss;
  return m.rss;
}

async function serverSteps(kind: string, databaseUrl: string | undefined, dataDir: string): Promise<void> {
  console.log(`\n${kind} — the server's start-up steps, figures after a full collection:`);
  await show('Node, our code and its libraries');
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    PORT: process.env.BENCH_PORT ?? '3490',
    NODE_ENV: 'production',
  });
  ensureJwtSecret(config);
  // As server.ts sizes it (PDF_THREADS, PDF_WARM_THREADS).
  configurePdfPool({
    threads: config.pdfThreads ?? Math.max(defaultPdfThreads(), config.pdfWarmThreads ?? 0),
    warmThreads: config.pdfWarmThreads,
  });
  const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await show('database open');
  await runMigrations(handle);
  await seedDemo(handle.db, { password: config.demoPassword });
  await show('migrated and demo seeded');
  const mailer = createMailer({
    db: handle.db,
    smtpUrl: undefined,
    from: config.mailFrom,
    retryDelaySeconds: 60,
  });
  let warmed = (): void => {};
  const warm = new Promise<void>((resolve) => (warmed = resolve));
  const app = await buildApp({
    db: handle.db,
    config,
    mailer,
    warmPdfReports: true,
    onPdfWarm: () => warmed(),
  });
  await app.listen({ port: config.port, host: '127.0.0.1' });
  await show('listening (pg-boss starting)');
  await warm;
  await show('PDF render threads warm');
  // The render threads collect their heaps a second after their last render (worker.ts) and V8 gives the pages
  // back some seconds later: "at rest" is after a quiet spell, as a server is between PDFs.
  await new Promise((r) => setTimeout(r, REST_MS));
  const atRest = await show(`at rest, ${REST_MS / 1000} s later`);
  console.log(`${kind}: at rest ${(atRest / MB).toFixed(0)} MB (${loadLine()})`);
  await app.close();
  mailer.close();
  await handle.close();
  await show('closed');
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'rlc-bench-memory-'));
try {
  if (args.postgres) {
    const cluster = process.env.DATABASE_URL ? null : await startPgCluster();
    try {
      await serverSteps('PostgreSQL', process.env.DATABASE_URL ?? cluster!.url, dataDir);
    } finally {
      cluster?.stop();
    }
  } else {
    await serverSteps('Embedded PGlite, new data directory', undefined, dataDir);
    previous = 0;
    console.log('\nEmbedded PGlite, the same data directory opened again (a restarted server):');
    await show('before');
    const again = await openDb({ dataDir });
    await show('database open');
    await again.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
