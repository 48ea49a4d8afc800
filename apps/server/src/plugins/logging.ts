/**
 * pino options for Fastify. Request logs carry method, URL path, status and timing, never bodies; redaction
 * removes Authorization and cookies and any password, token or e-mail field that might slip into a log object.
 */
import type { FastifyLoggerOptions } from 'fastify';

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.jwt',
  '*.email',
  'password',
  'token',
  'jwt',
  'email',
];

export function loggerOptions(
  level: string,
): FastifyLoggerOptions & { redact: { paths: string[]; censor: string } } {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // The query string may carry tokens: log the path only.
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        path: req.url.split('?')[0],
      }),
    },
  };
}
