/**
 * Operator CLI: create or update a staff user in the configured database (DATA_DIR or DATABASE_URL).
 *
 *   npx tsx apps/server/scripts/create-user.ts --email a@b.test --password 'long enough' --role adviser \
 *       [--must-change] [--first-name Ann] [--last-name Lee] [--corporate 'Demo Retirement Living']
 *
 * Applies migrations first and seeds the demo data when the database has no corporate yet (so roles exist).
 * Do not run it against a PGlite data directory while a server has it open (PGlite is single-process).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { openDb } from '../src/db/client.ts';
import { runMigrations, withStartupLock } from '../src/db/migrate.ts';
import { corporates } from '../src/db/schema/index.ts';
import { upsertUser } from '../src/modules/account/index.ts';
import { seedDemo } from '../src/modules/seed/index.ts';

const USAGE =
  "Usage: create-user --email <e-mail> --password <password> --role <'adviser'|'self-only adviser'|'community manager'|'corporate admin'> [--must-change] [--first-name <name>] [--last-name <name>] [--corporate <name>]";

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      'must-change': { type: 'boolean', default: false },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      corporate: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.email || !values.password || !values.role) {
    process.stderr.write(USAGE + '\n');
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(handle);
    await withStartupLock(handle, async () => {
      const any = await handle.db.select({ id: corporates.id }).from(corporates).limit(1);
      if (any.length === 0) await seedDemo(handle.db, { password: config.demoPassword });
    });
    const result = await upsertUser(handle.db, {
      email: values.email,
      password: values.password,
      role: values.role,
      corporate: values.corporate,
      mustChange: values['must-change'],
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    process.stdout.write(
      `${result.created ? 'Created' : 'Updated'} user ${values.email.trim().toLowerCase()} (id ${result.id}, role ${values.role}${values['must-change'] ? ', must change password' : ''})\n`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`create-user: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
