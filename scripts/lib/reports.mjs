// Reads the JSON reports that Vitest and Playwright write into .reports/ and turns each into counts, so
// the test runner can print one `N passed, N failed` line for the whole suite (neither runner prints one).
import { existsSync, readFileSync } from 'node:fs';

/**
 * @typedef {{ passed: number, failed: number, skipped: number, notes: string[] }} Counts
 */

/**
 * Vitest's JSON reporter (jest-compatible shape): numPassedTests, numFailedTests, numPendingTests,
 * numTodoTests and testResults[] with assertionResults[]. A file that fails to load (syntax error, failing
 * import, error in a hook) has no assertions but status 'failed': each counts as one failure.
 * @returns {Counts | undefined} undefined when the report is missing or unreadable
 */
export function readVitestReport(file) {
  const report = readJson(file);
  if (!report) return undefined;
  const brokenFiles = (report.testResults ?? []).filter(
    (r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0,
  );
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles.length,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    notes: brokenFiles.map(
      (r) => `file failed to run: ${r.name}${r.message ? ` — ${firstLine(r.message)}` : ''}`,
    ),
  };
}

/**
 * Playwright's JSON reporter: stats.expected (passed), unexpected (failed), flaky, skipped, and errors[]
 * for failures outside any test (a webServer that does not start, a broken config): each counts as one.
 * @returns {Counts | undefined}
 */
export function readPlaywrightReport(file) {
  const report = readJson(file);
  if (!report) return undefined;
  const stats = report.stats ?? {};
  const errors = report.errors ?? [];
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + errors.length,
    skipped: stats.skipped ?? 0,
    notes: [
      ...errors.map((e) => `error outside tests: ${firstLine(e.message ?? String(e))}`),
      ...flakyTests(report.suites ?? []).map((t) => `flaky (failed, then passed on retry): ${t}`),
    ],
  };
}

/** 'file › title' of every test the report marks flaky, walking nested suites. */
function flakyTests(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => (spec.tests ?? []).some((t) => t.status === 'flaky'))
      .map((spec) => `${spec.file} › ${spec.title}`),
    ...flakyTests(suite.suites ?? []),
  ]);
}

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** ESC [ … m: ANSI colour codes, stripped so the summary stays readable in CI logs. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function firstLine(text) {
  return String(text).replace(ANSI, '').split('\n')[0].slice(0, 200);
}
