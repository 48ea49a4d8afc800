/**
 * The API's error envelope `{ error: { code, message } }` (spec §7) and the one error handler that produces it.
 * User mistakes (validation, bad bodies) answer 4xx; only real faults answer 500, with a generic message.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeForStatus, ERROR_STATUS, MESSAGES, type ErrorCode } from '@rlc/shared';

/**
 * Throw from use cases and routes: becomes `{ error: { code, message, ...extra } }` sent with the status of
 * `code` in `ERROR_STATUS` (@rlc/shared errors.ts), so the two always agree.
 *
 *   throw new ApiError('CONFLICT', 'This report was changed elsewhere.');   // 409
 *
 * The older form `new ApiError(status, code, message, extra?)` is still accepted while callers move over; it
 * throws a TypeError at once when `status` is not the code's status.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly extra: Record<string, unknown>;
  constructor(code: ErrorCode, message: string, extra?: Record<string, unknown>);
  /** @deprecated pass the code only: `new ApiError(code, message, extra)`. */
  constructor(status: number, code: ErrorCode, message: string, extra?: Record<string, unknown>);
  constructor(
    ...args:
      [ErrorCode, string, Record<string, unknown>?] | [number, ErrorCode, string, Record<string, unknown>?]
  ) {
    const [status, code, message, extra] = typeof args[0] === 'number' ? args : [undefined, ...args];
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.extra = extra ?? {};
    if (status !== undefined && status !== this.statusCode)
      throw new TypeError(`ApiError: status ${status} disagrees with ${code} (${this.statusCode})`);
  }
}

export const unauthenticated = () => new ApiError('UNAUTHENTICATED', 'Not signed in.');
export const forbidden = () => new ApiError('FORBIDDEN', MESSAGES.accessDeniedText);
export const notFound = (what = 'Not found.') => new ApiError('NOT_FOUND', what);
/** 400 VALIDATION with one field issue, e.g. `validationError('Unknown charge fee.', 'data.chargeFeeId')`. */
export const validationError = (message: string, path = '') =>
  new ApiError('VALIDATION', message, { issues: [{ path, message }] });

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
      // Fastify's own client errors: unparsable JSON, unsupported media type, body too large, ... A status
      // without a code of its own is sent as 400 VALIDATION, so the status is always the code's.
      const code = codeForStatus(status);
      return reply.code(ERROR_STATUS[code]).send({ error: { code, message: err.message } });
    }
    request.log.error({ err }, 'request failed');
    return reply.code(ERROR_STATUS.INTERNAL).send({ error: { code: 'INTERNAL', message: MESSAGES.generic } });
  });
}

/**
 * Fastify's `frameworkErrors` option: errors raised while routing, before any hook or the error handler runs (a
 * path that is not valid percent-encoding, a path parameter longer than the router allows). Fastify would answer
 * them with its own body, echoing the path; we answer 400 VALIDATION in the app's shape, without the path.
 */
export function frameworkErrorReply(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is too long.'
      : 'The address is not valid.';
  void reply
    .code(ERROR_STATUS.VALIDATION)
    .header('cache-control', 'no-store')
    .send({ error: { code: 'VALIDATION', message } });
}
