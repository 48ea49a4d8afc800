import { defineConfig } from 'vitest/config';

// Coverage over the engine's source; the CLI entry (pure I/O glue) is exercised by spawning it in test/cli.test.ts,
// which v8 coverage of the test process cannot see, and generated parameter data is not code.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/**'],
      exclude: ['src/**/*.generated.ts', 'src/cli.ts', 'src/parameters/build-cli.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
