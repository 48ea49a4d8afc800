/**
 * The audit module's one statement (apps/server/src/modules/README.md): appends an audit log row (design §5).
 * `details` must never hold passwords, tokens or customers' personal data.
 */
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

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
