// Issue 15 "Backup and restore … tested end to end: restore, start, the same reports and PDFs are there": the
// seeded demo plus a stored PDF is backed up with the operator CLI's functions, restored into a fresh place
// (a new data directory, or a new PostgreSQL database), opened again, and every table of the app compared row by
// row through a digest of its rows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDatabase, restoreDatabase } from '../src/db/backup.ts';
import { openDb, type Db, type DbHandle } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { formPdfs, forms } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/modules/seed/index.ts';
import { TEST_DB, createPgDatabase } from './helpers/db.ts';

const work = mkdtempSync(path.join(tmpdir(), 'rlc-backup-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  rmSync(work, { recursive: true, force: true });
});

/** Every table of the app with a digest of all its rows (ordered by their text), so any lost or changed row shows. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  // Both drivers answer `{ rows }`; the shared Db type leaves it unknown.
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as { rows: T[] }).rows;
  const tables = await rows<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const t = sql.identifier(name);
    const [row] = await rows<{ n: number; digest: string }>(
      sql`select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest
            from ${t} x`,
    );
    out[name] = `${row?.n ?? 0}:${row?.digest ?? ''}`;
  }
  return out;
}

/** The demo, plus a finished PDF's bytes, so the backup must carry binary data too. */
async function fill(handle: DbHandle): Promise<void> {
  await runMigrations(handle);
  await seedDemo(handle.db, { password: 'backup-test-pass' });
  const [form] = await handle.db.select({ id: forms.id }).from(forms).limit(1);
  await handle.db.insert(formPdfs).values({
    formId: form!.id,
    kind: 'summary',
    status: 'done',
    bytes: Buffer.from('%PDF-1.7 every byte 0x00\u0000\u00ff kept'),
    createdAt: new Date('2026-11-25T00:00:00Z'),
  } as typeof formPdfs.$inferInsert);
}

describe.runIf(TEST_DB === 'pglite')('backup and restore of the embedded database', () => {
  it('restores every row into a new data directory; refuses to overwrite one without force', async () => {
    const source = path.join(work, 'source');
    const handle = await openDb({ dataDir: source });
    await fill(handle);
    const before = await fingerprint(handle.db);
    await handle.close();

    const file = path.join(work, 'embedded.tar.gz');
    expect(await backupDatabase({ dataDir: source }, file)).toBeGreaterThan(1000);
    const target = path.join(work, 'target');
    await restoreDatabase({ dataDir: target }, file);
    const restored = await openDb({ dataDir: target });
    // Starting on it runs the migrations, as the server would: nothing to do, nothing changed.
    await runMigrations(restored);
    expect(await fingerprint(restored.db)).toEqual(before);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['forms', 'form_pdfs', 'users', 'audit_log']));
    await restored.close();

    await expect(restoreDatabase({ dataDir: target }, file)).rejects.toThrow(/--force/);
    await restoreDatabase({ dataDir: target }, file, true);
    const again = await openDb({ dataDir: target });
    expect(await fingerprint(again.db)).toEqual(before);
    await again.close();
  }, 180_000);
});

describe.runIf(TEST_DB === 'postgres')('backup and restore on PostgreSQL', () => {
  it('pg_dump then pg_restore into a new database gives back every row', async () => {
    const source = await createPgDatabase();
    cleanups.push(source.drop);
    const handle = await openDb({ databaseUrl: source.url, dataDir: null, poolMax: 2 });
    await fill(handle);
    const before = await fingerprint(handle.db);
    await handle.close();

    const file = path.join(work, 'pg.dump');
    expect(await backupDatabase({ databaseUrl: source.url, dataDir: work }, file)).toBeGreaterThan(1000);
    const target = await createPgDatabase();
    cleanups.push(target.drop);
    await restoreDatabase({ databaseUrl: target.url, dataDir: work }, file);
    const restored = await openDb({ databaseUrl: target.url, dataDir: null, poolMax: 2 });
    await runMigrations(restored);
    expect(await fingerprint(restored.db)).toEqual(before);
    await restored.close();
  }, 180_000);
});
