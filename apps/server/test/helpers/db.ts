/**
 * A fresh, migrated database for one test file: in-memory PGlite (TEST_DB=pglite, default) or a new database
 * in the run's PostgreSQL cluster (TEST_DB=postgres). Same migration files either way.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDb, type DbHandle } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';

export const TEST_DB = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

export interface TestDb {
  handle: DbHandle;
  /** postgres URL of this file's database (postgres runs only). */
  url: string | undefined;
  close(): Promise<void>;
}

/** Creates an empty database in the run's cluster and returns its URL. */
export async function createPgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  if (!adminUrl) throw new Error('TEST_DB=postgres but no cluster was started (global setup)');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  return {
    url,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestDb(opts: { migrate?: boolean } = {}): Promise<TestDb> {
  if (TEST_DB === 'postgres') {
    const { url, drop } = await createPgDatabase();
    const handle = await openDb({ databaseUrl: url, dataDir: null, poolMax: 5 });
    if (opts.migrate !== false) await runMigrations(handle);
    return {
      handle,
      url,
      close: async () => {
        await handle.close();
        await drop();
      },
    };
  }
  if (opts.migrate === false) {
    const handle = await openDb({ dataDir: null });
    return { handle, url: undefined, close: () => handle.close() };
  }
  // The run's migrated template (global-setup.ts); runMigrations then only confirms it is up to date.
  const template = inject('pgliteTemplate');
  const handle = await openDb({
    dataDir: null,
    ...(template ? { pgliteTemplate: new Blob([readFileSync(template)]) } : {}),
  });
  await runMigrations(handle);
  return { handle, url: undefined, close: () => handle.close() };
}
