/** The audit log reader of the API table (see ../endpoints.ts). */
import { AuditLogRequest, AuditLogResponse } from '../audit-log.ts';
import { define } from './define.ts';

export const AUDIT_ENDPOINTS = define({
  auditLog: {
    method: 'POST',
    path: '/audit/log',
    tag: 'audit',
    summary:
      "One page of the caller's corporate's audit log, newest first, filtered by user, dates and action",
    // The corporate account's administrators (ability adminAudit).
    permission: 'updateCorporate',
    body: AuditLogRequest,
    response: AuditLogResponse,
  },
});
