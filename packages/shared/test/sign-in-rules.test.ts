/**
 * The log-in page's plain rules (api/sign-in-rules.ts) and the server's zod schemas (api/auth.ts) give the same
 * first message for the same input (spec §5 Login), so the page says what the server would.
 */
import { describe, expect, it } from 'vitest';
import { emailField, emailProblem, MESSAGES, passwordField, passwordProblem } from '../src/index.ts';
import type { z } from 'zod';

const m = MESSAGES.login;
/** The zod schema's first issue message, or null when valid. */
const firstIssue = (schema: z.ZodType, value: string) => {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? null);
};

describe('sign-in rules', () => {
  // Each rule in turn: empty, too long (254 is RFC 5321's limit: 250 + '@b.co' is 255), trailing space, no shape.
  const emails: [string, string | null][] = [
    ['', m.emailRequired],
    [`${'a'.repeat(250)}@b.co`, m.emailInvalid],
    ['a@b.co ', m.emailTrailingSpace],
    ['a@b.co\t', m.emailTrailingSpace],
    [' a@b.co', null], // a leading space is tested trimmed (spec §5 names only the trailing one)
    ['not-an-email', m.emailInvalid],
    ['a@b', m.emailInvalid],
    ['a b@c.de', m.emailInvalid],
    ['someone@demo.test', null],
  ];
  it.each(emails)('e-mail %j → %j, as the server says', (email, expected) => {
    expect(emailProblem(email)).toBe(expected);
    expect(firstIssue(emailField, email)).toBe(expected);
  });

  // Required, then at least 8 (MIN_PASSWORD_LENGTH), then at most 256 (PASSWORD_MAX).
  const passwords: [string, string | null][] = [
    ['', m.passwordRequired],
    ['short7!', m.passwordTooShort],
    ['12345678', null],
    ['x'.repeat(256), null],
    ['x'.repeat(257), 'At most 256 characters.'],
  ];
  it.each(passwords)('password of %# → %j, as the server says', (password, expected) => {
    expect(passwordProblem(password)).toBe(expected);
    expect(firstIssue(passwordField, password)).toBe(expected);
  });
});
