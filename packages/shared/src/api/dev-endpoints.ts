/**
 * Calls under /api/dev: development only (the server registers them when NODE_ENV=development), so they are not
 * in the app's table (endpoints.ts). Same `Endpoint` shape, with `base` naming the prefix.
 *
 *   DEV_ENDPOINTS.outbox  // GET /api/dev/outbox → the 100 newest e-mails of the outbox, newest first;
 *                         // a signed-in developer only (403 FORBIDDEN for any other user)
 */
import { z } from 'zod';
import type { Endpoint } from './endpoints/define.ts';

/** URL prefix of the development calls. */
export const DEV_API_BASE = '/api/dev';

/** One e-mail of the outbox as the development route answers it (times ISO 8601; `html` null for text-only). */
export const OutboxItem = z.object({
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
export type OutboxItem = z.infer<typeof OutboxItem>;

export const DEV_ENDPOINTS = {
  outbox: {
    method: 'GET',
    path: '/outbox',
    base: DEV_API_BASE,
    tag: 'dev',
    summary: 'E-mail outbox (development only; a signed-in developer)',
    // Signed in, and the handler refuses anyone but a developer (spec §3.1 `developer`).
    permission: 'authenticated',
    response: z.array(OutboxItem),
  },
} as const satisfies Record<string, Endpoint>;
