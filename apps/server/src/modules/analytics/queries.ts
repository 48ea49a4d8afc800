/**
 * The analytics queries by name (@rlc/shared ANALYTICS_QUERIES): each runs its one aggregation over the caller's
 * filtered reports (`source`; null when the caller sees none) and shapes the table; 'Reports by status' groups its
 * rows by the body's `groupBy`. The aggregation reads the monthly pre-aggregates when the filters are expressible
 * on them (`source.months`, months/repository.ts), else the reports (`source.reports`, repository.ts): the same
 * figures either way.
 */
import type { AnalyticsFilters, AnalyticsQueryName, AnalyticsSourcesResponse } from '@rlc/shared';
import type { Db } from '../../db/client.ts';
import { decisionsOverTimeTable } from './decisions-over-time.ts';
import {
  decisionsFromMonths,
  finestGrain,
  optionsFromMonths,
  statusFromMonths,
  whyNotFromMonths,
  type MonthsSource,
} from './months/repository.ts';
import { optionsConsideredTable } from './options-considered.ts';
import { reportsByStatusTable } from './reports-by-status.ts';
import {
  decisionsOverTime,
  optionsConsidered,
  reportsByStatus,
  whyNot,
  type ReportsWhere,
} from './repository.ts';
import { whyNotTable } from './why-not.ts';
import type { QueryTable } from './table.ts';

/** The caller's filtered reports: their condition on `forms`, and on the pre-aggregates when expressible there. */
export interface ReportSource {
  reports: ReportsWhere;
  months: MonthsSource | null;
}

export const QUERY_TABLES: Record<
  AnalyticsQueryName,
  (
    db: Db,
    source: ReportSource | null,
    sources: AnalyticsSourcesResponse,
    now: Date,
    filters: Pick<AnalyticsFilters, 'groupBy'>,
  ) => Promise<QueryTable>
> = {
  analyticsOptions: async (db, source, sources) =>
    optionsConsideredTable(
      !source
        ? []
        : source.months
          ? await optionsFromMonths(db, finestGrain(source.months))
          : await optionsConsidered(db, source.reports),
      sources,
    ),
  whyNot: async (db, source, sources) =>
    whyNotTable(
      !source
        ? []
        : source.months
          ? await whyNotFromMonths(db, finestGrain(source.months))
          : await whyNot(db, source.reports),
      sources,
    ),
  reportsByStatus: async (db, source, sources, _now, { groupBy }) =>
    reportsByStatusTable(
      !source
        ? []
        : source.months
          ? await statusFromMonths(db, source.months, groupBy)
          : await reportsByStatus(db, source.reports, groupBy),
      sources,
      groupBy,
    ),
  decisionsOverTime: async (db, source, _sources, now) =>
    decisionsOverTimeTable(
      !source
        ? []
        : source.months
          ? await decisionsFromMonths(db, source.months, source.reports, now)
          : await decisionsOverTime(db, source.reports, now),
    ),
};
