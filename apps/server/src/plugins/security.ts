/**
 * Security headers (@fastify/helmet) with a Content Security Policy for the Vite + MUI single-page app:
 * scripts only from our origin; styles from our origin plus inline (emotion injects <style> tags at run time);
 * images may be data:/blob: URLs (icons, generated charts); no framing; no plugins.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // The app is often served over plain http on 127.0.0.1; upgrading would break its own requests.
  upgradeInsecureRequests: null,
};

/** HSTS for a year with subdomains; sent only on https answers (RFC 6797 §7.2: hosts must not send it over http). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Registers the headers. Besides helmet's set: X-Frame-Options DENY (agreeing with `frame-ancestors 'none'` for
 * browsers that only know the older header), Strict-Transport-Security only when the request came over https
 * (behind a proxy, with Fastify's trustProxy, that is X-Forwarded-Proto), and `Cache-Control: no-store` on every
 * API answer that did not set its own, so customers' finances are never kept by a shared or browser cache
 * (OWASP ASVS 5.0 V14.3).
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
