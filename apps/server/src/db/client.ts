/**
 * Opens the database: embedded PGlite at `$DATA_DIR/db` when no DATABASE_URL is given, otherwise a `pg` Pool.
 * Both are exposed through the same Drizzle API (`Db`), so no module knows which engine it runs on.
 * PGlite is single-process and does not fsync (quality.md finding 7): recommend PostgreSQL for production.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one Drizzle API every module uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** The handle inside `db.transaction(...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: repository functions that may run inside or outside a transaction take this. */
export type DbOrTx = Db | Tx;

export type DbHandle =
  | { kind: 'pglite'; db: Db; raw: PgliteDatabase<Schema>; client: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Db; raw: NodePgDatabase<Schema>; pool: pg.Pool; close: () => Promise<void> };

export interface OpenDbOptions {
  /** postgres://… ; unset → PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data lives in `${dataDir}/db`; `null` → in-memory PGlite (tests). */
  dataDir: string | null;
  /** Pool size for PostgreSQL (default 10). */
  poolMax?: number;
  /** In-memory PGlite only: start from this `dumpDataDir()` tarball instead of running initdb (tests: fast). */
  pgliteTemplate?: Blob;
  /**
   * PGlite's `shared_buffers` (a PostgreSQL size, e.g. '32MB'; default {@link PGLITE_SHARED_BUFFERS}). PGlite's
   * own default, 160 MB, is resident from the start: most of the server's memory at rest (docs/performance.md).
   */
  pgliteSharedBuffers?: string;
}

/**
 * Default `shared_buffers` of the embedded database. One connection, one process, and the operating system's file
 * cache below it (PGlite reads its files through Node), so a small pool costs little: the demo's and 100,000
 * reports' analytics read their pre-aggregates, a few MB (docs/performance.md, "Server memory").
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * PGlite's start parameters plus ours (its defaults keep single-user mode and no parallel workers): every opening
 * of an embedded directory uses them (the server, backup and restore).
 */
export function pgliteStartParams(sharedBuffers: string = PGLITE_SHARED_BUFFERS): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];
}

/**
 * Opens the PGlite data directory `dir`, creating it first when new. Creating (initdb) runs in a child process
 * that then exits: PGlite's WebAssembly memory is not given back to the system while its process lives, and a
 * server that had run initdb itself kept 300–450 MB more for its whole life (docs/performance.md, "Server memory").
 * @throws Error when the directory cannot be created (the child's exit code and its standard error).
 */
async function openPgliteDir(dir: string, startParams: string[]): Promise<PGlite> {
  // PGlite does not create parent folders (stack.md).
  mkdirSync(dir, { recursive: true });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    const script = fileURLToPath(new URL('./pglite-create.mjs', import.meta.url));
    await promisify(execFile)(process.execPath, [script, dir, JSON.stringify(startParams)]);
  }
  const client = new PGlite(dir, { startParams });
  await client.waitReady;
  return client;
}

export async function openDb(opts: OpenDbOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax ?? 10 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const raw = drizzlePg({ client: pool, schema });
    return { kind: 'postgres', db: raw as unknown as Db, raw, pool, close: () => pool.end() };
  }
  const startParams = pgliteStartParams(opts.pgliteSharedBuffers ?? PGLITE_SHARED_BUFFERS);
  let client: PGlite;
  if (opts.dataDir === null) {
    client = opts.pgliteTemplate
      ? new PGlite({ loadDataDir: opts.pgliteTemplate, startParams })
      : new PGlite({ startParams });
    await client.waitReady;
  } else {
    client = await openPgliteDir(path.resolve(opts.dataDir, 'db'), startParams);
  }
  const raw = drizzlePglite({ client, schema });
  return { kind: 'pglite', db: raw as unknown as Db, raw, client, close: () => client.close() };
}
