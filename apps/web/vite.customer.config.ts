/**
 * The magic-link customer's page (customer.html, ADR 0015), built after the staff app (`npm run build`) into the
 * same `dist` with the staff build's settings (compression, the @rlc/shared tree-shaking). A build of its own so
 * its chunks follow only its own import graph: the app's static imports make one file, not the dozens of small
 * chunks the staff app's lazy screens would cut them into; the lazy steps stay chunks of their own.
 * Its manifest is `.vite/customer-manifest.json` (the staff build's `.vite/manifest.json` stays as it was).
 *
 * The entry (src/customer/main.tsx) imports the app only after the HTML's first paint; `preloadApp` puts the
 * app's chunks in the HTML as `modulepreload` links, so they download with the page (without running) instead of
 * after the entry asks for them.
 */
import { mergeConfig, type Plugin } from 'vite';
import staff from './vite.config.ts';

const APP = 'src/customer/app.tsx';

/** `<link rel="modulepreload">` in customer.html for the app's chunk and its static imports. */
function preloadApp(): Plugin {
  return {
    name: 'rlc-preload-customer-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const app = chunks.find((c) => c.facadeModuleId?.endsWith(APP));
        if (!app) throw new Error(`customer build: no chunk for ${APP}`);
        const files = new Set<string>();
        const walk = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const i of chunks.find((c) => c.fileName === file)?.imports ?? []) walk(i);
        };
        walk(app.fileName);
        return [...files].map((f) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` },
          injectTo: 'head' as const,
        }));
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
