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
import { withOperatorDb } from './operator-db.ts';
import { upsertUser } from '../src/modules/account/index.ts';

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
  const { email, password, role } = values;
  if (values.help || !email || !password || !role) {
    process.stderr.write(USAGE + '\n');
    return values.help ? 0 : 2;
  }
  return withOperatorDb(async (db) => {
    const result = await upsertUser(db, {
      email,
      password,
      role,
      corporate: values.corporate,
      mustChange: values['must-change'],
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    process.stdout.write(
      `${result.created ? 'Created' : 'Updated'} user ${email.trim().toLowerCase()} (id ${result.id}, role ${role}${values['must-change'] ? ', must change password' : ''})\n`,
    );
    return 0;
  });
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`create-user: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
