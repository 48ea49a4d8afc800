/**
 * Starts the process: configuration, database, migrations, demo seed (always on PGlite, on PostgreSQL with
 * DEMO_SEED=1), HTTP listen; prints the URL and the demo sign-ins last (after the PDF warm-up's log line, README quick
 * start). SIGTERM/SIGINT close gracefully: Fastify
 * stops accepting connections and finishes in-flight requests, then the database closes.
 */
import pino from 'pino';
import { buildApp } from './app.ts';
import { ensureJwtSecret, loadConfig } from './config.ts';
import { openDb } from './db/client.ts';
import { runMigrations, withStartupLock } from './db/migrate.ts';
import { createMailer } from './modules/mail/index.ts';
import { configurePdfPool, defaultPdfThreads } from './modules/reports/index.ts';
import { seedDemo } from './modules/seed/index.ts';

/** Longest wait for the PDF warm-up before the banner is printed anyway, ms. */
const BANNER_WAIT_MS = 60_000;

async function main(): Promise<void> {
  const config = loadConfig();
  ensureJwtSecret(config);
  configurePdfPool({
    threads: config.pdfThreads ?? Math.max(defaultPdfThreads(), config.pdfWarmThreads ?? 0),
    warmThreads: config.pdfWarmThreads,
  });
  const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(handle);

  let demoUsers: { email: string; role: string; corporate: string }[] = [];
  if (handle.kind === 'pglite' || config.demoSeed) {
    const result = await withStartupLock(handle, () =>
      seedDemo(handle.db, { password: config.demoPassword }),
    );
    demoUsers = result.users;
  }

  const mailer = createMailer({
    db: handle.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    retryDelaySeconds: config.mailRetryDelaySeconds,
  });
  // warmPdfReports: once listening, start the PDF queue and a warm render thread in the background (ADR 0008).
  let warmed = () => {};
  const warm = new Promise<void>((resolve) => (warmed = resolve));
  const app = await buildApp({
    db: handle.db,
    config,
    mailer,
    warmPdfReports: true,
    scheduleAnalyticsRecount: true,
    onPdfWarm: () => warmed(),
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    void (async () => {
      try {
        await app.close();
        mailer.close();
        await handle.close();
        process.exit(0);
      } catch (err) {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      }
    })();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const url = await app.listen({ port: config.port, host: config.host });
  const lines = [
    `Retirement Living Compare is running at ${url}`,
    `Database: ${handle.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (demoUsers.length) {
    lines.push(`Demo sign-ins (password: ${config.demoPassword}):`);
    for (const u of demoUsers) lines.push(`  ${u.email}  (${u.role}, ${u.corporate})`);
  }
  // Plain stdout, not the JSON log: this banner is for the person who typed `npm start`. It waits for the PDF
  // warm-up's log line (a few seconds; at most BANNER_WAIT_MS) so the sign-ins are the last thing on the screen.
  await Promise.race([warm, new Promise((resolve) => setTimeout(resolve, BANNER_WAIT_MS).unref())]);
  if (!closing) writeAfterLog(app.log, lines.join('\n') + '\n');
}

/**
 * Writes `text` to stdout behind every line the logger has written so far, by handing it to the logger's own
 * stream. pino's stream (sonic-boom) keeps a line back when the pipe is full (a slow reader, a loaded machine)
 * and its `flush` does not wait for it, so a direct `process.stdout.write` could overtake the PDF warm-up line
 * (start-script.test.ts failed so in a CI run).
 */
function writeAfterLog(log: unknown, text: string): void {
  const stream = (log as Record<symbol, unknown>)[pino.symbols.streamSym] as
    { write?: (chunk: string) => unknown } | undefined;
  if (typeof stream?.write === 'function') stream.write(text);
  else process.stdout.write(text);
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
