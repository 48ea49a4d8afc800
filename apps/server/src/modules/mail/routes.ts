/**
 * GET /api/dev/outbox: the newest outbox messages as JSON, for the web app's development page.
 * Registered only when NODE_ENV=development (see app.ts): in production the route does not exist.
 */
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailOutbox } from '../../db/schema/index.ts';
import { publicRoute } from '../../plugins/permissions.ts';

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

export const devOutboxRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/outbox',
    {
      config: publicRoute,
      schema: {
        tags: ['dev'],
        summary: 'E-mail outbox (development only)',
        response: { 200: z.object({ data: z.array(OutboxItem) }) },
      },
    },
    async () => {
      const rows = await app.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(100);
      return {
        data: rows.map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          text: r.text,
          html: r.html,
          status: r.status,
          error: r.error,
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt ? r.sentAt.toISOString() : null,
        })),
      };
    },
  );
  return Promise.resolve();
};
