/**
 * Operator CLI: back up or restore the configured database (DATABASE_URL, else the embedded one in DATA_DIR).
 *   npm run db:backup -w apps/server -- <file>            (PostgreSQL: a pg_dump custom archive; embedded: .tar.gz)
 *   npm run db:restore -w apps/server -- <file> [--force]  (stop the server first on the embedded database)
 * See src/db/backup.ts for what is and is not in a backup; docs/security.md for the tested round trip.
 */
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { backupDatabase, restoreDatabase } from '../src/db/backup.ts';

const [command, file, ...flags] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('Usage: db-backup.ts backup <file> | restore <file> [--force]');
  process.exit(2);
}
const config = loadConfig();
const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
const where = config.databaseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : `the embedded database in ${path.resolve(config.dataDir, 'db')}`;
try {
  if (command === 'backup') {
    const bytes = await backupDatabase(target, file);
    console.log(`Backed up ${where} to ${file} (${(bytes / 1024).toFixed(0)} kB).`);
  } else {
    await restoreDatabase(target, file, flags.includes('--force'));
    console.log(`Restored ${where} from ${file}. Start the server as usual.`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
