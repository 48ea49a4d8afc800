/**
 * GET /api/dev/outbox: the newest outbox messages as JSON, for the web app's development page.
 * Registered only when NODE_ENV=development (see app.ts): in production the route does not exist.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Endpoint } from '@rlc/shared';
import { serve } from '../../http/route.ts';
import { depsOf } from '../../plugins/context.ts';
import { listOutbox } from './list-outbox.ts';

const OutboxItem = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/** Under /api/dev, development only: not part of the app's API table. */
const OUTBOX = {
  method: 'GET',
  path: '/outbox',
  tag: 'dev',
  summary: 'E-mail outbox (development only)',
  permission: 'public',
  response: z.array(OutboxItem),
} as const satisfies Endpoint;

export function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  serve(app, OUTBOX, () => listOutbox(depsOf(app)));
  return Promise.resolve();
}
