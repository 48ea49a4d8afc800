/**
 * Serves the built web app from WEB_DIST with history-mode fallback: a GET for a non-/api path that is not a file
 * answers index.html (the staff app), or customer.html (the magic-link customer's own light entry, ADR 0015) for
 * `/magic` and the paths under it, or login.html (the log-in page's own entry, ADR 0026) for `/log-in`, each when
 * the build has it; anything unknown under /api answers 404 JSON. Without index.html the API still works.
 * Hashed assets (Vite's `assets/`) are cached for a year; index.html is revalidated every time.
 * The web build writes a `.br` and a `.gz` beside each text file (apps/web/vite.config.ts); they are sent as they
 * are to browsers that accept them (`preCompressed`, with `Vary: Accept-Encoding`), so JavaScript goes out about
 * a quarter of its size without compressing on every request. Files without a compressed twin go out raw.
 * Dot-files (the build's `.vite/manifest.json`) are not served: they fall through to the SPA fallback.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The customer's entry page (apps/web/customer.html) and the addresses it serves: `/magic` and `/magic/…`. */
export const CUSTOMER_PAGE = 'customer.html';
export const isCustomerPath = (pathname: string): boolean =>
  pathname === '/magic' || pathname.startsWith('/magic/');

/** The log-in page's own entry (apps/web/login.html, ADR 0026) and its address, `/log-in` (any query). */
export const LOGIN_PAGE = 'login.html';
export const isLoginPath = (pathname: string): boolean => pathname === '/log-in' || pathname === '/log-in/';

export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const hasIndex = existsSync(path.join(webDist, 'index.html'));
  const hasCustomer = existsSync(path.join(webDist, CUSTOMER_PAGE));
  const hasLogin = existsSync(path.join(webDist, LOGIN_PAGE));
  /** The page a history-mode address answers: a page of its own where the build has one, else the staff app. */
  const pageFor = (pathname: string): string =>
    hasCustomer && isCustomerPath(pathname)
      ? CUSTOMER_PAGE
      : hasLogin && isLoginPath(pathname)
        ? LOGIN_PAGE
        : 'index.html';
  if (hasIndex) {
    await app.register(fastifyStatic, {
      root: webDist,
      preCompressed: true,
      dotfiles: 'ignore',
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
        .sendFile(pageFor(pathname));
    }
    return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
  });
}
