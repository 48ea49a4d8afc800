/**
 * POST analytics/query/:queryName/excel (spec §7): the same query as `runQuery` (same checks, same 400s, before
 * anything is sent), answered as an .xlsx file named `<stem>-<YYYY-MM-DD>.xlsx` (the day in ANALYTICS_TIME_ZONE),
 * e.g. 'options-considered-2026-11-24.xlsx'. `write` streams the workbook (workbook.ts); 'Reports by status' by
 * adviser, whose rows grow with the users, is read from the database in batches as it is written
 * (adviser-batches.ts), so memory stays flat however many rows. The export is audited (analytics.export: the query
 * and its row count, never the figures).
 */
import type { Writable } from 'node:stream';
import {
  ANALYTICS_FILE_STEMS,
  ANALYTICS_QUERIES,
  localDay,
  type AnalyticsFiltersInput,
  type AnalyticsQueryName,
} from '@rlc/shared';
import { audit } from '../audit/index.ts';
import type { AnalyticsDeps } from './deps.ts';
import type { AnalyticsCaller } from './get-sources.ts';
import { ADVISER_BATCH, adviserRowCount, adviserRows } from './adviser-batches.ts';
import { reportsByStatusTable } from './reports-by-status.ts';
import { ANALYTICS_CONFIG, answerOf, prepareQuery, type PreparedQuery } from './run-query.ts';
import { writeWorkbook, type WorkbookAnswer } from './workbook.ts';

/** The answer to write: 'Reports by status' by adviser read in batches, any other whole (a few hundred rows). */
async function workbookAnswer(
  deps: AnalyticsDeps,
  caller: AnalyticsCaller,
  queryName: AnalyticsQueryName,
  prepared: PreparedQuery,
  batch: number,
): Promise<{ answer: WorkbookAnswer; rows: number }> {
  const { filters, now, sources, source } = prepared;
  if (queryName !== 'reportsByStatus' || filters.groupBy !== 'adviser' || !source) {
    const answer = await answerOf(deps.db, queryName, prepared);
    return { answer, rows: answer.rows.length };
  }
  // The headers and columns of the table; the figures' totals summed as the rows go by (counts: the overall row
  // of the aggregation is their sum).
  const { rows: _none, totals: _noTotals, ...table } = reportsByStatusTable([], sources, 'adviser');
  const figures = table.columns.slice(1).map((c) => c.value);
  const sums = Object.fromEntries(figures.map((f) => [f, 0]));
  let any = false;
  async function* summed() {
    const user = { corporateId: caller.user.corporateId, id: caller.user.id };
    for await (const row of adviserRows(deps.db, source!, user, batch)) {
      any = true;
      for (const f of figures) sums[f]! += Number(row[f] ?? 0);
      yield row;
    }
  }
  return {
    answer: {
      name: ANALYTICS_QUERIES[queryName],
      ...table,
      rows: summed(),
      totals: () => (any ? { id: null, name: 'Total', ...sums } : null),
      config: ANALYTICS_CONFIG,
      dateTime: now.toISOString(),
    },
    rows: await adviserRowCount(deps.db, source),
  };
}

/** `batch`: advisers read per page by the batched answer (adviser-batches.ts; tests make it small). */
export async function exportExcel(
  deps: AnalyticsDeps,
  caller: AnalyticsCaller,
  queryName: AnalyticsQueryName,
  body: AnalyticsFiltersInput,
  ip?: string,
  { batch = ADVISER_BATCH }: { batch?: number } = {},
): Promise<{ fileName: string; write: (stream: Writable) => Promise<void> }> {
  const prepared = await prepareQuery(deps, caller, body);
  const { answer, rows } = await workbookAnswer(deps, caller, queryName, prepared, batch);
  await audit(deps.db, {
    action: 'analytics.export',
    at: deps.clock(),
    userId: caller.user.id,
    corporateId: caller.user.corporateId,
    ip: ip ?? null,
    details: { query: queryName, rows },
  });
  const day = localDay(new Date(answer.dateTime))
    .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
    .join('-');
  return {
    fileName: `${ANALYTICS_FILE_STEMS[queryName]}-${day}.xlsx`,
    write: (stream) => writeWorkbook(answer, stream),
  };
}
