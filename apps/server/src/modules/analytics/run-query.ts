/**
 * POST analytics/query/:queryName (spec §3.11 "Query", §7): the packed filter set checked against the caller's
 * sources (an id they do not hold → 400), then the named query over the caller's reports that pass it.
 */
import {
  ANALYTICS_QUERIES,
  AnalyticsFilters,
  type AnalyticsFiltersInput,
  type AnalyticsQueryName,
  type AnalyticsQueryResponse,
  type AnalyticsSourcesResponse,
} from '@rlc/shared';
import type { AnalyticsDeps } from './deps.ts';
import { resolveFilters } from './filters.ts';
import { getSources, type AnalyticsCaller } from './get-sources.ts';
import { QUERY_TABLES, type ReportSource } from './queries.ts';
import { monthsSource } from './months/repository.ts';
import { filteredReports } from './repository.ts';

/** The screen's defaults (spec §7): dull zeros, sorted by name ascending. */
export const ANALYTICS_CONFIG = { dullZeros: true, sortBy: 'name', sortDesc: false };

/**
 * `preAggregates: false` reads the reports even when the pre-aggregates could answer; 'perCreator' reads the
 * per-creator grain even when the per-community one could (tests compare the three).
 */
export interface RunQueryOptions {
  preAggregates?: boolean | 'perCreator';
}

/** What every query starts from: the checked filters, the clock, the caller's sources and filtered reports. */
export interface PreparedQuery {
  filters: AnalyticsFilters;
  now: Date;
  sources: AnalyticsSourcesResponse;
  /** The caller's filtered reports (on `forms`, and on the pre-aggregates when expressible); null: none seen. */
  source: ReportSource | null;
}

/** The body parsed and its filters checked against the caller's sources (unknown id → 400); see the header. */
export async function prepareQuery(
  deps: AnalyticsDeps,
  caller: AnalyticsCaller,
  body: AnalyticsFiltersInput,
  { preAggregates = true }: RunQueryOptions = {},
): Promise<PreparedQuery> {
  const filters = AnalyticsFilters.parse(body);
  const now = deps.clock();
  const sources = await getSources(deps, caller);
  const resolved = resolveFilters(filters, sources, caller.user.id, now);
  const reports = filteredReports(deps.db, caller, resolved);
  const months = reports && preAggregates !== false ? await monthsSource(deps.db, caller, resolved) : null;
  const source = reports && {
    reports,
    months: months && preAggregates === 'perCreator' ? { ...months, community: null } : months,
  };
  return { filters, now, sources, source };
}

/** The named query's answer over a prepared query's reports. */
export async function answerOf(
  db: AnalyticsDeps['db'],
  queryName: AnalyticsQueryName,
  { filters, now, sources, source }: PreparedQuery,
): Promise<AnalyticsQueryResponse> {
  return {
    name: ANALYTICS_QUERIES[queryName],
    ...(await QUERY_TABLES[queryName](db, source, sources, now, filters)),
    config: ANALYTICS_CONFIG,
    dateTime: now.toISOString(),
  };
}

export async function runQuery(
  deps: AnalyticsDeps,
  caller: AnalyticsCaller,
  queryName: AnalyticsQueryName,
  body: AnalyticsFiltersInput,
  options: RunQueryOptions = {},
): Promise<AnalyticsQueryResponse> {
  return answerOf(deps.db, queryName, await prepareQuery(deps, caller, body, options));
}
