/**
 * The log-in page's own entry (login.html, ADR 0026), built after the staff app and the customer's page
 * (`npm run build`) into the same `dist` with the staff build's settings. Its chunks follow only its own import
 * graph: React, the MUI pieces of the Sign in card, react-hook-form and the session's storage; no router, no query
 * client. Its manifest is `.vite/login-manifest.json`.
 *
 * It also writes into login.html, as JSON (`<script id="rlc-app-chunks">`), the JavaScript of a cold load of Home
 * read from the staff build's manifest, which the page prefetches once a password is typed (prefetchApp.ts): the
 * page load after sign-in then finds the staff app in the browser's cache.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mergeConfig, type Plugin } from 'vite';
import { APP_CHUNKS_ID } from './src/features/login/prefetchApp.ts';
import staff from './vite.config.ts';

/** A cold load of Home after sign-in: the staff page, its shell and Home (as scripts/bundle-size.mjs counts it). */
const HOME = ['index.html', 'src/features/shell/CorporateLayout.tsx', 'src/features/home/HomePage.tsx'];

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The JS files of the static-import closure of `keys` in the staff build's manifest. */
function homeFiles(manifest: Manifest): string[] {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    const entry = manifest[key];
    if (!entry) throw new Error(`login build: ${key} is not in the staff build's manifest`);
    seen.add(key);
    for (const i of entry.imports ?? []) walk(i);
  };
  HOME.forEach(walk);
  return [...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
}

function listAppChunks(outDir: string): Plugin {
  return {
    name: 'rlc-list-app-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler() {
        // The staff build ran first (package.json's build script) and left its manifest in the same folder.
        const manifest = JSON.parse(
          readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
        ) as Manifest;
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: APP_CHUNKS_ID },
            children: JSON.stringify(homeFiles(manifest).map((f) => `/${f}`)),
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}

export default mergeConfig(staff, {
  plugins: [listAppChunks(path.resolve(import.meta.dirname, 'dist'))],
  build: {
    emptyOutDir: false,
    manifest: '.vite/login-manifest.json',
    rolldownOptions: { input: 'login.html' },
  },
});
