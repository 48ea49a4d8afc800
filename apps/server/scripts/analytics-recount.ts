/**
 * Operator CLI (ADR 0014): rebuilds the analytics pre-aggregates from the reports and prints, per corporate, how
 * many of their rows had drifted (0: the upkeep was exact). Run it after restoring data by hand, after changing
 * contracts' types in bulk, or nightly from cron as a check.
 *
 *   npm run analytics:recount -w apps/server [-- --corporate <id>]
 *
 * The database is DATABASE_URL or the embedded one under DATA_DIR, like the other operator scripts.
 */
import { parseArgs } from 'node:util';
import { recountAnalytics } from '../src/modules/analytics/index.ts';
import { withOperatorDb } from './operator-db.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { corporate: { type: 'string' } } });
  const corporate = values.corporate === undefined ? undefined : Number(values.corporate);
  if (corporate !== undefined && !Number.isInteger(corporate)) {
    process.stderr.write('Usage: analytics-recount [--corporate <id>]\n');
    return 2;
  }
  return withOperatorDb(async (db) => {
    const started = performance.now();
    const drift = await recountAnalytics(db, corporate);
    for (const [id, rows] of drift) console.log(`corporate ${id}: ${rows} pre-aggregate rows differed`);
    console.log(
      `Recounted ${drift.size} corporate(s) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    return 0;
  });
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`analytics-recount: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
