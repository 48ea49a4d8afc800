/**
 * Spec §5 Login's field rules as plain functions, for the log-in page, which checks its fields without loading zod
 *. The server validates with the zod schemas of auth.ts (`emailField`, `passwordField`), which apply
 * the same rules in the same order; test/sign-in-rules.test.ts holds the two to the same first message on a table
 * of inputs.
 */
import { MIN_PASSWORD_LENGTH } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { EMAIL_MAX, PASSWORD_MAX } from '../sign-in-limits.ts';

const m = MESSAGES.login;

/** What an e-mail address must look like (something@something.something, no spaces); tested trimmed. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first rule an e-mail address breaks, as its message ('E-mail is required', …), or null when none. */
export function emailProblem(email: string): string | null {
  if (email.length < 1) return m.emailRequired;
  if (email.length > EMAIL_MAX) return m.emailInvalid;
  if (/\s$/.test(email)) return m.emailTrailingSpace;
  if (!EMAIL_PATTERN.test(email.trim())) return m.emailInvalid;
  return null;
}

/** The first rule a password breaks (required, at least MIN_PASSWORD_LENGTH, at most PASSWORD_MAX), or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < 1) return m.passwordRequired;
  if (password.length < MIN_PASSWORD_LENGTH) return m.passwordTooShort;
  if (password.length > PASSWORD_MAX) return `At most ${PASSWORD_MAX} characters.`;
  return null;
}
