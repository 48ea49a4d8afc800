/**
 * The analytics queries answered from the monthly pre-aggregates (ADR 0014; tables in src/db/schema/analytics.ts,
 * kept by the database's triggers): the same figures as repository.ts's queries over the reports, from tens of
 * thousands of rows instead of a million. They hold every key the scope and the filters need (corporate,
 * community, creator, month of creation, status; states and roles through the community and the creator) but only
 * whole months of ANALYTICS_TIME_ZONE, so a date window that does not start and end on a first of the month (a
 * custom range such as 3–17 March) is answered from the reports instead (`monthsSource`); every preset is whole
 * months. Consult Mode (a single report) reads the reports too.
 */
import { and, eq, gte, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { ANALYTICS_TIME_ZONE, dayStart, localDay, NO_CHOICE_IDS, type ReportGrouping } from '@rlc/shared';
import type { Db } from '../../../db/client.ts';
import {
  analyticsOptionMonths,
  analyticsReportMonths,
  communities,
  forms,
} from '../../../db/schema/index.ts';
import { reportOwners, type StaffFormScope } from '../../forms/index.ts';
import {
  decisionsFromEvents,
  narrowing,
  optionsFromFacts,
  statusFromRows,
  waitingBucket,
  type DecisionsMonth,
  type OptionsAggregate,
  type ReportFilters,
  type StatusAggregate,
  type WhyNotAggregate,
} from '../repository.ts';

export type MonthsTable = typeof analyticsReportMonths | typeof analyticsOptionMonths;

/** The condition selecting the caller's filtered reports' rows of a pre-aggregate table. */
export type MonthsWhere = (table: MonthsTable) => SQL;

/** 'YYYY-MM-01' of the month holding `instant` in ANALYTICS_TIME_ZONE. */
function monthOf(instant: Date): string {
  const [y, m] = localDay(instant);
  return `${y}-${String(m).padStart(2, '0')}-01`;
}

/** The window as whole months ('YYYY-MM-01', the first included and the first after), or null when it is not. */
export function wholeMonths(window: { from: Date; until: Date }): { from: string; until: string } | null {
  const months = { from: monthOf(window.from), until: monthOf(window.until) };
  const starts = (day: string, instant: Date) => dayStart(day).getTime() === instant.getTime();
  return starts(months.from, window.from) && starts(months.until, window.until) ? months : null;
}

/**
 * The caller's reports passing `filters` as a condition on either pre-aggregate table, or null when they must be
 * read from the reports (a window of part months, Consult Mode) or the caller sees none (the reports' condition
 * says so then).
 */
export function monthsSource(db: Db, scope: StaffFormScope, filters: ReportFilters): MonthsWhere | null {
  if (scope.consult) return null;
  const months = filters.window ? wholeMonths(filters.window) : undefined;
  if (months === null) return null;
  return (table) => {
    const owners = reportOwners(scope, table) ?? sql`false`;
    const conds = [owners, ne(table.reports, 0), ...narrowing(db, scope.user.corporateId, filters, table)];
    if (months) conds.push(gte(table.createdMonth, months.from), lt(table.createdMonth, months.until));
    return and(...conds)!;
  };
}

/** Options Considered & Decided (repository `optionsConsidered`) from analytics_option_months. */
export function optionsFromMonths(db: Db, where: MonthsWhere): Promise<OptionsAggregate[]> {
  const t = analyticsOptionMonths;
  return optionsFromFacts(
    db,
    sql`facts as (
      select ${t.communityId} as community_id, ${t.contractTypeId} as type_id, ${t.bought} as bought,
        ${t.decided} as decided, ${t.days} as days, sum(${t.reports}) as n
      from ${t} where ${where(t)}
      group by ${t.communityId}, ${t.contractTypeId}, ${t.bought}, ${t.decided}, ${t.days}
    )`,
  );
}

const t = analyticsReportMonths;

/** The SQL of each grouping's key (text) on a row of analytics_report_months, as repository GROUP_KEYS on forms. */
const MONTH_KEYS: Record<ReportGrouping, SQL> = {
  adviser: sql`${t.createdBy}::text`,
  community: sql`${t.communityId}::text`,
  state: sql`(select ${communities.state} from ${communities} where ${communities.id} = ${t.communityId})`,
  month: sql`to_char(${t.createdMonth}, 'YYYY-MM')`,
};

/** Reports by status (repository `reportsByStatus`) from analytics_report_months. */
export function statusFromMonths(
  db: Db,
  where: MonthsWhere,
  groupBy: ReportGrouping = 'adviser',
): Promise<StatusAggregate[]> {
  return statusFromRows(
    db,
    sql`grouped as (
      select ${MONTH_KEYS[groupBy]} as key, ${t.status} as status, ${t.isMagic} as magic, ${t.hasPdf} as with_pdf,
        ${t.reports} as n
      from ${t} where ${where(t)}
    )`,
  );
}

/** Why not (repository `whyNot`) from analytics_report_months. */
export async function whyNotFromMonths(db: Db, where: MonthsWhere): Promise<WhyNotAggregate[]> {
  const chose = (id: string) =>
    sql<number>`coalesce(sum(${t.reports}) filter (where ${t.noChoice} = ${id}), 0)::int`.mapWith(Number);
  const rows = await db
    .select({
      communityId: t.communityId,
      overall: sql<number>`grouping(${t.communityId})::int`.mapWith(Number),
      notBought: sql<number>`coalesce(sum(${t.reports}), 0)::int`.mapWith(Number),
      home: chose(NO_CHOICE_IDS.home),
      ext: chose(NO_CHOICE_IDS.ext),
      unk: chose(NO_CHOICE_IDS.unk),
    })
    .from(t)
    .where(and(where(t), eq(t.response, 'no')))
    .groupBy(sql`rollup(${t.communityId})`);
  return rows.map(({ overall, ...r }) => ({ ...r, communityId: overall === 1 ? null : r.communityId }));
}

/** Days after which every open report is over 180 days old: 181 whole days (`waitingBucket`). */
const OLDEST_BUCKET_DAYS = 181;

/**
 * Decisions over time (repository `decisionsOverTime`) from analytics_report_months, but for the open reports of
 * recent months: their waiting buckets move with `now`, so the reports created from the first of the month holding
 * `now` − 181 days on are counted from `forms` (`reports`: the same reports' condition there; the partial index
 * forms_live_open_idx reads only the open ones), and those of the months before, all over 180 days, from the
 * pre-aggregate.
 */
export function decisionsFromMonths(
  db: Db,
  where: MonthsWhere,
  reports: SQL,
  now: Date,
): Promise<DecisionsMonth[]> {
  const recent = monthOf(new Date(now.getTime() - OLDEST_BUCKET_DAYS * 86_400_000));
  const since = dayStart(recent);
  const days = sql`greatest(0, floor(extract(epoch from (${now.toISOString()}::timestamptz - ${forms.createdAt}))
    / 86400))`;
  const open = sql`(${forms.clientResponse} is null or ${forms.decisionAt} is null)`;
  return decisionsFromEvents(
    db,
    sql`events as (
      select ${t.decisionMonth}::timestamp as month_start, true as decided, ${t.response} as response,
        sum(${t.reports}) as n, sum(${t.decisionDays}) as days_sum, null::int as bucket
      from ${t} where ${where(t)} and ${isNotNull(t.response)}
      group by ${t.decisionMonth}, ${t.response}
      union all
      select ${t.createdMonth}::timestamp, false, null, sum(${t.reports}), 0, 3
      from ${t} where ${where(t)} and ${t.response} is null and ${lt(t.createdMonth, recent)}
      group by ${t.createdMonth}
      union all
      select date_trunc('month', ${forms.createdAt} at time zone ${ANALYTICS_TIME_ZONE}), false, null, 1, 0,
        ${waitingBucket(days)}
      from ${forms} where ${reports} and ${open} and ${forms.createdAt} >= ${since.toISOString()}::timestamptz
    )`,
  );
}
