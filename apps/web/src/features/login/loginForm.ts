/**
 * Client-side Login and Forgot Password validation (spec §5 Login): the shared field rules (@rlc/shared
 * sign-in-rules.ts, the same as the server's schemas), the first failing message per field. Plain functions, not
 * zod: the log-in page loads no zod (issue 16).
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
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

/** A react-hook-form resolver from per-field checks: the values as they are when all pass, else the messages. */
function resolverOf<T extends Record<string, string>>(checks: {
  [K in keyof T]: (value: string) => string | null;
}): Resolver<T> {
  return (values) => {
    const problems = problemsOf(values, checks);
    const keys = Object.keys(problems) as (keyof T & string)[];
    if (keys.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      keys.map((k) => [k, { type: 'validate', message: problems[k] }]),
    ) as FieldErrors<T>;
    return { values: {}, errors };
  };
}

export const LOGIN_CHECKS = { email: emailProblem, password: passwordProblem };
export const loginFormResolver = resolverOf<LoginForm>(LOGIN_CHECKS);
export const forgotFormResolver = resolverOf<ForgotForm>({ email: emailProblem });
