/** Liveness (`/api/health`: the process answers; no I/O) and readiness (`/api/ready`: the database answers). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Endpoint } from '@rlc/shared';
import { serve } from '../../http/route.ts';
import { depsOf } from '../../plugins/context.ts';
import { checkReady } from './check-ready.ts';

/** Outside /api/app/v1 (under /api), so not in the shared table: only probes call them. */
const HEALTH = {
  method: 'GET',
  path: '/health',
  tag: 'health',
  summary: 'Liveness: the process answers',
  permission: 'public',
  response: z.object({ status: z.literal('ok') }),
} as const satisfies Endpoint;
const READY = {
  method: 'GET',
  path: '/ready',
  tag: 'health',
  summary: 'Readiness: the database answers (503 UNAVAILABLE otherwise)',
  permission: 'public',
  response: z.object({ status: z.literal('ready') }),
} as const satisfies Endpoint;

export function healthRoutes(app: FastifyInstance): Promise<void> {
  serve(app, HEALTH, () => ({ status: 'ok' as const }), { logLevel: 'warn' });
  serve(app, READY, ({ request }) => checkReady({ ...depsOf(app), log: request.log }), { logLevel: 'warn' });
  return Promise.resolve();
}
