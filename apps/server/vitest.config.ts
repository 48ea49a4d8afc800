// Server tests. TEST_DB=pglite (default): each file gets an in-memory PGlite. TEST_DB=postgres: globalSetup
// starts one throwaway PostgreSQL cluster for the run and each file gets its own fresh database in it.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    // Server processes cannot share one PGlite (single-process by design): these tests, which start the real server
    // as processes on one database (two at once; killed and restarted), run only on PostgreSQL.
    exclude:
      process.env.TEST_DB === 'postgres' ? [] : ['test/multi-process.test.ts', 'test/crash-recovery.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Generous: on a shared 2-core machine under load, opening an in-memory PGlite (WASM) can take a minute.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two cores: argon2 hashing and PGlite are CPU-bound; more workers only thrash.
    maxWorkers: 2,
  },
});
