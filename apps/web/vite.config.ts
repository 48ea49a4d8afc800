/**
 * Vite config for the staff SPA. Dev server on 5173 proxies `/api` to the API (API_PORT, default 3000);
 * `vite build` writes `apps/web/dist`, which the server serves with a history-mode fallback (WEB_DIST).
 * The build also writes `dist/.vite/manifest.json` (read by `npm run bench:bundle`, scripts/bundle-size.mjs)
 * and a `.br` and `.gz` copy of every text asset, which the server sends as they are (`preCompressed`) instead
 * of the raw JavaScript.
 * This build is the staff app (index.html); `npm run build` then builds the magic-link customer's own page
 * (customer.html) into the same folder with vite.customer.config.ts (ADR 0015).
 * The endpoint tables reach the browser without their zod schemas (build/endpointRoutes.ts, ADR 0024).
 * Vitest reads the `test` block: jsdom + Testing Library.
 */
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';
import { endpointRoutes } from './build/endpointRoutes.ts';

const apiPort = process.env.API_PORT || '3000';

export default defineConfig({
  plugins: [
    react(),
    endpointRoutes(),
    // Compressed once at build time, so the strongest levels cost nothing per request.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      // The manifest is a build record for scripts, not something the browser asks for.
      exclude: [/manifest\.json$/],
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Which chunks each entry and lazy screen needs: the bundle budget (scripts/bundle-size.mjs) reads it.
    manifest: true,
    rolldownOptions: {
      // @rlc/shared is pure declarations (constants, zod schemas) but its package.json does not say so; without
      // this every page, including login, would carry every schema in it. Building a zod schema (`z.…()`) has no
      // effect but its value, so a schema nothing reads is dropped even from a module that is kept.
      treeshake: {
        manualPureFunctions: ['z'],
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]shared[\\/]/.test(id),
      },
      // Everything a cold load runs before its first lazy screen (the entry's static imports) in one file: the
      // default cut it into ~27 small chunks, and gzip compresses one file ~12 kB better than 27.
      // Lazy screens keep the default splitting (tried: one chunk of all MUI, +10-30 kB on every screen).
      output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // MUI + userEvent typing on a shared 2-core machine: the 5 s default is too tight.
    testTimeout: 20_000,
  },
});
