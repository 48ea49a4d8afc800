/**
 * GET /api/dev/outbox: the newest outbox messages as JSON, for the web app's development page.
 * Registered only when NODE_ENV=development (see app.ts): in production the route does not exist.
 */
import type { FastifyInstance } from 'fastify';
import { DEV_ENDPOINTS } from '@rlc/shared';
import { serve } from '../../http/route.ts';
import { depsOf } from '../../plugins/context.ts';
import { listOutbox } from './list-outbox.ts';

/** Registered under DEV_ENDPOINTS.outbox.base (app.ts): development only, not part of the app's API table. */
export function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  serve(app, DEV_ENDPOINTS.outbox, () => listOutbox(depsOf(app)));
  return Promise.resolve();
}
