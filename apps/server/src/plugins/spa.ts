/**
 * Serves the built web app from WEB_DIST with history-mode fallback: a GET for a non-/api path that is not a file
 * answers index.html; anything unknown under /api answers 404 JSON. Without index.html the API still works.
 * Hashed assets (Vite's `assets/`) are cached for a year; index.html is revalidated every time.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const hasIndex = existsSync(path.join(webDist, 'index.html'));
  if (hasIndex) {
    await app.register(fastifyStatic, {
      root: webDist,
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (!isApi && hasIndex && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });
}
