/**
 * Rebuilds the analytics pre-aggregates (ADR 0014) of one corporate, or of every one, from their reports, with the
 * database's `analytics_recount` (migration 0011): after a bulk load made without upkeep, and whenever drift is
 * suspected (a contract moved to another contract type or community, or deleted, changes counts the upkeep does not
 * follow). Answers, per corporate id, how many pre-aggregate rows differed from the recount (0: the upkeep was
 * exact). Each corporate is one transaction; readers see the old rows or the new, never neither.
 */
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { corporates } from '../../db/schema/index.ts';

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
