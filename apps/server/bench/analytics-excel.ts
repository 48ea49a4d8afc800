/**
 * The Excel half of the analytics benchmark (analytics.bench.ts runs it in its own process, so the database's memory
 * is not counted): a 'Reports by status' answer of `BENCH_EXCEL_ROWS` rows (default 100,000; one per adviser, names
 * and figures made up, since no query of a real corporate yields that many rows) written by the real streaming
 * workbook writer (modules/analytics/workbook.ts) to a temporary file. Prints one JSON line: rows, seconds, the file's
 * bytes, the idle RSS (before the answer exists) and the peak RSS above it, sampled every 10 ms (MB).
 */
import { createWriteStream, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { AnalyticsQueryResponse } from '@rlc/shared';
import { reportsByStatusTable } from '../src/modules/analytics/reports-by-status.ts';
import { writeWorkbook } from '../src/modules/analytics/workbook.ts';

const ROWS = Number(process.env.BENCH_EXCEL_ROWS ?? 100_000);
const MB = 1024 * 1024;

async function main(): Promise<void> {
  globalThis.gc?.();
  const idle = process.memoryUsage.rss();
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const started = performance.now();
  // The answer as runQuery would hold it: the table file's rows from one aggregate per adviser.
  const users = Array.from({ length: ROWS }, (_, i) => ({
    id: i + 1,
    name: `Adviser ${i + 1}`,
    roleId: 1,
    active: true,
  }));
  const aggregates = users.map((u, i) => ({
    key: String(u.id),
    overall: false,
    created: 40 + (i % 60),
    withPdf: 30 + (i % 40),
    byStatus: { NO_PDF: i % 7, WAIT: i % 11, BUY: i % 13, NOTBUY: i % 17, MISSING: i % 3 },
    magic: i % 5,
  }));
  const table = reportsByStatusTable(aggregates, { users, communities: [] });
  const answer: AnalyticsQueryResponse = {
    name: 'Reports by status',
    ...table,
    config: { dullZeros: true, sortBy: 'name', sortDesc: false },
    dateTime: new Date().toISOString(),
  };
  const file = path.join(tmpdir(), `analytics-bench-${process.pid}.xlsx`);
  const out = createWriteStream(file);
  await writeWorkbook(answer, out);
  await finished(out);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  const bytes = statSync(file).size;
  rmSync(file, { force: true });
  console.log(
    JSON.stringify({
      rows: answer.rows.length,
      seconds,
      bytes,
      idleMb: idle / MB,
      peakAboveIdleMb: (peak - idle) / MB,
    }),
  );
}

void main();
