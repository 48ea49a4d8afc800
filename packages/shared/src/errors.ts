/**
 * Error codes carried in `{ error: { code, message } }` bodies by the API, and the one HTTP status each code is
 * sent with (`ERROR_STATUS`). The server's `ApiError` takes its status from this map, so a status can never
 * disagree with its code; the web reads `code`, never the status, to decide what to show.
 */
export const ERROR_STATUS = {
  /** 400: the request is malformed or breaks a rule (`issues: [{ path, message }]` when a field is at fault). */
  VALIDATION: 400,
  /** 400: the current password given to change-password is wrong, or the new one is not allowed. */
  PASSWORD_CHANGE_FAILED: 400,
  /** 400: the password given to leave Consult Mode is not the adviser's (ADR 0016). */
  CONSULT_EXIT_FAILED: 400,
  /** 401: no live session (missing, expired, revoked or idle token). */
  UNAUTHENTICATED: 401,
  /** 401: sign-in with a wrong e-mail or password. */
  INVALID_CREDENTIALS: 401,
  /** 403: signed in, but without the permission the call needs. */
  FORBIDDEN: 403,
  /** 403: a sensitive action needs the password (or a code) confirmed within the last few minutes (ADR 0018). */
  REAUTH_REQUIRED: 403,
  /** 403: the magic-link customer asked to delete an option their adviser chose (only their own may go). */
  MAGIC_OPTION_NOT_OWN: 403,
  /** 404: unknown, or outside the caller's scope (never 403: no existence oracle). */
  NOT_FOUND: 404,
  /** 409: the `version` sent is stale, or the thing is not in a state for this call (e.g. a PDF not done yet). */
  CONFLICT: 409,
  /** 409: a PDF asked of a report without a customer or without an option to compare (`missing`: api/reports.ts). */
  REPORT_INCOMPLETE: 409,
  /** 404: a magic link token that matches no link (magic-link/redeem). */
  MAGIC_LINK_INVALID: 404,
  /** 410: a magic link already redeemed (links work once). */
  MAGIC_LINK_USED: 410,
  /** 410: a magic link past its expiry, or expired by the adviser. */
  MAGIC_LINK_EXPIRED: 410,
  /** 410: a magic link the adviser cancelled, or whose report was deleted. */
  MAGIC_LINK_CANCELLED: 410,
  /** 410: a magic link replaced by a newer one (resend). */
  MAGIC_LINK_REPLACED: 410,
  /** 410: a magic link of a report the customer has completed (and may not review). */
  MAGIC_LINK_COMPLETED: 410,
  /** 413: the body is larger than the server takes (1 MiB). */
  PAYLOAD_TOO_LARGE: 413,
  /** 415: a body of a type the server does not read (JSON and form-encoded only). */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** 429: too many attempts (`seconds` to wait, also in Retry-After). */
  RATE_LIMITED: 429,
  /** 500: a fault on the server (generic message; details only in the server log). */
  INTERNAL: 500,
  /** 503: a dependency is down (e.g. the database for /api/ready); try again later. */
  UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** The status a code is sent with, e.g. `statusOf('CONFLICT')` → 409. */
export const statusOf = (code: ErrorCode): number => ERROR_STATUS[code];

/**
 * The code for a bare HTTP client-error status (Fastify's own errors: unparsable JSON, body too large …): the
 * first code mapped to it, else 'VALIDATION' (then sent as 400). E.g. 401 → 'UNAUTHENTICATED', 413 →
 * 'PAYLOAD_TOO_LARGE', 405 → 'VALIDATION'.
 */
export function codeForStatus(status: number): ErrorCode {
  return ERROR_CODES.find((c) => ERROR_STATUS[c] === status) ?? 'VALIDATION';
}

export interface ApiErrorBody {
  /** `code` is one of ERROR_CODES, or a module-specific code. */
  error: { code: string; message: string; seconds?: number; issues?: { path: string; message: string }[] };
}
