/**
 * The magic-link customer's page (customer.html, ADR 0014), built after the staff app (`npm run build`) into the
 * same `dist` with the staff build's settings (compression, the @rlc/shared tree-shaking). A build of its own so
 * its chunks follow only its own import graph: the entry's static imports make one file, not the dozens of
 * small chunks the staff app's lazy screens would cut them into; the lazy steps stay chunks of their own.
 * Its manifest is `.vite/customer-manifest.json` (the staff build's `.vite/manifest.json` stays as it was).
 */
import { mergeConfig } from 'vite';
import staff from './vite.config.ts';

export default mergeConfig(staff, {
  build: {
    emptyOutDir: false,
    manifest: '.vite/customer-manifest.json',
    rolldownOptions: { input: 'customer.html' },
  },
});
