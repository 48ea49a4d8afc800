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
} from '@rlc/shared';
import type { AnalyticsDeps } from './deps.ts';
import { resolveFilters } from './filters.ts';
import { getSources, type AnalyticsCaller } from './get-sources.ts';
import { QUERY_TABLES } from './queries.ts';
import { monthsSource } from './months/repository.ts';
import { filteredReports } from './repository.ts';

const CONFIG = { dullZeros: true, sortBy: 'name', sortDesc: false };

/**
 * `preAggregates: false` reads the reports even when the pre-aggregates could answer; 'perCreator' reads the
 * per-creator grain even when the per-community one could (tests compare the three).
 */
export interface RunQueryOptions {
  preAggregates?: boolean | 'perCreator';
}

export async function runQuery(
  deps: AnalyticsDeps,
  caller: AnalyticsCaller,
  queryName: AnalyticsQueryName,
  body: AnalyticsFiltersInput,
  { preAggregates = true }: RunQueryOptions = {},
): Promise<AnalyticsQueryResponse> {
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
  return {
    name: ANALYTICS_QUERIES[queryName],
    ...(await QUERY_TABLES[queryName](deps.db, source, sources, now, filters)),
    config: CONFIG,
    dateTime: now.toISOString(),
  };
}
