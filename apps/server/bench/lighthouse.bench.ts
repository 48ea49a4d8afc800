/**
 * Benchmark (targets in docs/performance.md): Lighthouse scores of the built SPA, printed as a table
 * against the targets with OK / BELOW; for a score below its target, the audits that cost it the most. Prints
 * figures; asserts nothing and is not part of `npm test` (design §7).
 *
 *   npm run build -w apps/web            # this script builds nothing (the staff app and customer.html)
 *   npm run bench:lighthouse -w apps/server
 *   env: BENCH_PORT (default 3440), BENCH_RUNS (runs per screen, default 3; the median-performance run is
 *   reported whole, every run's performance printed beside it), BENCH_DESKTOP (default 1; 0: the customer's
 *   mobile screens only), BENCH_LHR_DIR (a folder: each screen's reported run is also written there as
 *   Lighthouse JSON, for the Lighthouse viewer)
 *
 * Screens and targets:
 *   - mobile (Lighthouse's default: Moto G Power-sized screen, simulated slow 4G and 4× CPU slowdown): the
 *     magic-link customer's link page (/magic?token=…), then after Continue their status, properties and
 *     customer screens — performance ≥ 90, accessibility ≥ 95;
 *   - desktop (Lighthouse's desktop config): log in, Home, the worked household's Summary and Results, and the
 *     admin's Contract types — performance ≥ 95, accessibility ≥ 95.
 * Best practices is printed without a target.
 *
 * The real server (`tsx src/server.ts`, bench-server.ts) serves apps/web/dist on a fresh DATA_DIR (demo seed).
 * NODE_ENV=development only so the magic link's e-mail can be read from GET /api/dev/outbox (no SMTP: mail stays
 * in the outbox); the server's only difference in development is that route (app.ts). The adviser makes the link
 * through the API (magic-clone-assign of "Margaret Walsh"); the browser clicks Continue and signs the staff in
 * through the log-in page, as people do, so the pages hold the sessions the app itself stores.
 *
 * Browser: Debian's Chromium (/usr/bin/chromium) driven by puppeteer-core, one incognito context per person.
 * Lighthouse runs on that page with `disableStorageReset` (so the session in localStorage survives); the HTTP
 * cache is cleared through the DevTools protocol before each run, so every run is a cold load as Lighthouse's own
 * storage reset would make it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { demoHousehold, DEMO_PASSWORD, startBenchServer, type BenchServer } from './bench-server.ts';
import {
  CATEGORIES,
  costliestAudits,
  largestSavings,
  medianRun,
  scoresOf,
  type CategoryId,
} from './lighthouse-scores.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3440);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const DESKTOP = process.env.BENCH_DESKTOP !== '0';
const LHR_DIR = process.env.BENCH_LHR_DIR;
const CHROMIUM = '/usr/bin/chromium';
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const lighthouseVersion = (
  JSON.parse(readFileSync(fileURLToPath(import.meta.resolve('lighthouse/package.json')), 'utf8')) as {
    version: string;
  }
).version;

type FormFactor = 'mobile' | 'desktop';
/** Targets by form factor (customer screens on mobile; staff screens on desktop); best practices has none. */
const TARGETS: Record<FormFactor, Partial<Record<CategoryId, number>>> = {
  mobile: { performance: 90, accessibility: 95 },
  desktop: { performance: 95, accessibility: 95 },
};

const CUSTOMER = {
  firstName: 'Dot',
  lastName: 'Bench',
  email: 'dot.bench@example.test',
  phone: '0400 000 000',
};
const MAGIC_TOKEN = /\/magic\?token=([A-Za-z0-9_-]{43})/;

interface Measured {
  screen: string;
  formFactor: FormFactor;
  /** The page's first h1 or h2 after the load: shows the screen really was the one meant (not a log-in page). */
  heading: string;
  /** The median run; null when every attempt failed (then `error` says why). */
  lhr: Result | null;
  /** Every run's performance score, lowest first: the spread the median hides (the machine's load moves it). */
  runScores: number[];
  error: string;
}

/** Attempts per run: Lighthouse sometimes misses the trace's start on a busy machine (NO_NAVSTART) and asks
 * to run again. */
const ATTEMPTS = 3;

/** Lighthouse on `url` in `page` (its session kept, its HTTP cache cleared first), RUNS times; the median run. */
async function measure(
  page: Page,
  url: string,
  formFactor: FormFactor,
): Promise<Pick<Measured, 'lhr' | 'runScores' | 'heading' | 'error'>> {
  const cdp = await page.createCDPSession();
  const runs: Result[] = [];
  let error = '';
  for (let i = 0; i < RUNS * ATTEMPTS && runs.length < RUNS; i++) {
    await cdp.send('Network.clearBrowserCache');
    const result = await lighthouse(
      url,
      { logLevel: 'error', disableStorageReset: true, onlyCategories: [...CATEGORIES] },
      formFactor === 'desktop' ? desktopConfig : undefined,
      page,
    );
    const failure = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'no result' };
    if (result && !failure) runs.push(result.lhr);
    else error = failure?.code ?? 'NO_RESULT';
  }
  await cdp.detach();
  // Strings, not functions, run in the page: this workspace compiles without the DOM's types.
  const heading = String(
    await page.evaluate(`document.querySelector('h1, h2')?.textContent?.trim() ?? '(none)'`),
  );
  const runScores = runs.map((r) => scoresOf(r).performance).sort((a, b) => a - b);
  return runs.length
    ? { lhr: medianRun(runs), runScores, heading, error: '' }
    : { lhr: null, runScores, heading, error };
}

/** The newest outbox message to `to` in development (GET /api/dev/outbox, newest first), and its magic token. */
async function magicToken(server: BenchServer, to: string): Promise<string> {
  // The outbox answers only a signed-in developer: the demo's developer@demo.test.
  const { jwt } = await server.call<{ jwt: string }>('/login', null, {
    email: 'developer@demo.test',
    password: DEMO_PASSWORD,
  });
  const res = await fetch(`${server.origin}/api/dev/outbox`, { headers: { authorization: `Bearer ${jwt}` } });
  const body = (await res.json()) as
    { data?: { to: string; text: string }[] } | { to: string; text: string }[];
  const items = Array.isArray(body) ? body : (body.data ?? []);
  const token = MAGIC_TOKEN.exec(items.find((m) => m.to.includes(to))?.text ?? '')?.[1];
  if (!token) throw new Error(`no magic link e-mailed to ${to} in the development outbox`);
  return token;
}

/** Signs in through the log-in page (consent already recorded through the API) and waits for Home. */
async function signIn(page: Page, origin: string, email: string): Promise<void> {
  await page.goto(`${origin}/log-in`);
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
  await Promise.all([page.waitForNavigation(), page.locator('button[type="submit"]').click()]);
  await page.waitForFunction(`location.pathname === '/corporate/home'`);
}

/** Logs in through the API and records consent, so the browser's sign-in lands on Home without the dialogs. */
async function consent(server: BenchServer, email: string): Promise<void> {
  const { jwt } = await server.call<{ jwt: string }>('/login', null, { email, password: DEMO_PASSWORD });
  await server.call('/consent', jwt, {});
}

async function customerScreens(browser: Browser, server: BenchServer, formId: number): Promise<Measured[]> {
  const token = await magicToken(server, CUSTOMER.email);
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const out: Measured[] = [];
  const link = `${server.origin}/magic?token=${token}`;
  // The link page only peeks (changes nothing), so it can be loaded RUNS times before Continue.
  out.push({ screen: 'Customer: link page', formFactor: 'mobile', ...(await measure(page, link, 'mobile')) });
  await page.goto(link);
  await page.locator('button::-p-text(Continue)').click();
  await page.waitForFunction(`location.pathname.startsWith('/magic/form/')`);
  for (const [screen, step] of [
    ['Customer: status', 'status'],
    ['Customer: properties', 'properties'],
    ['Customer: details', 'customer'],
  ] as const) {
    const url = `${server.origin}/magic/form/${formId}/${step}`;
    out.push({ screen, formFactor: 'mobile', ...(await measure(page, url, 'mobile')) });
  }
  await context.close();
  return out;
}

async function staffScreens(browser: Browser, server: BenchServer, formId: number): Promise<Measured[]> {
  const out: Measured[] = [];
  const adviser = await (await browser.createBrowserContext()).newPage();
  out.push({
    screen: 'Log in',
    formFactor: 'desktop',
    ...(await measure(adviser, `${server.origin}/log-in`, 'desktop')),
  });
  await signIn(adviser, server.origin, 'adviser@demo.test');
  for (const [screen, url] of [
    ['Home', '/corporate/home'],
    ['Form: Summary', `/corporate/form/${formId}/summary`],
    ['Form: Results', `/corporate/form/${formId}/results`],
  ] as const) {
    out.push({ screen, formFactor: 'desktop', ...(await measure(adviser, server.origin + url, 'desktop')) });
  }
  await adviser.browserContext().close();
  await consent(server, 'admin@demo.test');
  const admin = await (await browser.createBrowserContext()).newPage();
  await signIn(admin, server.origin, 'admin@demo.test');
  out.push({
    screen: 'Admin: Contract types',
    formFactor: 'desktop',
    ...(await measure(admin, `${server.origin}/corporate/admin/contracts`, 'desktop')),
  });
  await admin.browserContext().close();
  return out;
}

function printTable(rows: Measured[]): void {
  const head = [
    'Screen',
    'Form factor',
    'Performance',
    'Each run',
    'Accessibility',
    'Best practices',
    'Screen shows',
  ];
  const cell = (m: Measured, id: CategoryId) => {
    if (!m.lhr) return `failed (${m.error})`;
    const score = scoresOf(m.lhr)[id];
    const target = TARGETS[m.formFactor][id];
    if (target === undefined) return String(score);
    return `${score} / ≥${target} ${score >= target ? 'OK' : 'BELOW'}`;
  };
  const lines = [
    head,
    ...rows.map((m) => [
      m.screen,
      m.formFactor,
      cell(m, 'performance'),
      m.runScores.join(' '),
      cell(m, 'accessibility'),
      cell(m, 'best-practices'),
      m.heading,
    ]),
  ];
  const widths = head.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)));
  for (const [i, l] of lines.entries()) {
    console.log(l.map((c, j) => c.padEnd(widths[j]!)).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

/** For each score below its target: the audits that cost it the most, and for performance the largest savings. */
function printShortfalls(rows: Measured[]): void {
  for (const m of rows) {
    if (!m.lhr) continue;
    for (const id of CATEGORIES) {
      const target = TARGETS[m.formFactor][id];
      const score = scoresOf(m.lhr)[id];
      if (target === undefined || score >= target) continue;
      console.log(`\n${m.screen} (${m.formFactor}) ${id} ${score} < ${target}; costliest audits:`);
      for (const a of costliestAudits(m.lhr, id)) {
        console.log(`  -${a.points.toFixed(1)} pts  ${a.id}: ${a.title}${a.value ? ` (${a.value})` : ''}`);
      }
      if (id === 'performance') {
        for (const s of largestSavings(m.lhr)) console.log(`  saving   ${s.id}: ${s.title} (${s.savings})`);
      }
    }
  }
}

/** Each reported run as `<screen>-<form factor>.json` in `dir` (created if missing). */
function writeReports(rows: Measured[], dir: string): void {
  mkdirSync(dir, { recursive: true });
  for (const m of rows) {
    if (!m.lhr) continue;
    const name = `${m.screen}-${m.formFactor}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(m.lhr));
  }
  console.log(`\nLighthouse JSON of each screen in ${dir}`);
}

async function main(): Promise<void> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    console.error(`No built SPA at ${webDist}: run \`npm run build -w apps/web\` first.`);
    process.exit(2);
  }
  const server = await startBenchServer({
    port: PORT,
    logLevel: 'warn',
    dataDirPrefix: 'lighthouse-bench-',
    env: { NODE_ENV: 'development', WEB_DIST: webDist, PUBLIC_URL: `http://127.0.0.1:${PORT}` },
  });
  let browser: Browser | undefined;
  try {
    const { jwt, formId } = await demoHousehold(server);
    await server.call('/consent', jwt, {});
    const { newFormId } = await server.call<{ newFormId: number }>(
      `/form/${formId}/magic-clone-assign`,
      jwt,
      {
        ...CUSTOMER,
        magicIsConfigurable: true,
        magicIsReviewable: true,
      },
    );
    browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      headless: true,
      // As the browser tests (design §7): no sandbox as root, no background traffic on this closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-sync',
      ],
    });
    const version = await browser.version();
    // Load average: the scores (TBT above all) suffer when other work shares the CPU.
    const load = loadavg().map((l) => l.toFixed(2));
    console.log(
      `Lighthouse ${lighthouseVersion} on ${version}, Node ${process.version}, ${cpus().length} CPUs, load ${load.join(' ')}; ` +
        `${RUNS} run(s) per screen, the median-performance run shown (each run's performance beside it)\n`,
    );
    const rows = await customerScreens(browser, server, newFormId);
    if (DESKTOP) rows.push(...(await staffScreens(browser, server, formId)));
    printTable(rows);
    printShortfalls(rows);
    if (LHR_DIR) writeReports(rows, LHR_DIR);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

await main();
