/**
 * Multi-factor sign-in, re-authentication and MFA policy calls (@rlc/shared api/endpoints/mfa.ts).
 * The two sign-in steps answer 401 for a used or expired challenge: no logout redirect for those.
 */
import { MFA_ENDPOINTS, type MfaPolicy, type ReauthRequest } from '@rlc/shared';
import { callEndpoint } from './endpoint.ts';

export const loginMfa = (challenge: string, code: string) =>
  callEndpoint(MFA_ENDPOINTS.loginMfa, { body: { challenge, code }, noAuthRedirect: true });
export const loginMfaEnrol = (challenge: string) =>
  callEndpoint(MFA_ENDPOINTS.loginMfaEnrol, { body: { challenge }, noAuthRedirect: true });

export const fetchMfaStatus = () => callEndpoint(MFA_ENDPOINTS.mfaStatus);
export const setupMfa = () => callEndpoint(MFA_ENDPOINTS.mfaSetup);
export const confirmMfa = (code: string) => callEndpoint(MFA_ENDPOINTS.mfaConfirm, { body: { code } });
export const disableMfa = (password: string, code: string) =>
  callEndpoint(MFA_ENDPOINTS.mfaDisable, { body: { password, code } });
/** Ten new recovery codes (the old ones stop working); 403 REAUTH_REQUIRED without a recent confirmation. */
export const renewRecoveryCodes = () => callEndpoint(MFA_ENDPOINTS.mfaRecoveryCodes);
/** An administrator clears another user's MFA and ends their sessions; 403 REAUTH_REQUIRED as above. */
export const resetUserMfa = (userId: number) =>
  callEndpoint(MFA_ENDPOINTS.resetUserMfa, { params: { userId } });
export const reauth = (body: ReauthRequest) => callEndpoint(MFA_ENDPOINTS.reauth, { body });

export const fetchMfaPolicy = () => callEndpoint(MFA_ENDPOINTS.mfaPolicy);
export const updateMfaPolicy = (policy: MfaPolicy) =>
  callEndpoint(MFA_ENDPOINTS.updateMfaPolicy, { body: { policy } });
