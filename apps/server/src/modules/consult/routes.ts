/** Consult Mode calls (ADR 0016) under /api/app/v1, registered from the endpoint table of @rlc/shared. */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@rlc/shared';
import { serve } from '../../http/route.ts';
import { depsOf } from '../../plugins/context.ts';
import { enterConsult } from './enter-consult.ts';
import { exitConsult } from './exit-consult.ts';

export function consultRoutes(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  serve(app, ENDPOINTS.enterConsultMode, ({ principal, body, request }) =>
    enterConsult(deps, principal, body.formId, request.ip),
  );
  serve(app, ENDPOINTS.exitConsultMode, ({ principal, body, request }) =>
    exitConsult(deps, principal, body.password, request.ip),
  );
  return Promise.resolve();
}
