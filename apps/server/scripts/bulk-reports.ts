/**
 * Bulk report generator: `count` realistic reports for one corporate, made inside the database
 * with set-based SQL (generate_series, random() seeded with setseed) in batches, so a million reports take minutes.
 * Used by `npm run seed:bulk` (seed-bulk.ts) and the analytics benchmark.
 *
 * Every report belongs to a live community of the corporate and is created by a user working in that community
 * (`advisers` generated advisers are added first, spread over the communities, so the reports are not all the demo
 * adviser's). Over about three years, more of them recent (the age density falls linearly to zero at 1095 days):
 * - options: one internal option with one of the community's contracts; 35 % a second internal option; 30 % an
 *   external option (templates of bulk-templates.ts);
 * - decisions: a report older than 14 days is decided with chance 0.75 × min(1, age / 120 days); the decision comes
 *   an exponential number of days after creation (mean 40, never after today); 45 % buy (the first option's
 *   contract, or the second's one time in three when there is one), else not: stay at home 50 %, external property
 *   30 %, unknown 20 %;
 * - status (spec §4): BUY / NOTBUY when decided; undecided reports have a finished PDF 60 % of the time (WAIT; 3 %
 *   of those MISSING), else NO_PDF; decided ones have a finished PDF 95 % of the time;
 * - magic reports 15 %: awaiting details 15 %, completed 30 %, cancelled 15 %, expired 20 %, live 20 % of them;
 * - archived 2 % (hidden from every screen and from analytics).
 * The analytics pre-aggregates are not kept row by row during the load: the corporate's are recounted at the end.
 * The same `seed` gives the same reports (ids aside) on an empty corporate.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { roles, userCommunities, users } from '../src/db/schema/index.ts';
import { recountAnalytics } from '../src/modules/analytics/index.ts';
import { hashPassword } from '../src/modules/auth/password.ts';
import {
  communityTemplates,
  customerTemplates,
  externalTemplate,
  type CommunityTemplate,
} from './bulk-templates.ts';

export interface BulkOptions {
  corporateId: number;
  /** Reports to add. */
  count: number;
  /** Generated advisers (role 'adviser') to make sure exist, spread over the communities; default 60. */
  advisers?: number;
  /** Any integer; the same seed makes the same reports. Default 1. */
  seed?: number;
  /** Reports per batch (one transaction each); default 50,000. */
  batchSize?: number;
  /** "Today": no report is created or decided after it. Default now. */
  now?: Date;
  /** Called after each batch with the reports written so far. */
  onProgress?: (written: number, total: number) => void;
}

/** One batch's communities: the random draw in [lo, hi) picks it (weights 1, 2, 3, … by position). */
interface CommunityPick {
  lo: number;
  hi: number;
  id: number;
  name: string;
  advisers: number[];
  contracts: number[];
  details: Record<string, unknown>[];
}

/** Generated advisers: `bulk.adviser.<corporate>.<n>@bulk.test`, never able to sign in (unknown password). */
async function ensureAdvisers(db: Db, corporateId: number, count: number, communities: CommunityTemplate[]) {
  if (count === 0 || communities.length === 0) return;
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.corporateId, corporateId), eq(roles.name, 'adviser')));
  if (!role) throw new Error(`corporate ${corporateId} has no 'adviser' role`);
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const rows = Array.from({ length: count }, (_, i) => ({
    corporateId,
    roleId: role.id,
    email: `bulk.adviser.${corporateId}.${String(i + 1).padStart(3, '0')}@bulk.test`,
    passwordHash,
    firstName: 'Bulk',
    lastName: `Adviser ${String(i + 1).padStart(3, '0')}`,
  }));
  const made = await db
    .insert(users)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  if (made.length === 0) return;
  await db
    .insert(userCommunities)
    .values(
      made.map((u) => ({
        userId: u.id,
        communityId: communities[Number(u.email.split('.')[3]!.slice(0, 3)) % communities.length]!.id,
      })),
    )
    .onConflictDoNothing();
}

/** Each community with the active users working in it (all the corporate's active users when none). */
async function communityPicks(db: Db, corporateId: number, communities: CommunityTemplate[]) {
  const members = await db
    .select({ userId: users.id, communityId: userCommunities.communityId })
    .from(userCommunities)
    .innerJoin(users, eq(users.id, userCommunities.userId))
    .where(and(eq(users.corporateId, corporateId), eq(users.state, 'active')));
  const everyone = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.corporateId, corporateId), eq(users.state, 'active')));
  const usable = communities.filter((c) => c.contracts.length > 0);
  const total = (usable.length * (usable.length + 1)) / 2;
  let lo = 0;
  return usable.map((c, i): CommunityPick => {
    const hi = i === usable.length - 1 ? 1 : lo + (i + 1) / total;
    const mine = members.filter((m) => m.communityId === c.id).map((m) => m.userId);
    const pick = {
      lo,
      hi,
      id: c.id,
      name: c.name,
      advisers: mine.length > 0 ? mine : everyone.map((u) => u.id),
      contracts: c.contracts.map((k) => k.id),
      details: c.contracts.map((k) => k.details),
    };
    lo = hi;
    return pick;
  });
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** One batch of `n` reports in one transaction; the temporary tables go with it. */
async function writeBatch(
  db: Db,
  corporateId: number,
  n: number,
  seed: number,
  now: Date,
  picks: CommunityPick[],
  customers: ReturnType<typeof customerTemplates>,
  external: Record<string, unknown>,
): Promise<void> {
  const today = sql`${now.toISOString()}::timestamptz`;
  await db.transaction(async (tx) => {
    // Row by row upkeep of the analytics pre-aggregates would double the time: they are recounted at the end.
    await tx.execute(sql`set local rlc.analytics_upkeep = 'off'`);
    await tx.execute(sql`select setseed(${seed})`);
    await tx.execute(sql`
      create temporary table bulk_pick on commit drop as
      select * from jsonb_to_recordset(${json(picks)})
        as p(lo float8, hi float8, id int, name text, advisers jsonb, contracts jsonb, details jsonb)`);
    await tx.execute(sql`
      create temporary table bulk_customer on commit drop as
      select (e.ordinality - 1)::int as ord, c.*
      from jsonb_array_elements(${json(customers)}) with ordinality as e(item, ordinality),
        jsonb_to_record(e.item)
          as c("customer" jsonb, "clientName" text, "partnerName" text, "reportName" text, "searchText" text)`);
    // The draws, in a subquery so each row gets its own (volatile functions are not pulled up).
    await tx.execute(sql`
      create temporary table bulk_draw on commit drop as
      select nextval(pg_get_serial_sequence('forms', 'id'))::int as id, d.*
      from (
        select random() as r_comm, random() as r_adv, random() as r_age, random() as r_decided,
          random() as r_resp, random() as r_days, random() as r_choice, random() as r_second,
          random() as r_ext, random() as r_magic, random() as r_magic_state, random() as r_pdf,
          random() as r_cust, random() as r_c1, random() as r_c2, random() as r_archived
        from generate_series(1, ${n})
      ) d`);
    await tx.execute(sql`
      create temporary table bulk_form on commit drop as
      with placed as (
        select d.*, p.id as community_id, p.name as community_name, p.details as community_details,
          (p.advisers ->> floor(d.r_adv * jsonb_array_length(p.advisers))::int)::int as created_by,
          floor(d.r_c1 * jsonb_array_length(p.contracts))::int as k1,
          case when d.r_second < 0.35 then floor(d.r_c2 * jsonb_array_length(p.contracts))::int end as k2,
          p.contracts,
          1095 * (1 - sqrt(d.r_age)) as age_days
        from bulk_draw d join bulk_pick p on d.r_comm >= p.lo and d.r_comm < p.hi
      ), decided as (
        select *, age_days > 14 and r_decided < 0.75 * least(1, age_days / 120) as is_decided,
          ${today} - age_days * interval '1 day' as created_at
        from placed
      )
      select *,
        case when is_decided then
          created_at + least(age_days, floor(-ln(1 - r_days) * 40)) * interval '1 day' end as decision_at,
        case when not is_decided then null when r_resp < 0.45 then 'yes' else 'no' end as response,
        case when not is_decided then null
          when r_resp < 0.45 then contracts ->> (case when k2 is not null and r_choice < 1.0 / 3 then k2 else k1 end)
          when r_choice < 0.5 then 'home' when r_choice < 0.8 then 'ext' else 'unk' end as choice_id,
        case when is_decided then r_pdf < 0.95 else r_pdf < 0.6 end as has_pdf,
        r_magic < 0.15 as is_magic,
        case when r_magic < 0.15 and r_magic_state >= 0.15
          then nextval(pg_get_serial_sequence('magic_users', 'id'))::int end as magic_user_id
      from decided`);
    await tx.execute(sql`
      insert into forms (id, corporate_id, community_id, created_by, status, client_response, choice_id,
        decision_at, archived_at, summary_stale, is_magic, magic_user_id, magic_user_email, magic_is_configurable,
        magic_is_reviewable, magic_created_at, magic_updated_at, magic_expires_at, magic_expired_at,
        magic_cancelled_at, magic_completed_at, magic_first_login_at, magic_last_login_at, created_at, updated_at)
      select id, ${corporateId}, community_id, created_by,
        case when response = 'yes' then 'BUY' when response = 'no' then 'NOTBUY'
          when not has_pdf then 'NO_PDF' when r_pdf < 0.018 then 'MISSING' else 'WAIT' end,
        response, choice_id, decision_at,
        case when r_archived < 0.02 then created_at + interval '2 days' end,
        true, is_magic, magic_user_id,
        case when magic_user_id is not null then 'customer.' || magic_user_id || '@bulk.test' end,
        is_magic, is_magic,
        case when is_magic then created_at end,
        case when is_magic then created_at + interval '1 day' end,
        case when not is_magic then null
          when r_magic_state >= 0.8 then greatest(${today}, created_at) + interval '14 days'
          else created_at + interval '14 days' end,
        case when is_magic and r_magic_state >= 0.6 and r_magic_state < 0.8 then created_at + interval '14 days' end,
        case when is_magic and r_magic_state >= 0.45 and r_magic_state < 0.6 then created_at + interval '3 days' end,
        case when is_magic and r_magic_state >= 0.15 and r_magic_state < 0.45 then created_at + interval '5 days' end,
        case when magic_user_id is not null then created_at + interval '1 day' end,
        case when magic_user_id is not null then created_at + interval '2 days' end,
        created_at, coalesce(decision_at, created_at)
      from bulk_form`);
    await tx.execute(sql`
      insert into magic_users (id, corporate_id, email, first_name, last_name, created_at, updated_at)
      select f.magic_user_id, ${corporateId}, 'customer.' || f.magic_user_id || '@bulk.test',
        c.customer ->> 'firstName', c.customer ->> 'lastName', f.created_at, f.created_at
      from bulk_form f join bulk_customer c on c.ord = floor(f.r_cust * ${customers.length})::int
      where f.magic_user_id is not null`);
    await tx.execute(sql`
      insert into form_consumers (form_id, customer, client_name, partner_name, report_name, search_text,
        created_at, updated_at)
      select f.id, c.customer, c."clientName", c."partnerName", c."reportName", c."searchText",
        f.created_at, f.created_at
      from bulk_form f join bulk_customer c on c.ord = floor(f.r_cust * ${customers.length})::int`);
    await tx.execute(sql`
      insert into form_villages (form_id, model_id, "order", name, details, created_at, updated_at)
      select id, 1, 0, community_name, community_details -> k1, created_at, created_at from bulk_form
      union all
      select id, 1, 1, community_name, community_details -> k2, created_at, created_at
        from bulk_form where k2 is not null
      union all
      select id, 2, 2, 'External land-lease home', ${json(external)}, created_at, created_at
        from bulk_form where r_ext < 0.3`);
    // Finished PDFs without their bytes (the benchmark never downloads them).
    await tx.execute(sql`
      insert into form_pdfs (form_id, kind, status, progress, created_at, finished_at)
      select id, 'summary', 'done', 1, created_at + interval '1 hour', created_at + interval '1 hour'
      from bulk_form where has_pdf`);
  });
}

/** Adds the reports; resolves with how many were written. */
export async function generateBulkReports(db: Db, opts: BulkOptions): Promise<number> {
  const now = opts.now ?? new Date();
  const seed = opts.seed ?? 1;
  const batchSize = opts.batchSize ?? 50_000;
  const communities = await communityTemplates(db, opts.corporateId);
  await ensureAdvisers(db, opts.corporateId, opts.advisers ?? 60, communities);
  const picks = await communityPicks(db, opts.corporateId, communities);
  if (picks.length === 0)
    throw new Error(`corporate ${opts.corporateId} has no live community with a contract`);
  const customers = customerTemplates();
  const external = externalTemplate();
  let written = 0;
  for (let batch = 0; written < opts.count; batch++) {
    const n = Math.min(batchSize, opts.count - written);
    // setseed takes [-1, 1]: a different, repeatable start for each (seed, batch).
    const batchSeed = (((seed * 7919 + batch * 104_729) % 20_000) - 10_000) / 10_000;
    await writeBatch(db, opts.corporateId, n, batchSeed, now, picks, customers, external);
    written += n;
    opts.onProgress?.(written, opts.count);
  }
  // Fresh statistics (and the visibility map, for index-only scans) before anything queries the new rows: the
  // recount first of all (without them the planner takes the new rows for a few and joins them in nested loops).
  const vacuumAnalyze = (table: string) => db.execute(sql.raw(`vacuum analyze ${table}`));
  for (const table of ['forms', 'form_villages', 'form_pdfs', 'form_consumers', 'magic_users'])
    await vacuumAnalyze(table);
  await recountAnalytics(db, opts.corporateId);
  for (const table of [
    'analytics_report_months',
    'analytics_option_months',
    'analytics_community_report_months',
    'analytics_community_option_months',
  ])
    await vacuumAnalyze(table);
  return written;
}
