/**
 * Opens the database: embedded PGlite at `$DATA_DIR/db` when no DATABASE_URL is given, otherwise a `pg` Pool.
 * Both are exposed through the same Drizzle API (`Db`), so no module knows which engine it runs on.
 * PGlite is single-process and does not fsync (quality.md finding 7): recommend PostgreSQL for production.
 */
import { mkdirSync } from 'node:fs';
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
}

export async function openDb(opts: OpenDbOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax ?? 10 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const raw = drizzlePg({ client: pool, schema });
    return { kind: 'postgres', db: raw as unknown as Db, raw, pool, close: () => pool.end() };
  }
  let client: PGlite;
  if (opts.dataDir === null) {
    client = opts.pgliteTemplate ? new PGlite({ loadDataDir: opts.pgliteTemplate }) : new PGlite();
  } else {
    const dir = path.resolve(opts.dataDir, 'db');
    // PGlite does not create parent folders (stack.md).
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  const raw = drizzlePglite({ client, schema });
  return { kind: 'pglite', db: raw as unknown as Db, raw, client, close: () => client.close() };
}
