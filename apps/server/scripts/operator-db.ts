/**
 * What every operator CLI does around its work: open the configured database (DATA_DIR or DATABASE_URL), apply
 * the migrations, seed the demo corporates on a database without any corporate (as the server would on start, so
 * the standard roles exist), run `work`, close. Do not point it at a PGlite directory a server has open.
 */
import { loadConfig } from '../src/config.ts';
import { openDb, type Db } from '../src/db/client.ts';
import { runMigrations, withStartupLock } from '../src/db/migrate.ts';
import { corporates } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/modules/seed/index.ts';

export async function withOperatorDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(handle);
    await withStartupLock(handle, async () => {
      const any = await handle.db.select({ id: corporates.id }).from(corporates).limit(1);
      if (any.length === 0) await seedDemo(handle.db, { password: config.demoPassword });
    });
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}
