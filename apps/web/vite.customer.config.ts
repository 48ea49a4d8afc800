/**
 * The magic-link customer's page (customer.html, ADR 0015), built after the staff app (`npm run build`) into the
 * same `dist` with the staff build's settings (compression, the @rlc/shared tree-shaking). A build of its own so
 * its chunks follow only its own import graph: the app's static imports make one file, not the dozens of small
 * chunks the staff app's lazy screens would cut them into; the lazy steps stay chunks of their own.
 * Its manifest is `.vite/customer-manifest.json` (the staff build's `.vite/manifest.json` stays as it was).
 *
 * The entry (src/customer/main.tsx) imports the app only after the HTML's first paint; `preloadApp` puts the
 * app's chunks in the HTML as `modulepreload` links, so they download with the page (without running) instead of
 * after the entry asks for them. It also lists, as JSON in the HTML, the Details form's own chunks (those the app
 * does not already load), which the page preloads once its first screen is drawn (preloadDetails.ts).
 */
import { mergeConfig, type Plugin, type Rollup } from 'vite';
import { DETAILS_CHUNKS_ID } from './src/features/magic-link/preloadDetails.ts';
import staff from './vite.config.ts';

const APP = 'src/customer/app.tsx';
const DETAILS = 'src/features/magic-link/DetailsForm.tsx';

/** The chunk built from `module` and the files of its static-import closure. */
function closure(chunks: Rollup.OutputChunk[], module: string): Set<string> {
  const root = chunks.find((c) => c.facadeModuleId?.endsWith(module));
  if (!root) throw new Error(`customer build: no chunk for ${module}`);
  const files = new Set<string>();
  const walk = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const i of chunks.find((c) => c.fileName === file)?.imports ?? []) walk(i);
  };
  walk(root.fileName);
  return files;
}

/**
 * `<link rel="modulepreload">` in customer.html for the app's chunk and its static imports, and the JSON list of
 * the Details step's other files.
 */
function preloadApp(): Plugin {
  return {
    name: 'rlc-preload-customer-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const files = closure(chunks, APP);
        const details = [...closure(chunks, DETAILS)].filter((f) => !files.has(f)).map((f) => `/${f}`);
        const list = {
          tag: 'script',
          attrs: { type: 'application/json', id: DETAILS_CHUNKS_ID },
          children: JSON.stringify(details),
          injectTo: 'head' as const,
        };
        return [
          ...[...files].map((f) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` },
            injectTo: 'head' as const,
          })),
          list,
        ];
      },
    },
  };
}

export default mergeConfig(staff, {
  plugins: [preloadApp()],
  build: {
    emptyOutDir: false,
    manifest: '.vite/customer-manifest.json',
    rolldownOptions: { input: 'customer.html' },
  },
});
