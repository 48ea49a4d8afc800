/**
 * Operator CLI: create a new operator (corporate) with the four standard roles and its first admin, in the
 * configured database (DATA_DIR or DATABASE_URL). The admin then sets up communities, contracts and staff through
 * the screens.
 *
 *   npx tsx apps/server/scripts/create-corporate.ts --name 'Bayside Living' --licenses 5 \
 *       --admin-email admin@bayside.test --admin-password 'long enough' [--first-name Ann] [--last-name Lee] [--magic]
 *
 * Applies migrations first (and seeds the demo corporates on a database without any, as the server would).
 * Do not run it against a PGlite data directory while a server has it open (PGlite is single-process).
 */
import { parseArgs } from 'node:util';
import { withOperatorDb } from './operator-db.ts';
import { upsertUser } from '../src/modules/account/index.ts';
import { createCorporate } from '../src/modules/corporates/index.ts';

const USAGE =
  'Usage: create-corporate --name <name> --licenses <n> --admin-email <e-mail> --admin-password <password> [--first-name <name>] [--last-name <name>] [--magic]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      name: { type: 'string' },
      licenses: { type: 'string' },
      'admin-email': { type: 'string' },
      'admin-password': { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      magic: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const { name, licenses } = values;
  const email = values['admin-email'];
  const password = values['admin-password'];
  if (values.help || !name || !licenses || !email || !password) {
    process.stderr.write(USAGE + '\n');
    return values.help ? 0 : 2;
  }
  return withOperatorDb(async (db) => {
    const corporate = await createCorporate(db, {
      name,
      communityLicenses: Number(licenses),
      magicEnabled: values.magic,
    });
    const admin = await upsertUser(db, {
      email,
      password,
      role: 'corporate admin',
      corporate: name.trim(),
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    process.stdout.write(
      `Created corporate "${name.trim()}" (id ${corporate.id}, ${licenses} community licences) and its admin ${email.trim().toLowerCase()} (id ${admin.id})\n`,
    );
    return 0;
  });
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`create-corporate: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
