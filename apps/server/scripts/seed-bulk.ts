/**
 * Operator CLI: adds many realistic reports to one corporate, for measuring analytics.
 *
 *   npm run seed:bulk -w apps/server -- --forms 1000000 [--corporate <id or name>] [--advisers 60] [--seed 1]
 *
 * The database is DATABASE_URL or the embedded one under DATA_DIR, like the other operator scripts (operator-db.ts:
 * migrations applied, demo corporates seeded on an empty database). The corporate defaults to the demo corporate.
 * What the reports look like: bulk-reports.ts. Prints progress per batch and the total time.
 */
import { eq } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import type { Db } from '../src/db/client.ts';
import { corporates } from '../src/db/schema/index.ts';
import { DEMO_CORPORATE } from '../src/modules/seed/index.ts';
import { generateBulkReports } from './bulk-reports.ts';
import { withOperatorDb } from './operator-db.ts';

const USAGE =
  'Usage: seed-bulk --forms <n> [--corporate <id or name>] [--advisers <n>] [--seed <n>] [--batch <n>]';

const whole = (value: string | undefined, fallback: number) => {
  const n = value === undefined ? fallback : Number(value);
  return Number.isInteger(n) && n >= 0 ? n : NaN;
};

async function corporateId(db: Db, given: string): Promise<number | null> {
  const where = /^\d+$/.test(given) ? eq(corporates.id, Number(given)) : eq(corporates.name, given);
  const [row] = await db.select({ id: corporates.id }).from(corporates).where(where);
  return row?.id ?? null;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      forms: { type: 'string' },
      corporate: { type: 'string', default: DEMO_CORPORATE.name },
      advisers: { type: 'string' },
      seed: { type: 'string' },
      batch: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const count = whole(values.forms, NaN);
  const advisers = whole(values.advisers, 60);
  const seed = whole(values.seed, 1);
  const batchSize = whole(values.batch, 50_000);
  if (values.help || !(count > 0) || Number.isNaN(advisers + seed) || !(batchSize > 0)) {
    process.stderr.write(USAGE + '\n');
    return values.help ? 0 : 2;
  }
  return withOperatorDb(async (db) => {
    const id = await corporateId(db, values.corporate);
    if (id === null) {
      process.stderr.write(`No corporate '${values.corporate}'.\n`);
      return 1;
    }
    const started = performance.now();
    const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Adding ${count.toLocaleString('en-AU')} reports to corporate ${id} (seed ${seed})…`);
    await generateBulkReports(db, {
      corporateId: id,
      count,
      advisers,
      seed,
      batchSize,
      onProgress: (done, total) =>
        console.log(
          `  ${done.toLocaleString('en-AU')} / ${total.toLocaleString('en-AU')} ` +
            `(${Math.round((100 * done) / total)} %) ${seconds()} s`,
        ),
    });
    console.log(`Done: ${count.toLocaleString('en-AU')} reports in ${seconds()} s (statistics refreshed).`);
    return 0;
  });
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    // A failed statement's error carries the whole query and its (large) parameters: print the cause only.
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
    process.stderr.write(`seed-bulk: ${cause instanceof Error ? cause.message : String(cause)}\n`);
    process.exit(1);
  },
);
