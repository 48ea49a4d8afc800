#!/usr/bin/env node
/**
 * Bundle budget: how much JavaScript a cold load of each screen downloads, compressed, against its budget
 *: the login page 150 kB gzip, the first screen after sign-in (Home) 220 kB, every other screen
 * 300 kB. Run `npm run build -w apps/web` first; this script builds nothing. `npm run bench:bundle -w apps/web`;
 * `npm test` runs it right after the web build (step `bench:bundle`), so a screen over budget fails CI (or, while
 * a screen is not yet in budget, one that grows past its ceiling: CEILING_KB).
 *
 * A screen's JavaScript = the static-import closure of its page's entry plus the static-import closure of each
 * lazily loaded module the screen needs (its route modules, and for Results its charts), read from Vite's
 * manifests: the log-in page's own `login.html` in `dist/.vite/login-manifest.json` (ADR 0026), the staff app's
 * `index.html` in `dist/.vite/manifest.json` (`build.manifest: true`), the magic-link
 * customer's `customer.html` in `dist/.vite/customer-manifest.json` (ADR 0015; its app module is imported after
 * the first paint and preloaded from the HTML, so it counts as the screen's). Chunks shared by several modules count once. Lazy modules
 * a screen only loads on demand (dialogs) are not counted. CSS is not counted: the app styles with emotion (JS).
 *
 * Sizes in kB = 1000 bytes: gzip at level 9 (the budget's measure) and brotli at quality 11 (what the server
 * sends to browsers that accept it; the build writes both next to each asset). Exit code 1 when a screen is over
 * budget and its ceiling (CEILING_KB: screens not yet in budget may not grow), 2 when the manifest is missing or
 * names a module that is not in it.
 *
 * Usage: node scripts/bundle-size.mjs [distDir]   (default: apps/web/dist)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Budgets in kB gzip: login, the first screen after sign-in, every other screen. */
export const BUDGET_KB = { login: 150, firstAfterSignIn: 220, other: 300 };

/**
 * Screens not yet within their budget: the check fails when one grows past its ceiling (kB gzip) instead of its
 * budget, so nothing gets worse while a budget is unmet. Lower a ceiling whenever a screen shrinks; delete it once
 * the screen is in budget. None now: every screen is within its budget (ADR 0026 brought Log in and Home in).
 */
/** @type {Record<string, number>} */
export const CEILING_KB = {};

const layout = 'src/features/shell/CorporateLayout.tsx';
const form = 'src/features/forms/layout/FormLayout.tsx';
const forms = (page) => [layout, form, `src/features/forms/${page}`];

/**
 * Screen → the lazily loaded modules (manifest keys) a cold load of it needs, besides index.html, and its budget
 * in kB gzip when it is not BUDGET_KB.other.
 */
export const STAFF_SCREENS = [
  ['Home (after sign-in)', [layout, 'src/features/home/HomePage.tsx'], BUDGET_KB.firstAfterSignIn],
  ['New form', [layout, 'src/features/forms/new-form/NewFormPage.tsx']],
  ['Form: properties', forms('properties/PropertiesPage.tsx')],
  ['Form: village', forms('village/VillagePage.tsx')],
  ['Form: customer', forms('details/CustomerPages.tsx')],
  ['Form: current situation', forms('details/CurrentPage.tsx')],
  ['Form: summary', forms('summary/SummaryPage.tsx')],
  // The key figures show before the charts' chunk arrives; both lines matter.
  ['Results (before charts)', forms('results/ResultsPage.tsx')],
  [
    'Results with charts',
    [...forms('results/ResultsPage.tsx'), 'src/features/forms/results/ResultsCharts.tsx'],
  ],
];

const customerApp = 'src/customer/app.tsx';
const magic = (page) => [customerApp, `src/features/magic-link/${page}`];

/** The magic-link customer's screens (customer.html, ADR 0015): its app, and the lazy step a screen needs. */
export const CUSTOMER_SCREENS = [
  ['Customer: link page, status, options', [customerApp]],
  ['Customer: one option', magic('OptionPage.tsx')],
  ['Customer: details', magic('DetailsForm.tsx')],
  ['Customer: results', magic('ResultsPage.tsx')],
];

/**
 * The customer's Details step, preloaded from customer.html's JSON list once the status or options screen is
 * drawn, or at once on a cold load of Details (preloadDetails.ts).
 */
export const CUSTOMER_PRELOAD = {
  html: 'customer.html',
  listId: 'rlc-details-chunks',
  module: magic('DetailsForm.tsx')[1],
};

/** The log-in page's own entry (login.html, ADR 0026): everything it needs is in its static closure. */
export const LOGIN_SCREENS = [['Log in', [], BUDGET_KB.login]];

/** The staff app's files a cold load of Home needs, which login.html lists for prefetching (ADR 0026). */
export const LOGIN_PREFETCH = {
  html: 'login.html',
  listId: 'rlc-app-chunks',
  screen: 'Home (after sign-in)',
};

/** The pages of the build: their entry, manifest (in dist/.vite) and screens. */
export const PAGES = [
  { entry: 'login.html', manifest: 'login-manifest.json', screens: LOGIN_SCREENS },
  { entry: 'index.html', manifest: 'manifest.json', screens: STAFF_SCREENS },
  { entry: 'customer.html', manifest: 'customer-manifest.json', screens: CUSTOMER_SCREENS },
];

/**
 * The JS files (dist-relative) of the static-import closure of `keys`. Throws when a key is not in the
 * manifest (a renamed screen must not silently measure as 0 kB).
 */
export function jsClosure(manifest, keys) {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the manifest`);
    seen.add(key);
    for (const i of entry.imports ?? []) walk(i);
  };
  for (const k of keys) walk(k);
  return [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
}

function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dist = path.resolve(process.argv[2] ?? path.join(here, '..', 'dist'));

  const sizes = new Map();
  const sizeOf = (file) => {
    let s = sizes.get(file);
    if (!s) {
      const raw = readFileSync(path.join(dist, file));
      s = {
        raw: raw.length,
        gzip: gzipSync(raw, { level: 9 }).length,
        brotli: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
      sizes.set(file, s);
    }
    return s;
  };
  const kb = (bytes) => (bytes / 1000).toFixed(1);

  const rows = [];
  let over = 0;
  let grown = 0;
  for (const page of PAGES) {
    const manifestPath = path.join(dist, '.vite', page.manifest);
    if (!existsSync(manifestPath)) {
      console.error(`No ${manifestPath}: run \`npm run build -w apps/web\` first.`);
      process.exit(2);
    }
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    for (const [name, modules, budget = BUDGET_KB.other] of page.screens) {
      let files;
      try {
        files = jsClosure(manifest, [page.entry, ...modules]);
      } catch (e) {
        console.error(`${name}: ${e.message} (was the screen renamed? update the screens list)`);
        process.exit(2);
      }
      const total = files.reduce(
        (t, f) => {
          const s = sizeOf(f);
          return { raw: t.raw + s.raw, gzip: t.gzip + s.gzip, brotli: t.brotli + s.brotli };
        },
        { raw: 0, gzip: 0, brotli: 0 },
      );
      const ceiling = CEILING_KB[name];
      const ok = total.gzip <= budget * 1000;
      const held = ok || (ceiling !== undefined && total.gzip <= ceiling * 1000);
      if (!ok) over++;
      if (!held) grown++;
      rows.push([
        name,
        String(files.length),
        kb(total.raw),
        kb(total.gzip),
        kb(total.brotli),
        `${budget}`,
        ok ? 'ok' : held ? `over (ceiling ${ceiling})` : 'OVER CEILING',
      ]);
    }
  }

  const head = ['Screen (cold load)', 'JS files', 'raw kB', 'gzip kB', 'brotli kB', 'budget kB', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  console.log(
    over === 0
      ? `All ${rows.length} screens within their gzip budgets.`
      : `${over} screen(s) over their gzip budget` +
          (grown === 0
            ? ', none past its ceiling (CEILING_KB).'
            : `; ${grown} past its ceiling (CEILING_KB).`),
  );
  if (grown > 0) process.exitCode = 1;

  // What Details needs besides the start path must be exactly the list customer.html preloads from.
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'customer-manifest.json'), 'utf8'));
  const start = new Set(jsClosure(manifest, ['customer.html', customerApp]));
  const needed = jsClosure(manifest, [CUSTOMER_PRELOAD.module]).filter((f) => !start.has(f));
  const html = readFileSync(path.join(dist, CUSTOMER_PRELOAD.html), 'utf8');
  const listed = new RegExp(`id="${CUSTOMER_PRELOAD.listId}">([^<]*)<`).exec(html)?.[1];
  const preloaded = new Set((listed ? JSON.parse(listed) : []).map((href) => href.replace(/^\//, '')));
  const missing = needed.filter((f) => !preloaded.has(f));
  const gzip = needed.reduce((t, f) => t + sizeOf(f).gzip, 0);
  console.log(
    `Customer details: ${needed.length} file(s), ${kb(gzip)} kB gzip beyond the start path, ` +
      (missing.length === 0
        ? 'all preloaded from customer.html (once status or options is drawn; at once on a cold load of details).'
        : `NOT in customer.html's preload list: ${missing.join(', ')}`),
  );
  if (missing.length > 0) process.exitCode = 2;

  // The log-in page prefetches exactly what a cold load of Home needs (ADR 0026).
  const staff = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const home = STAFF_SCREENS.find(([name]) => name === LOGIN_PREFETCH.screen);
  const homeFiles = jsClosure(staff, ['index.html', ...home[1]]);
  const loginHtml = readFileSync(path.join(dist, LOGIN_PREFETCH.html), 'utf8');
  const appList = new RegExp(`id="${LOGIN_PREFETCH.listId}">([^<]*)<`).exec(loginHtml)?.[1];
  const prefetched = new Set((appList ? JSON.parse(appList) : []).map((href) => href.replace(/^\//, '')));
  const notListed = homeFiles.filter((f) => !prefetched.has(f));
  console.log(
    `Log in → Home: ${homeFiles.length} file(s) of the staff app, ` +
      (notListed.length === 0
        ? 'all prefetched from login.html once a password is typed.'
        : `NOT in login.html's prefetch list: ${notListed.join(', ')}`),
  );
  if (notListed.length > 0) process.exitCode = 2;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
