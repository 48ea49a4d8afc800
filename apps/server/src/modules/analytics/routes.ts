/**
 * Analytics calls of spec §7 under /api/app/v1, registered from the endpoint table of @rlc/shared
 * (api/endpoints/analytics.ts). Each handler calls one use case with the app's deps and the caller.
 */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@rlc/shared';
import { serve } from '../../http/route.ts';
import { depsOf } from '../../plugins/context.ts';
import { getSources } from './get-sources.ts';
import { runQuery } from './run-query.ts';

export function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  serve(app, ENDPOINTS.analyticsSources, ({ principal }) => getSources(deps, principal));
  serve(app, ENDPOINTS.analyticsQuery, ({ principal, params, body }) =>
    runQuery(deps, principal, params.queryName, body),
  );
  return Promise.resolve();
}
