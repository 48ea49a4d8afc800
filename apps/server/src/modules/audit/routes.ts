/** The audit log reader under /api/app/v1, registered from the endpoint table of @rlc/shared. */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@rlc/shared';
import { serve } from '../../http/route.ts';
import { depsOf } from '../../plugins/context.ts';
import { listAuditLog } from './list-audit-log.ts';

export function auditRoutes(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  serve(app, ENDPOINTS.auditLog, ({ principal, body }) => listAuditLog(deps, principal, body));
  return Promise.resolve();
}
