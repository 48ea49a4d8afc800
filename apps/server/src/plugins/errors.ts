/**
 * The API's error envelope `{ error: { code, message } }` (spec §7) and the one error handler that produces it.
 * User mistakes (validation, bad bodies) answer 4xx; only real faults answer 500, with a generic message.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorCode } from '@rlc/shared';

/** Throw from services and routes: becomes `{ error: { code, message, ...extra } }` with `statusCode`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unauthenticated = () => new ApiError(401, 'UNAUTHENTICATED', 'Not signed in.');
export const forbidden = () => new ApiError(403, 'FORBIDDEN', MESSAGES.accessDeniedText);
export const notFound = (what = 'Not found.') => new ApiError(404, 'NOT_FOUND', what);

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

interface Issue {
  path: string;
  message: string;
}

/** Field issues from the zod validator, e.g. `{ path: 'email', message: 'E-mail must be valid' }`. */
function zodIssues(validation: { instancePath?: string; message?: string; params?: unknown }[]): Issue[] {
  return validation.map((v) => {
    const params = v.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const fromIssue = params?.issue?.path?.map(String).join('.');
    return {
      path: fromIssue ?? (v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.'),
      message: v.message ?? 'Invalid value',
    };
  });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | ApiError, request, reply) => {
    if (err instanceof ApiError) {
      if (err.code === 'RATE_LIMITED' && typeof err.extra.seconds === 'number')
        reply.header('retry-after', String(err.extra.seconds));
      return reply
        .code(err.statusCode)
        .send({ error: { code: err.code, message: err.message, ...err.extra } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = zodIssues(err.validation);
      return reply
        .code(400)
        .send({ error: { code: 'VALIDATION', message: issues[0]?.message ?? 'Invalid request', issues } });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: unparsable JSON, unsupported media type, body too large, ...
      const code = CODE_BY_STATUS[status] ?? 'VALIDATION';
      return reply.code(status).send({ error: { code, message: err.message } });
    }
    request.log.error({ err }, 'request failed');
    return reply.code(500).send({ error: { code: 'INTERNAL', message: MESSAGES.generic } });
  });
}
