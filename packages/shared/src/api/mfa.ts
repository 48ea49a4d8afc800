/**
 * Payloads of multi-factor sign-in (TOTP, RFC 6238), recovery codes, re-authentication and the corporate MFA
 * policy (ASVS 5.0 level 2; docs/adr/0018-mfa-and-reauthentication.md).
 *
 * Sign-in with MFA is two steps: POST login answers `{ mfa: { challenge, enrol } }` instead of a session when the
 * user has MFA (or must enrol); POST login/mfa with the challenge and a code then answers the usual LoginResponse.
 */
import { z } from 'zod';
import { PASSWORD_MAX, TOKEN_MAX } from '../limits.ts';

/** Digits of a TOTP code and seconds of its time step (RFC 6238's defaults, what authenticator apps show). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Recovery codes made at enrolment, each usable once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long a sensitive action stays allowed after a password or code confirmation (or a sign-in). */
export const REAUTH_WINDOW_MINUTES = 5;
/** How long the pending sign-in step (between password and code) lives. */
export const MFA_CHALLENGE_MINUTES = 5;

export const MFA_TEXT = {
  codeLabel: 'Authentication code',
  codeHelp: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
  codeRequired: 'Enter the code from your authenticator app.',
  codeInvalid: 'That code is not valid. Please try again.',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  notEnrolled: 'Multi-factor sign-in is not set up.',
  alreadyEnabled: 'Multi-factor sign-in is already on.',
  disabled: 'Multi-factor sign-in is off.',
  passwordWrong: 'The password is not correct.',
  reauthRequired: 'Please confirm your password to continue.',
  reauthFailed: 'The password or code is not correct.',
  requiredByPolicy: 'Your organisation requires multi-factor sign-in. Set it up to continue.',
  // An administrator's reset of another user's MFA, and new recovery codes (ADR 0025).
  resetDone: 'Multi-factor sign-in reset',
  resetFailed: 'Error resetting multi-factor sign-in',
  resetNotEnrolled: 'Error resetting multi-factor sign-in: this user has not set it up.',
  resetSelf:
    'Error resetting multi-factor sign-in: you cannot reset your own here; use Account › Multi-factor sign-in.',
  recoveryCodesFailed: 'Error making new recovery codes',
} as const;

/** A TOTP code (6 digits; spaces allowed as apps show '123 456') or a recovery code ('abcde-12345'). */
export const MfaCode = z
  .string({ error: MFA_TEXT.codeRequired })
  .trim()
  .min(1, MFA_TEXT.codeRequired)
  .max(32, MFA_TEXT.codeInvalid);

/** The pending sign-in step's token (random, 32 bytes base64url; only its SHA-256 is stored). */
const Challenge = z.string().min(20).max(TOKEN_MAX);

/** POST login's answer when a second step is needed: `enrol` true when the user must set MFA up first. */
export const MfaChallengeResponse = z.object({
  mfa: z.object({ challenge: z.string(), enrol: z.boolean() }),
});
export type MfaChallengeResponse = z.infer<typeof MfaChallengeResponse>;

export const LoginMfaRequest = z.object({ challenge: Challenge, code: MfaCode });
export type LoginMfaRequest = z.infer<typeof LoginMfaRequest>;
export const LoginMfaEnrolRequest = z.object({ challenge: Challenge });

/**
 * A new TOTP secret to add to an authenticator app: `secret` base32 (RFC 4648) to type in, `otpauthUri` the
 * `otpauth://totp/…` key URI, `qrDataUrl` that URI as a QR code image (a `data:image/png` URL). Shown once,
 * before confirmation; never answered again.
 */
export const MfaSetupResponse = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrDataUrl: z.string(),
});
export type MfaSetupResponse = z.infer<typeof MfaSetupResponse>;

export const MfaConfirmRequest = z.object({ code: MfaCode });
/** The recovery codes, shown once (only their hashes are kept). */
export const RecoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof RecoveryCodesResponse>;

/** Whether the signed-in user has MFA on, whether their corporate requires it of them, and unused recovery codes. */
export const MfaStatusResponse = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type MfaStatusResponse = z.infer<typeof MfaStatusResponse>;

const passwordToCheck = z.string().min(1, 'Enter your password.').max(PASSWORD_MAX);

export const MfaDisableRequest = z.object({ password: passwordToCheck, code: MfaCode });

/** Re-authentication: the password, or (for a user with MFA) a current code; one of the two. */
export const ReauthRequest = z
  .object({ password: passwordToCheck.optional(), code: MfaCode.optional() })
  .refine((r) => r.password !== undefined || r.code !== undefined, {
    message: 'Enter your password or a code.',
    path: ['password'],
  });
export type ReauthRequest = z.infer<typeof ReauthRequest>;
/** Until when (ISO 8601) sensitive actions are allowed without asking again. */
export const ReauthResponse = z.object({ until: z.string() });

/** A corporate's MFA rule: 'optional' (each user chooses), 'admins' (users holding updateCorporate), 'all' staff. */
export const MFA_POLICIES = ['optional', 'admins', 'all'] as const;
export type MfaPolicy = (typeof MFA_POLICIES)[number];
export const MFA_POLICY_LABELS: Record<MfaPolicy, string> = {
  optional: 'Optional for everyone',
  admins: 'Required for corporate administrators',
  all: 'Required for all staff',
};
export const MfaPolicyBody = z.object({ policy: z.enum(MFA_POLICIES) });
export type MfaPolicyBody = z.infer<typeof MfaPolicyBody>;

/**
 * How far MFA has reached the corporate's staff (ADR 0025): `activeUsers` its active users (hidden demo users
 * aside), `withMfa` those of them with MFA on, `coveredWithoutMfa` those the policy requires it of who have not set
 * it up yet (they will at their next sign-in; 0 under 'optional').
 */
export const MfaAdoption = z.object({
  activeUsers: z.number().int(),
  withMfa: z.number().int(),
  coveredWithoutMfa: z.number().int(),
});
export type MfaAdoption = z.infer<typeof MfaAdoption>;
/** GET and POST corporate/mfa-policy answer the rule and the adoption figures under it. */
export const MfaPolicyResponse = MfaPolicyBody.extend({ adoption: MfaAdoption });
export type MfaPolicyResponse = z.infer<typeof MfaPolicyResponse>;
