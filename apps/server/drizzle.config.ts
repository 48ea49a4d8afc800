// drizzle-kit generates the SQL migrations in apps/server/drizzle/ from src/db/schema/index.ts.
// Relative paths (run from apps/server, as `npm run db:generate -w apps/server` does): drizzle-kit prefixes './'
// to the `out` folder when it reads earlier snapshots, which breaks absolute paths.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
