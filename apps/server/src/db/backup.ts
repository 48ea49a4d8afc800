/**
 * Backup and restore of the whole database, for the operator CLI
 * `scripts/db-backup.ts`:
 * - PostgreSQL (`databaseUrl` set): `pg_dump --format=custom` and `pg_restore --clean --if-exists
 *   --single-transaction`, so a failed restore leaves the target as it was. The client tools must be at least the
 *   server's major version (Debian's `postgresql-client`).
 * - Embedded PGlite (`$DATA_DIR/db`): PGlite's own consistent dump of its data directory (`dumpDataDir`, a gzip
 *   tarball) and a new data directory loaded from it. The server must be stopped: one process at a time may open
 *   the directory (README).
 * Reports, their PDFs (stored in the database), users, audit log: everything is in the database. The session
 * signing key (`$DATA_DIR/jwt-secret` or JWT_SECRET) is not: without it, users simply sign in again.
 * Throws an Error with the tool's message when a step fails; `restore` refuses a non-empty embedded directory
 * unless `force`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteStartParams } from './client.ts';

export interface BackupTarget {
  /** postgres://… ; unset → the embedded database in `${dataDir}/db`. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

/** Writes a backup of `target` to `file`; answers its size in bytes. */
export async function backupDatabase(target: BackupTarget, file: string): Promise<number> {
  if (target.databaseUrl) {
    run(pgTool('pg_dump'), [
      '--format=custom',
      '--no-owner',
      `--file=${file}`,
      `--dbname=${target.databaseUrl}`,
    ]);
  } else {
    const dir = embeddedDir(target.dataDir);
    if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`No embedded database in ${dir}.`);
    // The server's start parameters: PGlite's own default shared_buffers (160 MB) would be resident meanwhile.
    const client = new PGlite(dir, { startParams: pgliteStartParams() });
    try {
      await client.waitReady;
      const tarball = await client.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
    } finally {
      await client.close();
    }
  }
  return statSync(file).size;
}

/** Replaces `target`'s data with the backup in `file`. */
export async function restoreDatabase(target: BackupTarget, file: string, force = false): Promise<void> {
  if (!existsSync(file)) throw new Error(`No backup file ${file}.`);
  if (target.databaseUrl) {
    run(pgTool('pg_restore'), [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${target.databaseUrl}`,
      file,
    ]);
    return;
  }
  const dir = embeddedDir(target.dataDir);
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    if (!force) throw new Error(`${dir} already holds a database; move it away or restore with --force.`);
    rmSync(dir, { recursive: true, force: true });
  }
  // PGlite creates neither the directory nor its parents (stack.md).
  mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, {
    loadDataDir: new Blob([readFileSync(file)]),
    startParams: pgliteStartParams(),
  });
  try {
    await client.waitReady;
    // Read something, so a tarball that is not a database fails here rather than at the next start.
    await client.query('select 1');
  } finally {
    await client.close();
  }
}

const embeddedDir = (dataDir: string) => path.resolve(dataDir, 'db');

/** `name` from PATH, else the newest Debian server install's copy. */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  if (spawnSync(name, ['--version']).status === 0) return name;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const candidate = path.join(root, v, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(
    `${name} not found: install PostgreSQL's client tools (apt-get install -y postgresql-client).`,
  );
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(
      `${path.basename(command)} failed: ${(result.stderr || result.error?.message || '').trim()}`,
    );
}
