/**
 * The Excel half of the analytics benchmark (analytics.bench.ts runs it in its own process): the real export
 * (`exportExcel`: the filters checked, 'Reports by status' by adviser read from the database in batches, written by
 * the streaming workbook writer) of `BENCH_EXCEL_ROWS` rows (default 100,000) to a temporary file, as the demo
 * corporate's admin. No real corporate has that many advisers, so the demo corporate gets that many made-up
 * advisers with one report each (plain SQL, the pre-aggregates recounted once after, statistics refreshed).
 *
 * The database: DATABASE_URL when set (a PostgreSQL server: its memory is its own process's; use a database of its
 * own, the advisers stay), else a fresh PGlite in a temporary directory (in this process: its memory counts, as it
 * would in an embedded server). Prints one JSON line: rows, seconds, the file's bytes, the idle RSS (the database
 * open and filled, garbage collected, before the export) and the peak RSS above it, sampled every 10 ms (MB).
 */
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { and, eq, sql } from 'drizzle-orm';
import { openDb } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { corporates, roles, users } from '../src/db/schema/index.ts';
import { exportExcel } from '../src/modules/analytics/index.ts';
import { loadPrincipal } from '../src/modules/auth/principal.ts';
import { DEMO_CORPORATE, seedDemo } from '../src/modules/seed/index.ts';

const ROWS = Number(process.env.BENCH_EXCEL_ROWS ?? 100_000);
const MB = 1024 * 1024;

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL || undefined;
  const dir = url ? null : mkdtempSync(path.join(tmpdir(), 'analytics-excel-'));
  const handle = await openDb({ databaseUrl: url, dataDir: dir });
  const db = handle.db;
  try {
    await runMigrations(handle);
    const [any] = await db.select({ id: corporates.id }).from(corporates).limit(1);
    if (!any) await seedDemo(db, { password: 'bench-pass-2026' });
    const [corp] = await db
      .select({ id: corporates.id })
      .from(corporates)
      .where(eq(corporates.name, DEMO_CORPORATE.name));
    const [role] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.corporateId, corp!.id), eq(roles.name, 'adviser')));
    const { rows: held } = (await db.execute(
      sql`select count(*)::int as n from users where email like 'excel.%@bench.test'`,
    )) as { rows: { n: number }[] };
    const missing = ROWS - Number(held[0]!.n);
    if (missing > 0)
      await db.transaction(async (tx) => {
        // Row by row upkeep of the pre-aggregates would cost minutes: off, then one recount.
        await tx.execute(sql`set local rlc.analytics_upkeep = 'off'`);
        await tx.execute(sql`insert into users (corporate_id, role_id, email, password_hash, first_name, last_name)
          select ${corp!.id}, ${role!.id}, 'excel.' || (${held[0]!.n} + g) || '@bench.test', '!', 'Adviser',
            lpad((${held[0]!.n} + g)::text, 6, '0')
          from generate_series(1, ${missing}) g`);
        await tx.execute(sql`insert into forms (corporate_id, community_id, created_by, created_at, updated_at)
          select u.corporate_id, (select min(id) from communities where corporate_id = u.corporate_id), u.id,
            now() - (u.id % 700) * interval '1 day', now() - (u.id % 700) * interval '1 day'
          from users u left join forms f on f.created_by = u.id
          where u.email like 'excel.%@bench.test' and f.id is null`);
        await tx.execute(sql`select analytics_recount(${corp!.id})`);
      });
    // Fresh statistics, as seed:bulk leaves them (PGlite has no autovacuum): without them the planner sorts all the
    // users for each page instead of reading a range of users_corporate_name_idx.
    for (const table of ['users', 'forms', 'analytics_report_months'])
      await db.execute(sql.raw(`vacuum analyze ${table}`));
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@demo.test'));
    const caller = await loadPrincipal(db, admin!);
    const deps = { db, clock: () => new Date() };

    globalThis.gc?.();
    const idle = process.memoryUsage.rss();
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
    const started = performance.now();
    const { write } = await exportExcel(deps, caller, 'reportsByStatus', {});
    const file = path.join(tmpdir(), `analytics-bench-${process.pid}.xlsx`);
    const out = createWriteStream(file);
    await write(out);
    await finished(out);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());
    const bytes = statSync(file).size;
    rmSync(file, { force: true });
    const { rows: audited } = (await db.execute(sql`select details ->> 'rows' as rows from audit_log
      where action = 'analytics.export' order by id desc limit 1`)) as { rows: { rows: string }[] };
    console.log(
      JSON.stringify({
        database: dir ? 'PGlite' : 'PostgreSQL',
        rows: Number(audited[0]?.rows),
        seconds,
        bytes,
        idleMb: idle / MB,
        peakAboveIdleMb: (peak - idle) / MB,
      }),
    );
  } finally {
    await handle.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

void main();
