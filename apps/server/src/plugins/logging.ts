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

/** Error fields that never carry personal information (PostgreSQL's SQLSTATE and the object names). */
const SAFE_ERROR_FIELDS = ['code', 'constraint', 'table', 'column', 'routine', 'statusCode'] as const;

/** A failed query's text ends with its parameters (`Failed query: …\nparams: …`): whole customer records. */
const scrubParams = (text: string) =>
  text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]');

/**
 * An error as logged: type, message and stack without a failed query's parameters, the safe fields above, and its
 * cause the same way. PostgreSQL's `detail` ('Key (email)=(…) already exists') and `where` are dropped, as are any
 * other properties (drizzle's `params`), so no customer data or e-mail reaches the log (APP 11).
 */
export function serializeError(
  err: unknown,
  depth = 0,
): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(err instanceof Error))
    return {
      type: typeof err,
      message: typeof err === 'string' ? scrubParams(err) : '[non-error thrown]',
      stack: '',
    };
  const out: { type: string; message: string; stack: string; [key: string]: unknown } = {
    type: err.constructor.name,
    message: scrubParams(err.message),
    stack: scrubParams(err.stack ?? ''),
  };
  const fields = err as unknown as Record<string, unknown>;
  for (const key of SAFE_ERROR_FIELDS) if (fields[key] !== undefined) out[key] = fields[key];
  if (err.cause !== undefined && depth < 5) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

export function loggerOptions(
  level: string,
): FastifyLoggerOptions & { redact: { paths: string[]; censor: string } } {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      err: (err: Error) => serializeError(err),
      // The query string may carry tokens: log the path only.
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        path: req.url.split('?')[0],
      }),
    },
  };
}
