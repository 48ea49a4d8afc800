#!/usr/bin/env node
// `npm test`: the whole suite in one command (README quick start, design §7).
//   1. system prerequisites (chromium, PostgreSQL server, pdftoppm), installed from Debian when possible;
//   2. prettier, eslint, typecheck per workspace, vitest per workspace (JSON reports in .reports/), web build,
//      the JavaScript-per-screen budget (bench:bundle), Playwright browser tests;
//   3. the very last line: `N passed, N failed`, summing every runner's tests plus one per check step
//      (prettier, eslint, the dependency audit, each typecheck, the build, the bundle budget). Exit 1 if anything failed.
// A failing step does not stop the run, so the summary is complete.
// Run a part: `npm test -- eslint typecheck` or `TEST_ONLY=e2e npm test` (matches step ids by prefix; list
// them with `npm test -- --list`).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensurePrerequisites } from './lib/prereqs.mjs';
import { readPlaywrightReport, readVitestReport } from './lib/reports.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reportsDir = join(root, '.reports');
/**
 * A step that runs longer than this is killed and counted as failed, so CI never hangs. A step may set its own
 * `timeoutMs` (the browser tests; the fuzz step, whose length is set by its request count).
 */
const STEP_TIMEOUT_MS = 12 * 60_000;
const WORKSPACES = ['packages/shared', 'packages/engine', 'apps/server', 'apps/web', 'e2e'];
/** Endpoints the fuzz step covers, rounded up (43 GET + 85 POST at the time of writing), for its timeout. */
const FUZZ_ENDPOINTS = 140;

// Children find the pinned Node 24 (`node` package) and the workspace's tools first, even when this file
// is started with another node.
const env = {
  ...process.env,
  PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
};

/** Vitest arguments that add a JSON report next to the usual console output. */
const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reportsDir, `${name}.json`)}`,
];

/**
 * The steps, in order. kind 'check' counts as one pass or one failure; 'vitest' and 'playwright' count
 * their tests from the JSON report.
 */
const STEPS = [
  { id: 'prettier', kind: 'check', cmd: ['prettier', '--check', '.'] },
  { id: 'eslint', kind: 'check', cmd: ['eslint', '.', '--max-warnings=0'] },
  // Exit 3 = the advisory database could not be asked: a skip, shown as such, not a pass.
  { id: 'audit', kind: 'check', cmd: ['node', 'scripts/audit.mjs'], skipCode: 3 },
  ...WORKSPACES.map((ws) => ({
    id: `typecheck:${ws}`,
    kind: 'check',
    cmd: ['tsc', '-p', `${ws}/tsconfig.json`],
  })),
  vitestStep('vitest:engine', 'packages/engine', 'test', ['--coverage']),
  vitestStep('vitest:shared', 'packages/shared', 'test'),
  vitestStep('vitest:server-pglite', 'apps/server', 'test'),
  vitestStep('vitest:server-postgres', 'apps/server', 'test:pg'),
  fuzzStep(),
  vitestStep('vitest:web', 'apps/web', 'test'),
  { id: 'build:web', kind: 'check', cmd: buildWebCommand() },
  // The JavaScript each screen downloads against its gzip budget: a size, not a timing, so it is
  // stable on any machine. Reads the build just made.
  {
    id: 'bench:bundle',
    kind: 'check',
    needs: 'build:web',
    cmd: ['npm', 'run', 'bench:bundle', '-w', 'apps/web'],
  },
  {
    id: 'e2e',
    kind: 'playwright',
    // Browser tests against a stale apps/web/dist would prove nothing about this checkout.
    needs: 'build:web',
    cmd: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    report: join(reportsDir, 'e2e.json'),
    // 188 browser tests took 11.4 min on a loaded machine (2026-11-26): the common 12 min left no margin.
    timeoutMs: 25 * 60_000,
  },
];

function vitestStep(id, ws, script, wanted = []) {
  const name = id.replace(/^vitest:/, '');
  // Add a flag such as --coverage only when the workspace's script does not pass it already (vitest
  // rejects a repeated flag).
  const scriptText = readScripts(ws)[script] ?? '';
  const extra = wanted.filter((flag) => !scriptText.includes(flag));
  return {
    id,
    kind: 'vitest',
    ws,
    script,
    // `--passWithNoTests` so an empty workspace reports 0 tests (printed as a warning) rather than dying;
    // the summary shows it, nothing is hidden.
    cmd: ['npm', 'run', script, '-w', ws, '--', ...extra, '--passWithNoTests', ...vitestJson(name)],
    report: join(reportsDir, `${name}.json`),
  };
}

/**
 * FUZZ_RUNS (default 200, the per-route CI figure of docs/security.md) generated requests to every endpoint, on the
 * embedded database, with a fixed seed (apps/server/test/fuzz-requests.test.ts; the two server steps run the same
 * file with 50 each). Its own step, so its time and count show in the summary; its timeout grows with the count.
 * 1,000 per endpoint is the benchmark command `npm run bench:fuzz -w apps/server` (11 minutes on 2 cores), 10,000
 * the long one. About 12 ms a request allowed: over twice the slowest measured under load (docs/security.md,
 * "Figures").
 */
function fuzzStep() {
  const runs = Number(process.env.FUZZ_RUNS ?? 200);
  const figures = join(reportsDir, 'fuzz-figures.json');
  return {
    ...vitestStep('vitest:fuzz', 'apps/server', 'test:fuzz'),
    env: { FUZZ_RUNS: String(runs), FUZZ_FIGURES: figures },
    figures,
    timeoutMs: Math.max(STEP_TIMEOUT_MS, 5 * 60_000 + runs * FUZZ_ENDPOINTS * 12),
  };
}

function buildWebCommand() {
  const scripts = readScripts('apps/web');
  return scripts.build ? ['npm', 'run', 'build', '-w', 'apps/web'] : ['vite', 'build', 'apps/web'];
}

function readScripts(ws) {
  try {
    return JSON.parse(readFileSync(join(root, ws, 'package.json'), 'utf8')).scripts ?? {};
  } catch {
    return {};
  }
}

function selectSteps() {
  const wanted = [
    ...process.argv.slice(2).filter((a) => !a.startsWith('--')),
    ...(process.env.TEST_ONLY ?? '').split(','),
  ]
    .map((s) => s.trim())
    .filter(Boolean);
  if (wanted.length === 0) return STEPS;
  const chosen = STEPS.filter((s) =>
    wanted.some((w) => s.id === w || s.id.startsWith(`${w}:`) || s.id.startsWith(w)),
  );
  if (chosen.length === 0) {
    console.error(`No step matches ${wanted.join(', ')}. Steps: ${STEPS.map((s) => s.id).join(', ')}`);
    process.exit(2);
  }
  return chosen;
}

/**
 * Runs a step's command with live output, in its own process group so a timeout can end all of it; resolves to
 * its exit code.
 */
function run({ cmd, timeoutMs = STEP_TIMEOUT_MS, env: extra = {} }) {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd[0], cmd.slice(1), {
      cwd: root,
      env: { ...env, ...extra },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    const timer = setTimeout(() => {
      console.error(`\n!! timed out after ${(timeoutMs / 60_000).toFixed(1)} min; stopping it`);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      console.error(`!! could not start ${cmd[0]}: ${error.message}`);
      resolvePromise(127);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolvePromise(code ?? (signal ? 128 : 1));
    });
  });
}

/** The figures a step wrote, one line each (the fuzz step: requests, time, rate, load), or undefined. */
function readFigures(file) {
  try {
    const { lines } = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(lines) && lines.length > 0 ? lines : undefined;
  } catch {
    return undefined;
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const bar = (text) => console.log(`\n━━━━ ${text} ${'━'.repeat(Math.max(4, 100 - text.length))}`);

async function runStep(step, index, total, done) {
  const limit = step.timeoutMs ? ` (timeout ${(step.timeoutMs / 60_000).toFixed(0)} min)` : '';
  bar(`[${index}/${total}] ${step.id}: ${step.cmd.join(' ')}${limit}`);
  const started = Date.now();
  if (step.kind === 'vitest' && !readScripts(step.ws)[step.script]) {
    const note = `${step.ws}/package.json has no "${step.script}" script`;
    console.log(`!! ${note}`);
    return { step, ms: 0, code: 1, passed: 0, failed: 1, skipped: 0, notes: [note] };
  }
  const blocker = step.needs && done.find((r) => r.step.id === step.needs && (r.code !== 0 || r.failed > 0));
  if (blocker) {
    const note = `not run: ${step.needs} failed, so there is nothing current to test`;
    console.log(`!! ${note}`);
    return { step, ms: 0, code: 1, passed: 0, failed: 1, skipped: 0, notes: [note] };
  }
  if (step.report) rmSync(step.report, { force: true });
  if (step.figures) rmSync(step.figures, { force: true });
  let code = await run(step);
  const ms = Date.now() - started;
  let counts;
  if (step.skipCode !== undefined && code === step.skipCode) {
    code = 0;
    counts = { passed: 0, failed: 0, skipped: 1, notes: ['skipped (see its output above)'] };
  } else if (step.kind === 'check') {
    counts = { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0, notes: [] };
  } else {
    const parsed = step.kind === 'vitest' ? readVitestReport(step.report) : readPlaywrightReport(step.report);
    counts = parsed ?? { passed: 0, failed: 0, skipped: 0, notes: [`no readable report at ${step.report}`] };
    // A non-zero exit with no failing test (coverage threshold, unhandled error, missing report) is still
    // a failure: count it once.
    if (code !== 0 && counts.failed === 0) {
      counts.failed = 1;
      counts.notes.push(
        `exited ${code} without a failing test (coverage threshold, unhandled error or crash)`,
      );
    }
    if (code === 0 && counts.passed + counts.failed === 0) counts.notes.push('WARNING: no tests ran');
  }
  const figures = step.figures ? readFigures(step.figures) : undefined;
  if (figures) counts.notes.push(...figures);
  const verdict = code === 0 ? 'ok' : `FAILED (exit ${code})`;
  const tally =
    step.kind === 'check' && counts.skipped === 0
      ? ''
      : ` — ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
  console.log(`──── ${step.id}: ${verdict} in ${seconds(ms)}${tally}`);
  for (const note of counts.notes) console.log(`     ${note}`);
  return { step, ms, code, ...counts, figures: figures ?? [] };
}

async function main() {
  if (process.argv.includes('--list')) {
    for (const s of STEPS) console.log(`${s.id}\t${s.cmd.join(' ')}`);
    return 0;
  }
  const steps = selectSteps();
  const started = Date.now();
  mkdirSync(reportsDir, { recursive: true });

  bar('prerequisites: chromium, PostgreSQL server, pdftoppm');
  const prereq = ensurePrerequisites((line) => console.log(`  ${line}`));
  if (!prereq.ok) {
    console.error(`\n${prereq.message}`);
    console.log('0 passed, 1 failed');
    return 1;
  }

  const results = [];
  for (const [i, step] of steps.entries()) results.push(await runStep(step, i + 1, steps.length, results));

  bar(`summary (${seconds(Date.now() - started)})`);
  for (const r of results) {
    const skippedOnly = r.skipped > 0 && r.passed + r.failed === 0;
    const status = r.code === 0 && r.failed === 0 ? (skippedOnly ? 'SKIP  ' : 'ok    ') : 'FAILED';
    const tally =
      r.step.kind === 'check' && r.skipped === 0
        ? ''
        : `  ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`;
    console.log(`  ${status} ${r.step.id.padEnd(28)} ${seconds(r.ms).padStart(8)}${tally}`);
    for (const line of r.figures ?? []) console.log(`         ${line}`);
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  const anyFailed = failed > 0 || results.some((r) => r.code !== 0);
  if (!existsSync(join(root, 'node_modules'))) console.log('  (node_modules missing: run npm ci first)');
  console.log(`${passed} passed, ${failed} failed`);
  return anyFailed ? 1 : 0;
}

process.exitCode = await main();
