/** Liveness (`/api/health`: the process answers; no I/O) and readiness (`/api/ready`: the database answers). */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../plugins/errors.ts';
import { publicRoute } from '../../plugins/permissions.ts';

export const healthRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/health',
    {
      config: publicRoute,
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        response: { 200: z.object({ data: z.object({ status: z.literal('ok') }) }) },
      },
    },
    () => ({ data: { status: 'ok' as const } }),
  );
  app.get(
    '/ready',
    {
      config: publicRoute,
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        response: { 200: z.object({ data: z.object({ status: z.literal('ready') }) }) },
      },
    },
    async (req) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        req.log.error({ err }, 'readiness: database unreachable');
        throw new ApiError(503, 'INTERNAL', 'Database unavailable');
      }
      return { data: { status: 'ready' as const } };
    },
  );
  return Promise.resolve();
};
