/**
 * Multi-factor sign-in, re-authentication and the corporate MFA policy (../mfa.ts,
 * docs/adr/0018-mfa-and-reauthentication.md). The two sign-in steps are public (tag 'auth'); the rest need a
 * session and are tagged 'mfa', which Consult Mode does not allow.
 */
import { z } from 'zod';
import { LoginResponse } from '../auth.ts';
import {
  LoginMfaEnrolRequest,
  LoginMfaRequest,
  MfaConfirmRequest,
  MfaDisableRequest,
  MfaPolicyBody,
  MfaPolicyResponse,
  MfaSetupResponse,
  MfaStatusResponse,
  ReauthRequest,
  ReauthResponse,
  RecoveryCodesResponse,
} from '../mfa.ts';
import { UserResponse } from '../users.ts';
import { define, MessageResponse, pgId } from './define.ts';

export const MFA_ENDPOINTS = define({
  loginMfa: {
    method: 'POST',
    path: '/login/mfa',
    tag: 'auth',
    summary:
      'Second sign-in step: the pending challenge and a TOTP or recovery code (confirms a forced enrolment)',
    permission: 'public',
    body: LoginMfaRequest,
    response: LoginResponse.extend(RecoveryCodesResponse.partial().shape),
  },
  loginMfaEnrol: {
    method: 'POST',
    path: '/login/mfa/enrol',
    tag: 'auth',
    summary: 'A new TOTP secret for a user whose corporate requires MFA, during the pending sign-in step',
    permission: 'public',
    body: LoginMfaEnrolRequest,
    response: MfaSetupResponse,
  },
  mfaStatus: {
    method: 'GET',
    path: '/account/mfa',
    tag: 'mfa',
    summary: "Own MFA state: on or off, required by the corporate's policy, recovery codes left",
    permission: 'authenticated',
    response: MfaStatusResponse,
  },
  mfaSetup: {
    method: 'POST',
    path: '/account/mfa/setup',
    tag: 'mfa',
    summary: 'Start enrolment: a new TOTP secret (QR code and text), unconfirmed until mfaConfirm',
    permission: 'authenticated',
    response: MfaSetupResponse,
  },
  mfaConfirm: {
    method: 'POST',
    path: '/account/mfa/confirm',
    tag: 'mfa',
    summary: 'Confirm enrolment with a code: MFA on, ten recovery codes shown once',
    permission: 'authenticated',
    body: MfaConfirmRequest,
    response: RecoveryCodesResponse,
  },
  mfaDisable: {
    method: 'POST',
    path: '/account/mfa/disable',
    tag: 'mfa',
    summary: 'Turn MFA off (password and a code; refused while the corporate requires it of the user)',
    permission: 'authenticated',
    body: MfaDisableRequest,
    response: MessageResponse,
  },
  mfaRecoveryCodes: {
    method: 'POST',
    path: '/account/mfa/recovery-codes',
    tag: 'mfa',
    summary:
      'Ten new recovery codes, shown once; the old ones stop working (403 REAUTH_REQUIRED without a recent confirmation)',
    permission: 'authenticated',
    response: RecoveryCodesResponse,
  },
  resetUserMfa: {
    method: 'POST',
    path: '/user/:userId/mfa/reset',
    tag: 'mfa',
    summary:
      "An administrator clears another user's MFA and ends their sessions (403 REAUTH_REQUIRED without a recent confirmation; 404 for another corporate's user)",
    permission: 'updateUser',
    params: z.object({ userId: pgId }),
    response: UserResponse,
  },
  reauth: {
    method: 'POST',
    path: '/reauth',
    tag: 'mfa',
    summary: 'Confirm the password (or a code) to allow sensitive actions for a few minutes on this session',
    permission: 'authenticated',
    body: ReauthRequest,
    response: ReauthResponse,
  },
  mfaPolicy: {
    method: 'GET',
    path: '/corporate/mfa-policy',
    tag: 'mfa',
    summary: "The corporate's MFA rule (optional, admins, all) and how many active users have MFA on",
    permission: 'updateCorporate',
    response: MfaPolicyResponse,
  },
  updateMfaPolicy: {
    method: 'POST',
    path: '/corporate/mfa-policy',
    tag: 'mfa',
    summary: "Set the corporate's MFA rule; users it newly covers enrol at their next sign-in",
    permission: 'updateCorporate',
    body: MfaPolicyBody,
    response: MfaPolicyResponse,
  },
});
