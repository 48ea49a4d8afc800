/**
 * Payloads of the authentication and account calls (spec §7 "Authentication and account").
 * The server validates with these; the web app types its calls with them.
 */
import { z } from 'zod';
import { ConsultState } from './consult.ts';
import { MfaChallengeResponse } from './mfa.ts';
import { MIN_PASSWORD_LENGTH } from '../constants.ts';
import { EMAIL_MAX, PASSWORD_MAX, TOKEN_MAX } from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { EMAIL_PATTERN } from './sign-in-rules.ts';

export { emailProblem, passwordProblem } from './sign-in-rules.ts';

const m = MESSAGES.login;

/**
 * Spec §5 Login rules, in the spec's order so the first failing rule is the one shown (sign-in-rules.ts has them
 * as plain functions for the log-in page; a test keeps the two alike).
 */
export const emailField = z
  .string({ error: m.emailRequired })
  .min(1, m.emailRequired)
  .max(EMAIL_MAX, m.emailInvalid)
  .refine((v) => !/\s$/.test(v), m.emailTrailingSpace)
  .refine((v) => EMAIL_PATTERN.test(v.trim()), m.emailInvalid);

export const passwordField = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, m.passwordTooShort)
  .max(PASSWORD_MAX, `At most ${PASSWORD_MAX} characters.`);
/** A password being checked (sign-in, current password): required, at most PASSWORD_MAX characters. */
const passwordToCheck = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .max(PASSWORD_MAX, `At most ${PASSWORD_MAX} characters.`);

export const LoginRequest = z.object({
  email: emailField,
  password: passwordToCheck,
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const SessionUser = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  title: z.string().nullable(),
  roleName: z.string(),
  role_id: z.number().int(),
  state: z.enum(['active', 'disabled']),
  community_ids: z.array(z.number().int()),
  permissions: z.array(z.string()),
  mustChange: z.boolean(),
  acgAdmin: z.boolean(),
  silentUser: z.boolean(),
  developer: z.boolean(),
  accessCorporate: z.boolean(),
  initialWelcome: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  last_instructions_at: z.string().nullable(),
  /** When this user last agreed to the Terms of Use and Disclaimer (server-recorded), or null. */
  consentedAt: z.string().nullable(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** Corporate variables of spec §3.2. */
export const CorporateVars = z.object({
  id: z.number().int(),
  name: z.string(),
  renameHomeSecurityDeposit: z.string().nullable(),
  renameChargeFeesRent: z.string().nullable(),
  magicEnabled: z.boolean(),
  valuationTool: z.boolean(),
});
export type CorporateVars = z.infer<typeof CorporateVars>;

/** API constants of spec §3.2; labels the server may override. */
export const ApiConsts = z.object({
  formStatus: z.record(z.string(), z.string()),
  magicStatus: z.record(z.string(), z.string()),
  permissions: z.record(z.string(), z.string()),
  maintenance: z.object({ until: z.string(), text: z.string() }).nullable(),
});
export type ApiConsts = z.infer<typeof ApiConsts>;

/**
 * `consult`: the session's Consult Mode (ADR 0016), null when off; optional so an older answer still parses.
 */
export const AuthResponse = z.object({
  user: SessionUser,
  consts: ApiConsts,
  corp: CorporateVars,
  consult: ConsultState.nullable().optional(),
});
export type AuthResponse = z.infer<typeof AuthResponse>;

export const LoginResponse = AuthResponse.extend({ jwt: z.string(), maxIdleMin: z.number().positive() });
export type LoginResponse = z.infer<typeof LoginResponse>;
/**
 * POST login's answer: a session (LoginResponse), or, for a user with multi-factor sign-in (or whose corporate
 * requires it), the pending second step `{ mfa: { challenge, enrol } }` (api/mfa.ts).
 */
export const LoginStepResponse = z.union([LoginResponse, MfaChallengeResponse]);
export type LoginStepResponse = z.infer<typeof LoginStepResponse>;

export const IsAuthResponse = z.object({ auth: z.boolean() });

export const ChangePasswordRequest = z.object({
  currentPassword: passwordToCheck,
  newPassword: passwordField,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;
/** A successful change ends every other session and returns a fresh token for this tab. */
export const ChangePasswordResponse = z.object({ message: z.string(), jwt: z.string() });

/** Forgot password, spec §7 `POST resetPassword`: e-mail and a fixed code field; the answer never varies. */
export const ResetPasswordRequest = z.object({
  email: emailField,
  code: z.literal('forgot').default('forgot'),
});
/** Completing a reset from the e-mailed link (our design; the spec does not show it). */
export const CompleteResetRequest = z.object({
  token: z.string().min(20).max(TOKEN_MAX),
  newPassword: passwordField,
});

export const ConsentResponse = z.object({ consentedAt: z.string() });
