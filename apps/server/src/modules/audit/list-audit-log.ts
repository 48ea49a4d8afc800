/**
 * POST audit/log: one page of the caller's corporate's audit log, newest first. Days are calendar days
 * in ANALYTICS_TIME_ZONE (Sydney), as on the Analytics screen: `from` from its midnight, `to` up to the next
 * midnight. The user filter only narrows within the corporate: another corporate's user id finds nothing.
 */
import {
  ANALYTICS_TIME_ZONE,
  dayStart,
  datesWindow,
  type AuditLogRequest,
  type AuditLogResponse,
} from '@rlc/shared';
import type { Deps } from '../../plugins/context.ts';
import type { Principal } from '../auth/index.ts';
import { auditActions, auditCount, auditPage, type AuditFilter } from './repository.ts';

export async function listAuditLog(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: Principal,
  body: AuditLogRequest,
): Promise<AuditLogResponse> {
  const page = body.page ?? 0;
  const pageSize = body.pageSize ?? 50;
  const filter: AuditFilter = {
    corporateId: caller.user.corporateId,
    userId: body.userId,
    from: body.from ? dayStart(body.from, ANALYTICS_TIME_ZONE) : undefined,
    before: body.to
      ? datesWindow({ option: 'range', from: body.to, to: body.to }, deps.clock())?.until
      : undefined,
    actionPrefix: body.action || undefined,
  };
  const [rows, total, actions] = await Promise.all([
    auditPage(deps.db, filter, page * pageSize, pageSize),
    auditCount(deps.db, filter),
    auditActions(deps.db, filter.corporateId),
  ]);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      action: r.action,
      userId: r.userId,
      userName: r.email === null ? null : `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || null,
      userEmail: r.email,
      ip: r.ip,
      details: r.details,
    })),
    total,
    actions,
  };
}
