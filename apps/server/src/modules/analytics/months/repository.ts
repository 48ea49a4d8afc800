/**
 * The analytics queries answered from the monthly pre-aggregates (ADR 0014; tables in src/db/schema/analytics.ts,
 * kept by the database's triggers): the same figures as repository.ts's queries over the reports, from tens of
 * thousands of rows instead of a million. They hold every key the scope and the filters need (corporate,
 * community, creator, month of creation, status; states and roles through the community and the creator) but only
 * whole months of ANALYTICS_TIME_ZONE, so a date window that does not start and end on a first of the month (a
 * custom range such as 3–17 March) is answered from the reports instead (`monthsSource`); every preset is whole
 * months. Consult Mode (a single report) reads the reports too.
 *
 * Two grains: per creator, for every caller and filter, and per community (the same rows summed over creators,
 * several times fewer), when the caller's scope and filters need no creator (`communityGrainFits`).
 */
import {
  and,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notInArray,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import {
  ANALYTICS_TIME_ZONE,
  can,
  dayStart,
  localDay,
  nextDay,
  NO_CHOICE_IDS,
  type ReportGrouping,
} from '@rlc/shared';
import type { Db } from '../../../db/client.ts';
import {
  analyticsCommunityOptionMonths,
  analyticsCommunityReportMonths,
  analyticsOpenDays,
  analyticsOptionMonths,
  analyticsReportMonths,
  communities,
  forms,
} from '../../../db/schema/index.ts';
import { reportOwners, type StaffFormScope } from '../../forms/index.ts';
import type { ReportSource } from '../queries.ts';
import {
  decisionsFromEvents,
  narrowing,
  reportsByStatus,
  optionsFromFacts,
  statusFromRows,
  waitingBucket,
  type DecisionsMonth,
  type OptionsAggregate,
  type ReportFilters,
  type StatusAggregate,
  type WhyNotAggregate,
} from '../repository.ts';

type ReportMonths = typeof analyticsReportMonths | typeof analyticsCommunityReportMonths;
type OptionMonths = typeof analyticsOptionMonths | typeof analyticsCommunityOptionMonths;
export type MonthsTable = ReportMonths | OptionMonths | typeof analyticsOpenDays;

/** The condition selecting the caller's filtered reports' rows of a pre-aggregate table (of its grain). */
export type MonthsWhere = (table: MonthsTable) => SQL;

/** One grain of the pre-aggregates: its two tables and the caller's filtered rows' condition on them. */
export interface MonthsGrain {
  reports: ReportMonths;
  options: OptionMonths;
  where: MonthsWhere;
}

/** The grains that can answer the caller's question: per creator always, per community when no creator is needed. */
export interface MonthsSource {
  creator: MonthsGrain;
  community: MonthsGrain | null;
}

/** The smallest grain that answers: per community when it can, else per creator. */
export const finestGrain = (source: MonthsSource): MonthsGrain => source.community ?? source.creator;

/** 'YYYY-MM-DD' of the day holding `instant` in ANALYTICS_TIME_ZONE. */
function isoDayOf(instant: Date): string {
  const [y, m, day] = localDay(instant);
  return `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 'YYYY-MM-01' of the month holding `instant` in ANALYTICS_TIME_ZONE. */
const monthOf = (instant: Date): string => `${isoDayOf(instant).slice(0, 7)}-01`;

/** The window as whole months ('YYYY-MM-01', the first included and the first after), or null when it is not. */
export function wholeMonths(window: { from: Date; until: Date }): { from: string; until: string } | null {
  const months = { from: monthOf(window.from), until: monthOf(window.until) };
  const starts = (day: string, instant: Date) => dayStart(day).getTime() === instant.getTime();
  return starts(months.from, window.from) && starts(months.until, window.until) ? months : null;
}

/**
 * Whether the caller's filtered reports are exactly the reports of some communities of the corporate (so the
 * per-community grain answers): no user or role filter (they name creators), and accessCorporate (all the
 * corporate's), or accessCommunityWide (its communities' reports and its own) when its own reports are in its
 * communities — the community filter picks only some of them, or it has no live report elsewhere (one indexed
 * look-up in the per-creator grain). accessSelf alone always needs the creator.
 */
export async function communityGrainFits(
  db: Db,
  scope: StaffFormScope,
  filters: ReportFilters,
): Promise<boolean> {
  if (filters.userIds || filters.roleIds) return false;
  if (can(scope, 'accessCorporate')) return true;
  const mine = scope.communityIds;
  if (!can(scope, 'accessCommunityWide') || mine.length === 0) return false;
  if (filters.communityIds?.every((id) => mine.includes(id))) return true;
  const t = analyticsReportMonths;
  const [elsewhere] = await db
    .select({ one: sql`1` })
    .from(t)
    .where(
      and(
        eq(t.corporateId, scope.user.corporateId),
        eq(t.createdBy, scope.user.id),
        notInArray(t.communityId, [...mine]),
        ne(t.reports, 0),
      ),
    )
    .limit(1);
  return !elsewhere;
}

/**
 * The caller's reports passing `filters` as conditions on the pre-aggregates' grains, or null when they must be
 * read from the reports (a window of part months, Consult Mode) or the caller sees none (the reports' condition
 * says so then).
 */
export async function monthsSource(
  db: Db,
  scope: StaffFormScope,
  filters: ReportFilters,
): Promise<MonthsSource | null> {
  if (scope.consult) return null;
  const months = filters.window ? wholeMonths(filters.window) : undefined;
  if (months === null) return null;
  const corporate = scope.user.corporateId;
  const common = (table: MonthsTable) => {
    const conds = [ne(table.reports, 0), ...narrowing(db, corporate, filters, table)];
    if (months) conds.push(gte(table.createdMonth, months.from), lt(table.createdMonth, months.until));
    return conds;
  };
  const creator: MonthsGrain = {
    reports: analyticsReportMonths,
    options: analyticsOptionMonths,
    where: (table) =>
      and('createdBy' in table ? (reportOwners(scope, table) ?? sql`false`) : sql`false`, ...common(table))!,
  };
  const community: MonthsGrain | null = (await communityGrainFits(db, scope, filters))
    ? {
        reports: analyticsCommunityReportMonths,
        options: analyticsCommunityOptionMonths,
        where: (table) =>
          and(
            eq(table.corporateId, corporate),
            can(scope, 'accessCorporate') ? undefined : inArray(table.communityId, [...scope.communityIds]),
            ...common(table),
          )!,
      }
    : null;
  return { creator, community };
}

/** Options Considered & Decided (repository `optionsConsidered`) from a grain's option pre-aggregate. */
export function optionsFromMonths(db: Db, grain: MonthsGrain): Promise<OptionsAggregate[]> {
  const t = grain.options;
  return optionsFromFacts(
    db,
    sql`facts as (
      select ${t.communityId} as community_id, ${t.contractTypeId} as type_id, ${t.bought} as bought,
        ${t.decided} as decided, ${t.days} as days, sum(${t.reports}) as n
      from ${t} where ${grain.where(t)}
      group by ${t.communityId}, ${t.contractTypeId}, ${t.bought}, ${t.decided}, ${t.days}
    )`,
  );
}

/**
 * The SQL of each grouping's key (text) on a row of a report pre-aggregate, as repository GROUP_KEYS on forms.
 * By adviser needs the per-creator grain (the caller passes it).
 */
function monthKey(t: ReportMonths, groupBy: ReportGrouping): SQL {
  switch (groupBy) {
    case 'adviser':
      if (!('createdBy' in t)) throw new Error('Reports by adviser need the per-creator pre-aggregate');
      return sql`${t.createdBy}::text`;
    case 'community':
      return sql`${t.communityId}::text`;
    case 'state':
      return sql`(select ${communities.state} from ${communities} where ${communities.id} = ${t.communityId})`;
    case 'month':
      return sql`to_char(${t.createdMonth}, 'YYYY-MM')`;
  }
}

/**
 * Reports by status (repository `reportsByStatus`) from a grain's report pre-aggregate; by adviser from the
 * per-creator one.
 */
export function statusFromMonths(
  db: Db,
  source: MonthsSource,
  groupBy: ReportGrouping = 'adviser',
): Promise<StatusAggregate[]> {
  const grain = groupBy === 'adviser' ? source.creator : finestGrain(source);
  const t = grain.reports;
  return statusFromRows(
    db,
    sql`grouped as (
      select ${monthKey(t, groupBy)} as key, ${t.status} as status, ${t.isMagic} as magic, ${t.hasPdf} as with_pdf,
        ${t.reports} as n
      from ${t} where ${grain.where(t)}
    )`,
  );
}

/** Why not (repository `whyNot`) from a grain's report pre-aggregate. */
export async function whyNotFromMonths(db: Db, grain: MonthsGrain): Promise<WhyNotAggregate[]> {
  const t = grain.reports;
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
    .where(and(grain.where(t), eq(t.response, 'no')))
    .groupBy(sql`rollup(${t.communityId})`);
  return rows.map(({ overall, ...r }) => ({ ...r, communityId: overall === 1 ? null : r.communityId }));
}

/**
 * The bucket edges of `waitingBucket` as instants: a report open since before `now` − 31 days has waited over 30
 * whole days, before − 91 over 90, before − 181 over 180.
 */
const EDGE_DAYS = [31, 91, 181] as const;

/**
 * Decisions over time (repository `decisionsOverTime`) from the pre-aggregates. The decisions, and the open reports
 * of months before the one holding `now` − 181 days (all over 180 days), from the finest grain's month table; the
 * open reports since, whose buckets move with `now`, from `analytics_open_days` (per creator, so the creator
 * grain's condition): each day of creation in ANALYTICS_TIME_ZONE falls wholly in one bucket but the three days
 * holding an edge (`EDGE_DAYS`), whose reports are counted from `forms` (`reports`: the same reports' condition
 * there; the partial index forms_live_open_idx reads only the open ones of those days). So the recent open
 * reports cost a few thousand day rows and a few hundred reports rather than every open report of half a year.
 */
export function decisionsFromMonths(
  db: Db,
  source: MonthsSource,
  reports: SQL,
  now: Date,
): Promise<DecisionsMonth[]> {
  const grain = finestGrain(source);
  const t = grain.reports;
  const d = analyticsOpenDays;
  const edges = EDGE_DAYS.map((n) => isoDayOf(new Date(now.getTime() - n * 86_400_000)));
  const [edge30, edge90, edge180] = edges as [string, string, string];
  const recent = `${edge180.slice(0, 7)}-01`;
  const dayBucket = sql`case when ${d.createdDay} > ${edge30} then 0 when ${d.createdDay} > ${edge90} then 1
    when ${d.createdDay} > ${edge180} then 2 else 3 end`;
  const onEdges = or(
    ...edges.map((day) =>
      and(gte(forms.createdAt, dayStart(day)), lt(forms.createdAt, dayStart(nextDay(day)))),
    ),
  );
  const days = sql`greatest(0, floor(extract(epoch from (${now.toISOString()}::timestamptz - ${forms.createdAt}))
    / 86400))`;
  const open = sql`(${forms.clientResponse} is null or ${forms.decisionAt} is null)`;
  return decisionsFromEvents(
    db,
    sql`events as (
      select ${t.decisionMonth}::timestamp as month_start, true as decided, ${t.response} as response,
        sum(${t.reports}) as n, sum(${t.decisionDays}) as days_sum, null::int as bucket
      from ${t} where ${grain.where(t)} and ${isNotNull(t.response)}
      group by ${t.decisionMonth}, ${t.response}
      union all
      select ${t.createdMonth}::timestamp, false, null, sum(${t.reports}), 0, 3
      from ${t} where ${grain.where(t)} and ${t.response} is null and ${lt(t.createdMonth, recent)}
      group by ${t.createdMonth}
      union all
      select ${d.createdMonth}::timestamp, false, null, sum(${d.reports}), 0, ${dayBucket}
      from ${d} where ${source.creator.where(d)} and ${gte(d.createdDay, recent)}
        and ${notInArray(d.createdDay, edges)}
      group by ${d.createdMonth}, 6
      union all
      select date_trunc('month', ${forms.createdAt} at time zone ${ANALYTICS_TIME_ZONE}), false, null, 1, 0,
        ${waitingBucket(days)}
      from ${forms} where ${reports} and ${open} and (${onEdges})
    )`,
  );
}

/**
 * 'Reports by status' by adviser (repository `reportsByStatus`, months `statusFromMonths`: the same statement) of
 * the caller's filtered reports created by one of `creatorIds`, or (null) by a removed user.
 */
export function creatorsStatus(
  db: Db,
  source: ReportSource,
  creatorIds: readonly number[] | null,
): Promise<StatusAggregate[]> {
  const creator = (column: Column) =>
    creatorIds === null ? isNull(column) : inArray(column, [...creatorIds]);
  const months = source.months;
  if (!months) return reportsByStatus(db, and(source.reports, creator(forms.createdBy))!, 'adviser');
  const narrowed: MonthsSource = {
    creator: {
      ...months.creator,
      where: (t: MonthsTable) =>
        and(months.creator.where(t), 'createdBy' in t ? creator(t.createdBy) : sql`false`)!,
    },
    community: null,
  };
  return statusFromMonths(db, narrowed, 'adviser');
}
