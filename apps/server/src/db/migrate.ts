/**
 * Applies the committed SQL migrations in `apps/server/drizzle/` with Drizzle's migrator, on either engine.
 * On PostgreSQL an advisory lock serialises concurrent starts (several API processes on one database).
 */
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { DbHandle } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Arbitrary constant key for pg_advisory_lock shared by every process of this app. */
const MIGRATION_LOCK_KEY = 724_310_001;

/**
 * Runs `fn` while holding the app-wide advisory lock (PostgreSQL) — PGlite is single-process, so it just runs.
 * Used for migrations and the demo seed so two processes starting together do not race.
 */
export async function withStartupLock<T>(handle: DbHandle, fn: () => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return fn();
  const client = await handle.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await fn();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

export async function runMigrations(handle: DbHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') await migratePglite(handle.raw, config);
  else await withStartupLock(handle, () => migratePg(handle.raw, config));
}
