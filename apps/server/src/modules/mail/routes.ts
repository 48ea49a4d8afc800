/**
 * GET /api/dev/outbox: the newest outbox messages as JSON, for the web app's development page.
 * Registered only when NODE_ENV=development (see app.ts): in production the route does not exist. Even then it
 * answers only a signed-in developer (spec §3.1 `developer`): the outbox holds other users' reset and magic links.
 */
import type { FastifyInstance } from 'fastify';
import { DEV_ENDPOINTS } from '@rlc/shared';
import { serve } from '../../http/route.ts';
import { depsOf } from '../../plugins/context.ts';
import { forbidden } from '../../plugins/errors.ts';
import { listOutbox } from './list-outbox.ts';

/** Registered under DEV_ENDPOINTS.outbox.base (app.ts): development only, not part of the app's API table. */
export function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  serve(app, DEV_ENDPOINTS.outbox, ({ principal }) => {
    // The outbox holds every user's reset and magic links: only a developer may read it.
    if (!principal.user.developer) throw forbidden();
    return listOutbox(depsOf(app));
  });
  return Promise.resolve();
}
