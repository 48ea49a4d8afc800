/**
 * Benchmark: each analytics query's p50 / p95 through the real use case (`runQuery`: sources,
 * filter checks, the SQL aggregation, the table) as the demo corporate admin, on reports made by the bulk generator
 * (scripts/bulk-reports.ts), with no filter and with typical filters; then the Excel export's time and peak memory
 * (analytics-excel.ts, in its own process, on a database of its own: PGlite, or BENCH_EXCEL_DATABASE_URL). Prints figures; asserts nothing (design §7). Targets: p95 ≤ 500 ms at
 * 100,000 reports on the embedded database, ≤ 300 ms at 1,000,000 on PostgreSQL; Excel of 100,000 rows < 10 s and
 * < 200 MB above idle.
 *
 *   npm run bench:analytics -w apps/server [-- --forms 20000] [--pg-forms 1000000] [--only pglite|postgres]
 *                                          [--runs 20] [--no-excel]
 *
 * Embedded: a fresh PGlite in a temporary directory. PostgreSQL: DATABASE_URL when set (reports are added until its
 * demo corporate holds --pg-forms, so a seeded database is reused), else a throwaway cluster like `test:pg`'s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AnalyticsFiltersInput, AnalyticsQueryName } from '@rlc/shared';
import { openDb, type Db, type DbHandle } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { corporates, forms, users } from '../src/db/schema/index.ts';
import { runQuery } from '../src/modules/analytics/index.ts';
import { loadPrincipal } from '../src/modules/auth/principal.ts';
import { DEMO_CORPORATE, seedDemo } from '../src/modules/seed/index.ts';
import { generateBulkReports } from '../scripts/bulk-reports.ts';
import { startPgCluster } from '../test/helpers/pg-cluster.ts';
import { pct } from './bench-server.ts';

const QUERIES: AnalyticsQueryName[] = ['analyticsOptions', 'reportsByStatus', 'decisionsOverTime', 'whyNot'];
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values: args } = parseArgs({
  options: {
    forms: { type: 'string', default: '100000' },
    'pg-forms': { type: 'string', default: '1000000' },
    only: { type: 'string' },
    runs: { type: 'string', default: '20' },
    'no-excel': { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Adds bulk reports until the demo corporate holds `target` live ones; its id. */
async function filled(db: Db, target: number): Promise<number> {
  const [corp] = await db
    .select({ id: corporates.id })
    .from(corporates)
    .where(eq(corporates.name, DEMO_CORPORATE.name));
  if (!corp) throw new Error('no demo corporate');
  const [held] = await db
    .select({ n: count() })
    .from(forms)
    .where(and(eq(forms.corporateId, corp.id), isNull(forms.archivedAt)));
  // About 2 % of generated reports are archived: ask for a little more.
  const missing = Math.ceil((target - held!.n) / 0.98);
  if (missing > 0) {
    const started = performance.now();
    await generateBulkReports(db, {
      corporateId: corp.id,
      count: missing,
      onProgress: (done, total) => process.stdout.write(`\r  generating ${done} / ${total}`),
    });
    console.log(` in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  return corp.id;
}

/** The typical filters: none, the busiest community, this financial year, the busiest adviser. */
async function filterSets(db: Db, corporateId: number): Promise<[string, AnalyticsFiltersInput][]> {
  const busiest = (column: typeof forms.communityId | typeof forms.createdBy) =>
    db
      .select({ id: column, n: count() })
      .from(forms)
      .where(and(eq(forms.corporateId, corporateId), isNull(forms.archivedAt)))
      .groupBy(column)
      .orderBy(desc(count()))
      .limit(1);
  const [[community], [adviser]] = await Promise.all([busiest(forms.communityId), busiest(forms.createdBy)]);
  return [
    ['no filter', {}],
    [
      `one community (${community!.n} reports)`,
      { communities: { option: 'selected', selected: [community!.id!] } },
    ],
    ['this financial year', { dates: { option: 'preset', preset: 'thisFinancialYear' } }],
    [`one adviser (${adviser!.n} reports)`, { users: { option: 'selected', selected: [adviser!.id!] } }],
  ];
}

async function measure(label: string, handle: DbHandle, target: number): Promise<void> {
  const db = handle.db;
  await runMigrations(handle);
  const [any] = await db.select({ id: corporates.id }).from(corporates).limit(1);
  if (!any) await seedDemo(db, { password: 'bench-pass-2026' });
  const corporateId = await filled(db, target);
  const [live] = await db
    .select({ n: count() })
    .from(forms)
    .where(and(eq(forms.corporateId, corporateId), isNull(forms.archivedAt)));
  const [admin] = await db
    .select()
    .from(users)
    .where(and(eq(users.corporateId, corporateId), sql`${users.email} like 'admin@%'`));
  const caller = await loadPrincipal(db, admin!);
  const deps = { db, clock: () => new Date() };
  console.log(`\n${label}: ${live!.n} live reports of the demo corporate; load ${load()}`);
  console.log(
    `${'query'.padEnd(18)} ${'filter'.padEnd(34)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  rows`,
  );
  for (const [filterName, filters] of await filterSets(db, corporateId)) {
    for (const query of QUERIES) {
      // Two unmeasured runs warm the caches and plans.
      let rows = 0;
      for (let i = 0; i < 2; i++) rows = (await runQuery(deps, caller, query, filters)).rows.length;
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await runQuery(deps, caller, query, filters);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${query.padEnd(18)} ${filterName.padEnd(34)} ${pct(times, 50).toFixed(1).padStart(8)} ` +
          `${pct(times, 95).toFixed(1).padStart(8)}  ${rows}`,
      );
    }
  }
  console.log(`load after: ${load()}`);
}

async function embedded(target: number): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'analytics-bench-'));
  const handle = await openDb({ dataDir: dir });
  try {
    await measure('Embedded (PGlite)', handle, target);
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgres(target: number): Promise<void> {
  const cluster = process.env.DATABASE_URL ? null : await startPgCluster();
  const handle = await openDb({ databaseUrl: process.env.DATABASE_URL ?? cluster!.url, dataDir: null });
  try {
    await measure(`PostgreSQL (${cluster ? 'throwaway cluster' : 'DATABASE_URL'})`, handle, target);
  } finally {
    await handle.close();
    cluster?.stop();
  }
}

function excel(): void {
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(serverDir, 'bench', 'analytics-excel.ts')],
    {
      cwd: serverDir,
      encoding: 'utf8',
      // Its own database (it adds 100,000 advisers): PGlite, or BENCH_EXCEL_DATABASE_URL, never DATABASE_URL's.
      env: { ...process.env, DATABASE_URL: process.env.BENCH_EXCEL_DATABASE_URL ?? '' },
    },
  );
  const r = JSON.parse(out.trim().split('\n').pop()!) as {
    database: string;
    rows: number;
    seconds: number;
    bytes: number;
    idleMb: number;
    peakAboveIdleMb: number;
  };
  console.log(
    `\nExcel ('Reports by status' by adviser, ${r.rows} rows read from ${r.database} in batches): ` +
      `${r.seconds.toFixed(2)} s, ${(r.bytes / 1024 / 1024).toFixed(1)} MB file, ` +
      `peak RSS ${r.peakAboveIdleMb.toFixed(0)} MB above idle (${r.idleMb.toFixed(0)} MB); load ${load()}`,
  );
}

async function main(): Promise<void> {
  if (args.only !== 'postgres') await embedded(Number(args.forms));
  if (args.only !== 'pglite') await postgres(Number(args['pg-forms']));
  if (!args['no-excel']) excel();
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
