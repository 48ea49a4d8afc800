// drizzle-kit generates the SQL migrations in apps/server/drizzle/ from src/db/schema/index.ts.
import { defineConfig } from 'drizzle-kit';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  dialect: 'postgresql',
  schema: here('./src/db/schema/index.ts'),
  out: here('./drizzle'),
});
