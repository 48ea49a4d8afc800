/**
 * Vite config for the staff SPA. Dev server on 5173 proxies `/api` to the API (API_PORT, default 3000);
 * `vite build` writes `apps/web/dist`, which the server serves with a history-mode fallback (WEB_DIST).
 * Vitest reads the `test` block: jsdom + Testing Library.
 */
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiPort = process.env.API_PORT || '3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // @rlc/shared is pure declarations (constants, zod schemas) but its package.json does not say so; without
      // this every page, including login, would carry every schema in it.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]shared[\\/]/.test(id) },
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
