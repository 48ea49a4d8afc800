/**
 * The one shape of every admin change of a resource (article, webinar, adviser): in one transaction, the
 * caller's corporate's row locked (another corporate's or an unknown id: 404 with `missing`), the change, and an
 * audit row `<action>` with the id and before → after. A create has no "before" row.
 */
import { audit } from '../audit/index.ts';
import { notFound } from '../../plugins/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { ResourcesCaller, ResourcesDeps } from './deps.ts';
import type { Stamp } from './repository.ts';

interface Edit<Row> {
  action: string;
  /** The 404 message. */
  missing: string;
  /** The row as it is, locked; null when missing. */
  lock: (tx: DbOrTx, corporateId: number) => Promise<Row | null>;
  /** The change; the row after it (null once deleted). */
  apply: (tx: DbOrTx, corporateId: number, stamp: Stamp) => Promise<Row | null>;
}

/** Changes one of the caller's corporate's rows; answers the row after the change (null after a delete). */
export async function auditedEdit<Row extends { id: number }>(
  deps: ResourcesDeps,
  caller: ResourcesCaller,
  edit: Edit<Row>,
): Promise<Row | null> {
  const corporateId = caller.user.corporateId;
  const stamp = { userId: caller.user.id, now: deps.clock() };
  return deps.db.transaction(async (tx) => {
    const before = await edit.lock(tx, corporateId);
    if (!before) throw notFound(edit.missing);
    const after = await edit.apply(tx, corporateId, stamp);
    await audit(tx, {
      action: edit.action,
      at: stamp.now,
      userId: caller.user.id,
      corporateId,
      details: { id: before.id, before: withoutStamps(before), after: after && withoutStamps(after) },
    });
    return after;
  });
}

/** Adds a row to the caller's corporate and audits `<action>` with what was written. */
export async function auditedCreate<Row extends { id: number }>(
  deps: ResourcesDeps,
  caller: ResourcesCaller,
  action: string,
  insert: (tx: DbOrTx, corporateId: number, stamp: Stamp) => Promise<Row>,
): Promise<Row> {
  const corporateId = caller.user.corporateId;
  const stamp = { userId: caller.user.id, now: deps.clock() };
  return deps.db.transaction(async (tx) => {
    const row = await insert(tx, corporateId, stamp);
    await audit(tx, {
      action,
      at: stamp.now,
      userId: caller.user.id,
      corporateId,
      details: { id: row.id, after: withoutStamps(row) },
    });
    return row;
  });
}

// The audit row says what changed; who and when are the audit row's own columns.
function withoutStamps<Row>(row: Row): Record<string, unknown> {
  const {
    createdAt: _c,
    updatedAt: _u,
    updatedBy: _b,
    corporateId: _k,
    ...rest
  } = row as Record<string, unknown>;
  return rest;
}
