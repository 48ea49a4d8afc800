/** POST audit/log (contract @rlc/shared api/audit-log.ts): one page of the corporate's audit log. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_ENDPOINTS, type AuditLogRequest } from '@rlc/shared';
import { callEndpoint } from '../../api/endpoint.ts';

export function useAuditLog(body: AuditLogRequest) {
  return useQuery({
    queryKey: ['admin', 'audit', body],
    queryFn: () => callEndpoint(AUDIT_ENDPOINTS.auditLog, { body }),
    // The table keeps the last page while the next loads, so paging does not flash empty.
    placeholderData: keepPreviousData,
  });
}
