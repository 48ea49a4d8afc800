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

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
  });
}
