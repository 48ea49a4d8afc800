/**
 * The audit module's statements (apps/server/src/modules/README.md): appends an audit log row (design §5) and
 * reads a corporate's log a page at a time. `details` must never hold passwords, tokens or customers' personal data.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, like, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';

export type AuditAction =
  | 'login.success'
  | 'login.failure'
  | 'login.locked'
  | 'logout'
  | 'password.change'
  | 'password.reset.request'
  | 'password.reset'
  | 'consent'
  | (string & {});

export interface AuditEntry {
  action: AuditAction;
  at: Date;
  userId?: number | null;
  corporateId?: number | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

export async function audit(db: DbOrTx, e: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: e.action,
    at: e.at,
    userId: e.userId ?? null,
    corporateId: e.corporateId ?? null,
    ip: e.ip ?? null,
    details: e.details ?? null,
  });
}

/** Filters of one page of a corporate's log; `from` inclusive, `before` exclusive instants. */
export interface AuditFilter {
  corporateId: number;
  userId?: number | undefined;
  from?: Date | undefined;
  before?: Date | undefined;
  actionPrefix?: string | undefined;
}

/**
 * A corporate's entries: those written for it, and those of its users written without a corporate (a user's
 * own events recorded before the corporate was known). Never another corporate's.
 */
function ofCorporate(db: DbOrTx, corporateId: number): SQL {
  const itsUsers = db.select({ id: users.id }).from(users).where(eq(users.corporateId, corporateId));
  return or(
    eq(auditLog.corporateId, corporateId),
    and(isNull(auditLog.corporateId), inArray(auditLog.userId, itsUsers)),
  )!;
}

function matching(db: DbOrTx, f: AuditFilter): SQL {
  const action = f.actionPrefix
    ? or(eq(auditLog.action, f.actionPrefix), like(auditLog.action, `${f.actionPrefix}.%`))
    : undefined;
  return and(
    ofCorporate(db, f.corporateId),
    f.userId !== undefined ? eq(auditLog.userId, f.userId) : undefined,
    f.from ? gte(auditLog.at, f.from) : undefined,
    f.before ? lt(auditLog.at, f.before) : undefined,
    action,
  )!;
}

/** One page, newest first (ties by id), with the user's current name and e-mail. */
export async function auditPage(db: DbOrTx, f: AuditFilter, offset: number, limit: number) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      userId: auditLog.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      ip: auditLog.ip,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(matching(db, f))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .offset(offset)
    .limit(limit);
}

export async function auditCount(db: DbOrTx, f: AuditFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(matching(db, f));
  return row?.n ?? 0;
}

/** The distinct actions of a corporate's log, alphabetically. */
export async function auditActions(db: DbOrTx, corporateId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .where(ofCorporate(db, corporateId))
    .orderBy(asc(auditLog.action));
  return rows.map((r) => r.action);
}
