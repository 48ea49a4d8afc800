/**
 * Client-side Login and Forgot Password validation (spec §5 Login): the shared field rules (@rlc/shared
 * sign-in-rules.ts, the same as the server's schemas), the first failing message per field. Plain functions, not
 * zod: the log-in page loads no zod; useSignInForm.ts applies them (no react-hook-form either, ADR 0026).
 */
import { emailProblem, passwordProblem } from '@rlc/shared';

// Type aliases, not interfaces: the checks need them as Record<string, string>.
export type LoginForm = { email: string; password: string };
/** The forgot-password form validates e-mail the same way (spec §5). */
export type ForgotForm = { email: string };

/** Each field's first problem (checks: field → its rule), or none. */
export function problemsOf<T extends Record<string, string>>(
  values: T,
  checks: { [K in keyof T]: (value: string) => string | null },
): Partial<Record<keyof T, string>> {
  const out: Partial<Record<keyof T, string>> = {};
  for (const key of Object.keys(checks) as (keyof T)[]) {
    const problem = checks[key](values[key] ?? '');
    if (problem !== null) out[key] = problem;
  }
  return out;
}

export const LOGIN_CHECKS = { email: emailProblem, password: passwordProblem };
export const FORGOT_CHECKS = { email: emailProblem };
