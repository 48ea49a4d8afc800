/**
 * POST analytics/query/:queryName/excel (spec §7): the same query as `runQuery` (same checks, same 400s, before
 * anything is sent), answered as an .xlsx file named `<stem>-<YYYY-MM-DD>.xlsx` (the day in ANALYTICS_TIME_ZONE),
 * e.g. 'options-considered-2026-11-24.xlsx'. `write` streams the workbook (workbook.ts). The export is audited
 * (analytics.export: the query and its row count, never the figures; issue 15).
 */
import type { Writable } from 'node:stream';
import {
  ANALYTICS_FILE_STEMS,
  localDay,
  type AnalyticsFiltersInput,
  type AnalyticsQueryName,
} from '@rlc/shared';
import { audit } from '../audit/index.ts';
import type { AnalyticsDeps } from './deps.ts';
import type { AnalyticsCaller } from './get-sources.ts';
import { runQuery } from './run-query.ts';
import { writeWorkbook } from './workbook.ts';

export async function exportExcel(
  deps: AnalyticsDeps,
  caller: AnalyticsCaller,
  queryName: AnalyticsQueryName,
  body: AnalyticsFiltersInput,
  ip?: string,
): Promise<{ fileName: string; write: (stream: Writable) => Promise<void> }> {
  const answer = await runQuery(deps, caller, queryName, body);
  await audit(deps.db, {
    action: 'analytics.export',
    at: deps.clock(),
    userId: caller.user.id,
    corporateId: caller.user.corporateId,
    ip: ip ?? null,
    details: { query: queryName, rows: answer.rows.length },
  });
  const day = localDay(new Date(answer.dateTime))
    .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
    .join('-');
  return {
    fileName: `${ANALYTICS_FILE_STEMS[queryName]}-${day}.xlsx`,
    write: (stream) => writeWorkbook(answer, stream),
  };
}
