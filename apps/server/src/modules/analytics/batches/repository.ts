/**
 * The SQL of the Excel export's batches (../adviser-batches.ts): keyset pages of the corporate's users in the
 * screen's default order, and how many creators a 'Reports by status' by adviser has ('Reports by status' for some
 * creators only is months/repository.ts `creatorsStatus`).
 */
import { and, eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { analyticsReportMonths, forms, users } from '../../../db/schema/index.ts';
import type { ReportSource } from '../queries.ts';

/**
 * A user's name as the analytics sources give it (get-sources.ts: first and last name; hidden users other than the
 * caller are not among them, so their rows are named ''), in ICU root order ("und-x-icu", in both PostgreSQL and
 * PGlite): the order of the screen's `compareNames`.
 */
const sortName = (callerId: number) =>
  sql<string>`(case when ${users.silentUser} and ${users.id} <> ${callerId} then ''
    else concat_ws(' ', nullif(${users.firstName}, ''), nullif(${users.lastName}, '')) end) collate "und-x-icu"`;

/** Up to `limit` users of the caller's corporate after `after` (by name, then id), named as `sortName`. */
export function usersPage(
  db: Db,
  caller: { corporateId: number; id: number },
  after: { name: string; id: number } | null,
  limit: number,
): Promise<{ id: number; name: string }[]> {
  const name = sortName(caller.id);
  const conds: SQL[] = [eq(users.corporateId, caller.corporateId)];
  if (after) conds.push(sql`(${name}, ${users.id}) > (${after.name}, ${after.id})`);
  return db
    .select({ id: users.id, name })
    .from(users)
    .where(and(...conds))
    .orderBy(name, users.id)
    .limit(limit);
}

/** Groups of `creator`'s values, removed creators (null) as one. */
const groupCount = (creator: Column) =>
  sql<number>`coalesce(count(distinct ${creator}) + max(case when ${creator} is null then 1 else 0 end), 0)::int`;

/** How many rows 'Reports by status' by adviser has: the creators (removed ones as one) of the filtered reports. */
export async function creatorCount(db: Db, source: ReportSource): Promise<number> {
  const t = analyticsReportMonths;
  const [row] = source.months
    ? await db
        .select({ n: groupCount(t.createdBy) })
        .from(t)
        .where(source.months.creator.where(t))
    : await db
        .select({ n: groupCount(forms.createdBy) })
        .from(forms)
        .where(source.reports);
  return Number(row?.n ?? 0);
}
