/**
 * Analytics calls of spec §7 under /api/app/v1, registered from the endpoint table of @rlc/shared
 * (api/endpoints/analytics.ts). Each handler calls one use case with the app's deps and the caller.
 */
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@rlc/shared';
import { serve } from '../../http/route.ts';
import { depsOf } from '../../plugins/context.ts';
import { requireRecentAuth } from '../auth/index.ts';
import { exportExcel } from './export-excel.ts';
import { getSources } from './get-sources.ts';
import { runQuery } from './run-query.ts';
import { XLSX_TYPE } from './workbook.ts';

export function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  serve(app, ENDPOINTS.analyticsSources, ({ principal }) => getSources(deps, principal));
  serve(app, ENDPOINTS.analyticsQuery, ({ principal, params, body }) =>
    runQuery(deps, principal, params.queryName, body),
  );
  // The query runs (and may refuse) before the headers go; the workbook then streams into the answer. An export
  // takes many customers' data away: the password confirmed within the last minutes (ADR 0018).
  serve(app, ENDPOINTS.analyticsExcel, async ({ principal, params, body, reply, request }) => {
    await requireRecentAuth(deps.db, principal, deps.clock());
    const { fileName, write } = await exportExcel(deps, principal, params.queryName, body, request.ip);
    const stream = new PassThrough();
    write(stream).catch((err: unknown) => stream.destroy(err as Error));
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
  return Promise.resolve();
}
