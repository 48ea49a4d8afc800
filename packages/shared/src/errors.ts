/** Error codes carried in `{ error: { code, message } }` bodies by the API. */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION',
  'CONFLICT',
  'RATE_LIMITED',
  'INVALID_CREDENTIALS',
  'PASSWORD_CHANGE_FAILED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  /** `code` is one of ERROR_CODES, or a module-specific code. */
  error: { code: string; message: string; seconds?: number; issues?: { path: string; message: string }[] };
}
