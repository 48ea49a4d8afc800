/**
 * The SQL of the Excel export's batches (../adviser-batches.ts): keyset pages of the corporate's users in the
 * screen's default order, and how many creators a 'Reports by status' by adviser has ('Reports by status' for some
 * creators only is months/repository.ts `creatorsStatus`).
 */
import { and, eq, not, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { analyticsReportMonths, forms, userNameInOrder, users } from '../../../db/schema/index.ts';
import type { ReportSource } from '../queries.ts';

/**
 * Up to `limit` users of the caller's corporate after `after`, in the screens' order of names (`userNameInOrder`,
 * then id: a range of users_corporate_name_idx), named as the analytics sources name them (get-sources.ts). Hidden
 * users other than the caller are left out (the sources do not name them: `hiddenUsers`).
 */
export function usersPage(
  db: Db,
  caller: { corporateId: number; id: number },
  after: { name: string; id: number } | null,
  limit: number,
): Promise<{ id: number; name: string }[]> {
  const name = userNameInOrder(users);
  const conds: SQL[] = [eq(users.corporateId, caller.corporateId), shown(caller.id)];
  if (after) conds.push(sql`(${name}, ${users.id}) > (${after.name}, ${after.id})`);
  return db
    .select({ id: users.id, name })
    .from(users)
    .where(and(...conds))
    .orderBy(name, users.id)
    .limit(limit);
}

/** The users the analytics sources name: all but the hidden ones other than the caller. */
const shown = (callerId: number) => or(eq(users.silentUser, false), eq(users.id, callerId))!;

/** The hidden users of the caller's corporate other than the caller (a few demo users), whose rows are named ''. */
export async function hiddenUsers(db: Db, caller: { corporateId: number; id: number }): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.corporateId, caller.corporateId), not(shown(caller.id))));
  return rows.map((r) => r.id);
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
