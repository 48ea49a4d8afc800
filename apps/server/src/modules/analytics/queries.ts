/**
 * The analytics queries by name (@rlc/shared ANALYTICS_QUERIES): each runs its one aggregation over the caller's
 * filtered reports (`where`; null when the caller sees none) and shapes the table; 'Reports by status' groups its
 * rows by the body's `groupBy`.
 */
import type { AnalyticsFilters, AnalyticsQueryName, AnalyticsSourcesResponse } from '@rlc/shared';
import type { Db } from '../../db/client.ts';
import { decisionsOverTimeTable } from './decisions-over-time.ts';
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

export const QUERY_TABLES: Record<
  AnalyticsQueryName,
  (
    db: Db,
    where: ReportsWhere | null,
    sources: AnalyticsSourcesResponse,
    now: Date,
    filters: Pick<AnalyticsFilters, 'groupBy'>,
  ) => Promise<QueryTable>
> = {
  analyticsOptions: async (db, where, sources) =>
    optionsConsideredTable(where ? await optionsConsidered(db, where) : [], sources),
  whyNot: async (db, where, sources) => whyNotTable(where ? await whyNot(db, where) : [], sources),
  reportsByStatus: async (db, where, sources, _now, { groupBy }) =>
    reportsByStatusTable(where ? await reportsByStatus(db, where, groupBy) : [], sources, groupBy),
  decisionsOverTime: async (db, where, _sources, now) =>
    decisionsOverTimeTable(where ? await decisionsOverTime(db, where, now) : []),
};
