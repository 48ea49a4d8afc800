/**
 * 'Reports by status' by adviser read in batches, for the Excel export ("memory flat however many rows").
 * Its rows grow with the corporate's users (one per adviser with reports), where every other query's grow with
 * communities, states or months; so only it is paged. Keyset pages of the corporate's users in the screen's default
 * order (by name, then id: an index range, users_corporate_name_idx), each page's figures aggregated for its users
 * only (the creator condition added to the statement `runQuery` uses), so a page costs its own users' rows and no
 * transaction stays open while the file downloads. The rows of hidden users (named '') and of removed users ('No
 * adviser') are aggregated apart and placed in order. Each row is the
 * one `runQuery` gives (reports-by-status.ts builds both). SQL: batches/repository.ts.
 */
import type { AnalyticsRow } from '@rlc/shared';
import type { Db } from '../../db/client.ts';
import { hiddenUsers, usersPage } from './batches/repository.ts';
import { creatorsStatus } from './months/repository.ts';
import type { ReportSource } from './queries.ts';
import type { StatusAggregate } from './repository.ts';
import { reportsByStatusTable } from './reports-by-status.ts';
import { compareNames } from './table.ts';

export { creatorCount as adviserRowCount } from './batches/repository.ts';

/** Advisers per page: a page's rows and aggregates are a few MB at most. */
export const ADVISER_BATCH = 2000;

/** The table rows of some advisers' aggregates, named from `page`. */
const rowsOf = (aggregates: StatusAggregate[], page: { id: number; name: string }[]) =>
  reportsByStatusTable(aggregates, {
    users: page.map((u) => ({ ...u, roleId: 0, active: true })),
    communities: [],
  }).rows;

/** The screen's default order of rows (reports-by-status.ts): by name, then id (none first). */
const screenOrder = (a: AnalyticsRow, b: AnalyticsRow) =>
  compareNames(String(a.name), String(b.name)) || Number(a.id ?? 0) - Number(b.id ?? 0);

/**
 * The rows of 'Reports by status' by adviser over the caller's filtered reports (`source`), in the screen's default
 * order, read `batch` advisers at a time. `caller`: the caller's corporate and user id.
 */
export async function* adviserRows(
  db: Db,
  source: ReportSource,
  caller: { corporateId: number; id: number },
  batch = ADVISER_BATCH,
): AsyncGenerator<AnalyticsRow> {
  // The rows outside the pages, each held until its turn: hidden users' (named '') and removed users' ('No
  // adviser', no id). A few at most.
  const hidden = await hiddenUsers(db, caller);
  const held = [
    ...(hidden.length > 0
      ? rowsOf(
          await creatorsStatus(db, source, hidden),
          hidden.map((id) => ({ id, name: '' })),
        )
      : []),
    ...rowsOf(await creatorsStatus(db, source, null), []),
  ].sort(screenOrder);
  let last: { name: string; id: number } | null = null;
  for (;;) {
    const page = await usersPage(db, caller, last, batch);
    if (page.length === 0) break;
    const ids = page.map((u) => u.id);
    for (const row of rowsOf(await creatorsStatus(db, source, ids), page)) {
      while (held.length > 0 && screenOrder(held[0]!, row) < 0) yield held.shift()!;
      yield row;
    }
    last = page[page.length - 1]!;
    if (page.length < batch) break;
  }
  yield* held;
}
