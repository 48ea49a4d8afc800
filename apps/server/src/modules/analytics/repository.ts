/**
 * Every SQL statement of the analytics module. Scope is the forms module's rule (`visibleForms`: accessCorporate
 * the corporate's reports, accessCommunityWide its communities' and its own, accessSelf its own; archived reports
 * never), so analytics counts exactly the reports the caller's forms list shows; filters only narrow it.
 */
import { and, asc, eq, gte, inArray, isNotNull, lt, or, sql, type Column, type SQL } from 'drizzle-orm';
import {
  ANALYTICS_TIME_ZONE,
  can,
  FORM_STATUS,
  MODEL_ID,
  NO_CHOICE_IDS,
  type AustralianState,
  type FormStatusCode,
  type ReportGrouping,
} from '@rlc/shared';
import type { Db } from '../../db/client.ts';
import {
  communities,
  contracts,
  corporates,
  contractTypes,
  formPdfs,
  forms,
  formVillages,
  roles,
  userCommunities,
  users,
} from '../../db/schema/index.ts';
import { visibleForms, type ReportOwnerColumns, type StaffFormScope } from '../forms/index.ts';

const STATUS_CODES = Object.keys(FORM_STATUS) as FormStatusCode[];

/** A report of the caller's scope exists with `condition` (e.g. in a community, by a user). */
const visibleReportWhere = (visible: SQL, condition: SQL) =>
  sql`exists (select 1 from ${forms} where ${visible} and ${condition})`;

/** Users whose reports the caller may see: all the corporate's with accessCorporate, else themselves, the creators
 * of reports they see and (accessCommunityWide) the users of their communities. Hidden demo users aside. */
export async function sourceUsers(db: Db, scope: StaffFormScope) {
  const visible = visibleForms(scope);
  const reach: SQL[] = [eq(users.id, scope.user.id)];
  if (can(scope, 'accessCorporate')) reach.push(sql`true`);
  if (visible) reach.push(visibleReportWhere(visible, eq(forms.createdBy, users.id)));
  if (can(scope, 'accessCommunityWide') && scope.communityIds.length > 0)
    reach.push(
      inArray(
        users.id,
        db
          .select({ id: userCommunities.userId })
          .from(userCommunities)
          .where(inArray(userCommunities.communityId, [...scope.communityIds])),
      ),
    );
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      roleId: users.roleId,
      state: users.state,
    })
    .from(users)
    .where(
      and(
        eq(users.corporateId, scope.user.corporateId),
        or(eq(users.id, scope.user.id), eq(users.silentUser, false)),
        or(...reach),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

export function corporateRoles(db: Db, corporateId: number) {
  return db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.corporateId, corporateId))
    .orderBy(asc(roles.name));
}

export function corporateContractTypes(db: Db, corporateId: number) {
  return db
    .select({ id: contractTypes.id, name: contractTypes.name })
    .from(contractTypes)
    .where(eq(contractTypes.corporateId, corporateId))
    .orderBy(asc(contractTypes.name), asc(contractTypes.id));
}

/** Communities the caller may see reports of: live ones of their access, and any (even deleted) holding a report
 * they see. */
export function sourceCommunities(db: Db, scope: StaffFormScope) {
  const visible = visibleForms(scope);
  const reach: SQL[] = [];
  if (can(scope, 'accessCorporate')) reach.push(sql`${communities.deletedAt} is null`);
  else if (scope.communityIds.length > 0)
    reach.push(and(sql`${communities.deletedAt} is null`, inArray(communities.id, [...scope.communityIds]))!);
  if (visible) reach.push(visibleReportWhere(visible, eq(forms.communityId, communities.id)));
  if (reach.length === 0) return Promise.resolve([]);
  return db
    .select({ id: communities.id, name: communities.name, state: communities.state })
    .from(communities)
    .where(and(eq(communities.corporateId, scope.user.corporateId), or(...reach)))
    .orderBy(asc(communities.name), asc(communities.id));
}

/** The filters after checking their ids against the caller's sources: each undefined means 'all'. */
export interface ReportFilters {
  window?: { from: Date; until: Date } | undefined;
  userIds?: readonly number[] | undefined;
  roleIds?: readonly number[] | undefined;
  communityIds?: readonly number[] | undefined;
  states?: readonly AustralianState[] | undefined;
  statuses?: readonly FormStatusCode[] | undefined;
}

/** A condition on the forms table (what `filteredReports` answers), for the query functions below. */
export type ReportsWhere = SQL;

/**
 * The report columns the filters other than dates apply to, on `forms` or a pre-aggregate table; a table without
 * the creator (the per-community pre-aggregates) takes no user or role filter.
 */
export interface FilterColumns extends Omit<ReportOwnerColumns, 'createdBy'> {
  createdBy?: Column;
  status: Column;
}

/**
 * The conditions of the user, community, status, state (the community's) and role (the creator's current role)
 * filters on `cols`; states and roles are looked up within the caller's corporate.
 */
export function narrowing(db: Db, corporate: number, filters: ReportFilters, cols: FilterColumns): SQL[] {
  const conds: SQL[] = [];
  const creator = () => {
    if (!cols.createdBy) throw new Error('A user or role filter needs the reports’ creator');
    return cols.createdBy;
  };
  if (filters.userIds) conds.push(inArray(creator(), [...filters.userIds]));
  if (filters.communityIds) conds.push(inArray(cols.communityId, [...filters.communityIds]));
  if (filters.statuses) conds.push(inArray(cols.status, [...filters.statuses]));
  if (filters.states)
    conds.push(
      inArray(
        cols.communityId,
        db
          .select({ id: communities.id })
          .from(communities)
          .where(
            and(eq(communities.corporateId, corporate), inArray(communities.state, [...filters.states])),
          ),
      ),
    );
  if (filters.roleIds)
    conds.push(
      inArray(
        creator(),
        db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.corporateId, corporate), inArray(users.roleId, [...filters.roleIds]))),
      ),
    );
  return conds;
}

/** SQL condition on `forms` for the caller's reports that pass `filters`; null when the caller sees none. */
export function filteredReports(db: Db, scope: StaffFormScope, filters: ReportFilters): SQL | null {
  const visible = visibleForms(scope);
  if (!visible) return null;
  const conds: SQL[] = [visible];
  if (filters.window)
    conds.push(gte(forms.createdAt, filters.window.from), lt(forms.createdAt, filters.window.until));
  conds.push(...narrowing(db, scope.user.corporateId, filters, forms));
  return and(...conds) ?? null;
}

/**
 * One row of the Options Considered & Decided aggregation: a community (null: all of them) × a contract type (null:
 * all types). Counts are of reports; `medianDays` the median whole days from creation to decision of the decided
 * ones (null when none).
 */
export interface OptionsAggregate {
  communityId: number | null;
  contractTypeId: number | null;
  considered: number;
  bought: number;
  decided: number;
  medianDays: number | null;
}

/**
 * Options Considered & Decided in one statement: each (report, contract type) it considered (an internal option
 * of the report's community with that type's contract selected; a type counted once per report), grouped by
 * community × type and type; each report that considered any, grouped by community and overall. A report "bought"
 * a type when its decision is yes with that type's contract; it bought one contract at most, so "all types" counts
 * it once either way. Decided: a decision with its time (spec §3.10); days counted as `wholeDays` (forms
 * choices.ts) does.
 *
 * Shaped for a million reports: the options' contract ids come from `selected_contract_ids` (a few bytes, not the
 * whole `details` document) and the de-duplications are hash aggregations. The counting is `optionsFromFacts`'.
 */
export function optionsConsidered(db: Db, where: SQL): Promise<OptionsAggregate[]> {
  const decided = sql`(${forms.clientResponse} is not null and ${forms.decisionAt} is not null)`;
  const days = sql`greatest(0, floor(extract(epoch from (${forms.decisionAt} - ${forms.createdAt})) / 86400))`;
  return optionsFromFacts(
    db,
    sql`pairs as (
      select ${forms.id} as form_id, ${forms.communityId} as community_id, ${contracts.contractTypeId} as type_id,
        bool_or(${decided}) as decided,
        bool_or(coalesce(${forms.clientResponse} = 'yes' and ${forms.choiceId} = ${contracts.id}::text, false))
          as bought,
        max(case when ${decided} then ${days} end) as days
      from ${forms}
      join ${formVillages} on ${formVillages.formId} = ${forms.id} and ${formVillages.modelId} = ${MODEL_ID.internal}
      join ${contracts} on ${contracts.communityId} = ${forms.communityId}
        and ${formVillages.selectedContractIds} @> to_jsonb(${contracts.id})
      where ${where}
      group by ${forms.id}, ${forms.communityId}, ${contracts.contractTypeId}
    ), reports as (
      select form_id, community_id, bool_or(decided) as decided, bool_or(bought) as bought, max(days) as days
      from pairs
      group by form_id, community_id
    ), facts as (
      select community_id, type_id, bought, decided, days, count(*) as n
      from pairs group by community_id, type_id, bought, decided, days
      union all
      select community_id, null::int, bought, decided, days, count(*)
      from reports group by community_id, bought, decided, days
    )`,
  );
}

/**
 * Options Considered & Decided from `facts` (the last of the common table expressions `prelude` defines): rows of
 * (community_id, type_id — null for "all types", each report once —, bought, decided, days — whole days to
 * decision, null when undecided —, n — how many). Grouped by community × type and overall × type; the median is
 * read from the histogram of days (exactly percentile_cont(0.5): the mean of the values at positions ⌊(n+1)/2⌋ and
 * ⌈(n+1)/2⌉), so nothing sorts the reports. Groups of no reports (a pre-aggregate's count fallen to zero) are left
 * out, as the reports themselves would give none.
 */
export async function optionsFromFacts(db: Db, prelude: SQL): Promise<OptionsAggregate[]> {
  type Row = {
    community_id: number | null;
    type_id: number | null;
    all_communities: number;
    considered: number;
    bought: number;
    decided: number;
    median_days: number | null;
  };
  // Both drivers (PGlite, node-postgres) answer `{ rows }`; the shared Db type leaves it unknown. The hash
  // aggregations hold a row per report: room for them in memory (the default 4 MB spills to disk past ~50,000).
  const result = (await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return tx.execute(sql`
    with ${prelude}, groups as (
      select community_id, type_id, grouping(community_id) as all_communities, sum(n) as considered,
        coalesce(sum(n) filter (where bought), 0) as bought, coalesce(sum(n) filter (where decided), 0) as decided
      from facts group by grouping sets ((community_id, type_id), (type_id))
      having sum(n) > 0
    ), histogram as (
      select community_id, type_id, grouping(community_id) as all_communities, days, sum(n) as n
      from facts where decided group by grouping sets ((community_id, type_id, days), (type_id, days))
      having sum(n) > 0
    ), cumulative as (
      select *, sum(n) over (partition by community_id, type_id, all_communities order by days) as upto
      from histogram
    ), medians as (
      select c.community_id, c.type_id, c.all_communities,
        (min(c.days) filter (where c.upto >= floor((g.decided + 1) / 2.0))
          + min(c.days) filter (where c.upto >= ceil((g.decided + 1) / 2.0))) / 2.0 as median_days
      from cumulative c
      join groups g on g.community_id is not distinct from c.community_id and g.type_id is not distinct from c.type_id
        and g.all_communities = c.all_communities
      group by c.community_id, c.type_id, c.all_communities
    )
    select g.community_id, g.type_id, g.all_communities::int, g.considered::int, g.bought::int, g.decided::int,
      m.median_days::float8
    from groups g
    left join medians m on m.community_id is not distinct from g.community_id
      and m.type_id is not distinct from g.type_id and m.all_communities = g.all_communities
  `);
  })) as { rows: Row[] };
  return result.rows.map((r) => ({
    communityId: Number(r.all_communities) === 1 ? null : Number(r.community_id),
    contractTypeId: r.type_id === null ? null : Number(r.type_id),
    considered: Number(r.considered),
    bought: Number(r.bought),
    decided: Number(r.decided),
    medianDays: r.median_days === null ? null : Number(r.median_days),
  }));
}

/** One row of Why not: a community (null: all of them), its reports decided not to buy and the no-option chosen. */
export interface WhyNotAggregate {
  communityId: number | null;
  notBought: number;
  home: number;
  ext: number;
  unk: number;
}

/**
 * Why not in one statement: the reports decided not to buy (a 'no' decision with its time), counted per chosen
 * no-option (stay at home, external property, unknown), per community and overall (rollup).
 */
export async function whyNot(db: Db, where: SQL): Promise<WhyNotAggregate[]> {
  const chose = (id: string) =>
    sql<number>`(count(*) filter (where ${forms.choiceId} = ${id}))::int`.mapWith(Number);
  const rows = await db
    .select({
      communityId: forms.communityId,
      overall: sql<number>`grouping(${forms.communityId})::int`.mapWith(Number),
      notBought: sql<number>`count(*)::int`.mapWith(Number),
      home: chose(NO_CHOICE_IDS.home),
      ext: chose(NO_CHOICE_IDS.ext),
      unk: chose(NO_CHOICE_IDS.unk),
    })
    .from(forms)
    .where(and(where, eq(forms.clientResponse, 'no'), isNotNull(forms.decisionAt)))
    .groupBy(sql`rollup(${forms.communityId})`);
  return rows.map(({ overall, ...r }) => ({ ...r, communityId: overall === 1 ? null : r.communityId }));
}

/** One row of Reports by status: a group (null key: all of them), its reports by status, with PDFs, magic. */
export interface StatusAggregate {
  /**
   * The group, as text: the creator's or the community's id, the community's state, or the report's month of
   * creation in ANALYTICS_TIME_ZONE ('YYYY-MM'). Null for the overall row, and for reports whose creator was
   * removed (`overall` tells them apart).
   */
  key: string | null;
  overall: boolean;
  created: number;
  withPdf: number;
  byStatus: Record<FormStatusCode, number>;
  magic: number;
}

/** The SQL of each grouping's key (text), on a row of `forms`. */
const GROUP_KEYS: Record<ReportGrouping, SQL> = {
  adviser: sql`${forms.createdBy}::text`,
  community: sql`${forms.communityId}::text`,
  state: sql`(select ${communities.state} from ${communities} where ${communities.id} = ${forms.communityId})`,
  month: sql`to_char(${forms.createdAt} at time zone ${ANALYTICS_TIME_ZONE}, 'YYYY-MM')`,
};

/**
 * Reports by status in one statement: per group (`groupBy`: creator, community, state or month of creation) and
 * overall (rollup), the reports, those with a finished PDF (counted once however many), each status of spec §4 and
 * the magic ones. The counting is `statusFromRows`'.
 */
export function reportsByStatus(
  db: Db,
  where: SQL,
  groupBy: ReportGrouping = 'adviser',
): Promise<StatusAggregate[]> {
  // The reports with a finished PDF, once each, joined (a hash or merge join) rather than looked up per report: a
  // per-report lookup, or an IN list too big to hash in work_mem, costs minutes at a million reports.
  return statusFromRows(
    db,
    sql`done_pdfs as (
      select ${formPdfs.formId} as form_id from ${formPdfs} where ${formPdfs.status} = 'done' group by 1
    ),
    grouped as (
      select ${GROUP_KEYS[groupBy]} as key, ${forms.status} as status, ${forms.isMagic} as magic,
        (done_pdfs.form_id is not null) as with_pdf, 1 as n
      from ${forms} left join done_pdfs on done_pdfs.form_id = ${forms.id}
      where ${where}
    )`,
  );
}

/**
 * Reports by status from `grouped` (the last of the common table expressions `prelude` defines): rows of (key —
 * the group, text —, status, magic, with_pdf, n — how many reports), summed per key and overall (rollup).
 */
export async function statusFromRows(db: Db, prelude: SQL): Promise<StatusAggregate[]> {
  type Row = {
    key: string | null;
    overall: number;
    created: number;
    with_pdf: number;
    magic: number;
  } & Record<FormStatusCode, number>;
  const status = (code: FormStatusCode) =>
    sql`coalesce(sum(n) filter (where status = ${code}), 0)::int as ${sql.identifier(code)}`;
  // Both drivers (PGlite, node-postgres) answer `{ rows }`; the shared Db type leaves it unknown.
  const result = (await db.execute(sql`
    with ${prelude}
    select key, grouping(key)::int as overall, coalesce(sum(n), 0)::int as created,
      coalesce(sum(n) filter (where with_pdf), 0)::int as with_pdf,
      ${sql.join(STATUS_CODES.map(status), sql`, `)},
      coalesce(sum(n) filter (where magic), 0)::int as magic
    from grouped
    group by rollup(key)
  `)) as { rows: Row[] };
  return result.rows.map((r) => ({
    key: Number(r.overall) === 1 ? null : r.key,
    overall: Number(r.overall) === 1,
    created: Number(r.created),
    withPdf: Number(r.with_pdf),
    byStatus: Object.fromEntries(STATUS_CODES.map((c) => [c, Number(r[c])])) as Record<
      FormStatusCode,
      number
    >,
    magic: Number(r.magic),
  }));
}

/** One row of Decisions over time: a month (null: all of them) in ANALYTICS_TIME_ZONE, 'YYYY-MM'. */
export interface DecisionsMonth {
  month: string | null;
  decisions: number;
  bought: number;
  notBought: number;
  /** Mean whole days from creation to decision of the month's decisions; null when none. */
  averageDays: number | null;
  /** Reports still open, created that month, by whole days waited at `now`: 0–30, 31–90, 91–180, over 180. */
  open: [number, number, number, number];
}

/** The waiting bucket (0: 0–30 days, 1: 31–90, 2: 91–180, 3: over 180) of an open report that waited `days`. */
export const waitingBucket = (days: SQL) =>
  sql`case when ${days} <= 30 then 0 when ${days} <= 90 then 1 when ${days} <= 180 then 2 else 3 end`;

/**
 * Decisions over time in one statement (one pass over the reports): each decided report in the month of its
 * decision, each open report in the month of its creation (months of ANALYTICS_TIME_ZONE), counted per month and
 * overall (rollup). Days as `wholeDays` (forms choices.ts): decision days for decided reports, days waited until
 * `now` for open ones. The counting is `decisionsFromEvents`'.
 */
export function decisionsOverTime(db: Db, where: SQL, now: Date): Promise<DecisionsMonth[]> {
  const decided = sql`(${forms.clientResponse} is not null and ${forms.decisionAt} is not null)`;
  // The month is truncated in the time zone and formatted once per group (to_char per report is the slow part).
  const monthStart = sql`date_trunc('month', (case when ${decided} then ${forms.decisionAt} else ${forms.createdAt} end)
    at time zone ${ANALYTICS_TIME_ZONE})`;
  const until = sql`case when ${decided} then ${forms.decisionAt} else ${now.toISOString()}::timestamptz end`;
  return decisionsFromEvents(
    db,
    sql`days as (
      select ${monthStart} as month_start, ${decided} as decided,
        case when ${decided} then ${forms.clientResponse} end as response,
        greatest(0, floor(extract(epoch from (${until} - ${forms.createdAt})) / 86400)) as days
      from ${forms} where ${where}
    ), events as (
      select month_start, decided, response, 1 as n, case when decided then days else 0 end as days_sum,
        case when not decided then ${waitingBucket(sql`days`)} end as bucket
      from days
    )`,
  );
}

/**
 * Decisions over time from `events` (the last of the common table expressions `prelude` defines): rows of
 * (month_start, decided, response — 'yes' / 'no' when decided —, n — how many reports —, days_sum — their decision
 * days —, bucket — `waitingBucket` of open ones), summed per month and overall (rollup).
 */
export async function decisionsFromEvents(db: Db, prelude: SQL): Promise<DecisionsMonth[]> {
  type Row = {
    month: string | null;
    overall: number;
    decisions: number;
    bought: number;
    not_bought: number;
    average_days: number | null;
    open_30: number;
    open_90: number;
    open_180: number;
    open_more: number;
  };
  const open = (bucket: number, name: string) =>
    sql`coalesce(sum(n) filter (where not decided and bucket = ${bucket}), 0)::int as ${sql.identifier(name)}`;
  // Both drivers (PGlite, node-postgres) answer `{ rows }`; the shared Db type leaves it unknown.
  const result = (await db.execute(sql`
    with ${prelude}
    select to_char(month_start, 'YYYY-MM') as month, grouping(month_start)::int as overall,
      coalesce(sum(n) filter (where decided), 0)::int as decisions,
      coalesce(sum(n) filter (where response = 'yes'), 0)::int as bought,
      coalesce(sum(n) filter (where response = 'no'), 0)::int as not_bought,
      (sum(days_sum) filter (where decided) / nullif(sum(n) filter (where decided), 0))::float8 as average_days,
      ${open(0, 'open_30')}, ${open(1, 'open_90')}, ${open(2, 'open_180')}, ${open(3, 'open_more')}
    from events
    group by rollup(month_start)
  `)) as { rows: Row[] };
  return result.rows.map((r) => ({
    month: Number(r.overall) === 1 ? null : r.month,
    decisions: Number(r.decisions),
    bought: Number(r.bought),
    notBought: Number(r.not_bought),
    averageDays: r.average_days === null ? null : Number(r.average_days),
    open: [Number(r.open_30), Number(r.open_90), Number(r.open_180), Number(r.open_more)],
  }));
}

/**
 * Rebuilds the analytics pre-aggregates (ADR 0014) of one corporate, or of every one, from their reports, with the
 * database's `analytics_recount` (migration 0011): after a bulk load made without upkeep, and whenever drift is
 * suspected (a contract moved to another contract type or community, or deleted, changes counts the upkeep does not
 * follow). Answers, per corporate id, how many pre-aggregate rows differed from the recount (0: the upkeep was
 * exact). Each corporate is one transaction; readers see the old rows or the new, never neither.
 */
export async function recountAnalytics(db: Db, corporateId?: number): Promise<Map<number, number>> {
  const ids =
    corporateId !== undefined
      ? [corporateId]
      : (await db.select({ id: corporates.id }).from(corporates).orderBy(asc(corporates.id))).map(
          (c) => c.id,
        );
  const drift = new Map<number, number>();
  for (const id of ids) {
    // Both drivers (PGlite, node-postgres) answer `{ rows }`; the shared Db type leaves it unknown.
    const { rows } = (await db.transaction((tx) =>
      tx.execute(sql`select analytics_recount(${id}) as drift`),
    )) as { rows: { drift: number }[] };
    drift.set(id, Number(rows[0]!.drift));
  }
  return drift;
}
