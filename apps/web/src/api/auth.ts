/**
 * Authentication and account calls (spec §7), each one endpoint of the shared table (@rlc/shared
 * api/endpoints.ts) called through `callEndpoint`; payload and answer shapes are that table's schemas.
 */
import {
  AUTH_ENDPOINTS,
  COMMUNITIES_ENDPOINTS,
  type ChangePasswordRequest,
  type LoginRequest,
} from '@rlc/shared';
import { callEndpoint } from './endpoint.ts';

/** Login answers 401/429 for bad credentials or rate limit: no logout redirect for those. */
export const login = (body: LoginRequest) =>
  callEndpoint(AUTH_ENDPOINTS.login, { body, noAuthRedirect: true });

export const fetchAuth = () => callEndpoint(AUTH_ENDPOINTS.auth);

/** The idle check: a 401 here means the session died of inactivity (spec §8). */
export const fetchIsAuth = () => callEndpoint(AUTH_ENDPOINTS.isAuth, { noteOn401: 'inactivity' });

export const logoutCall = () => callEndpoint(AUTH_ENDPOINTS.logout, { noAuthRedirect: true });

export const changePassword = (body: ChangePasswordRequest) =>
  callEndpoint(AUTH_ENDPOINTS.changePassword, { body, noAuthRedirect: false });

/** Forgot password request (spec: "resetPassword: email and a fixed code field"). */
export const requestPasswordReset = (email: string) =>
  callEndpoint(AUTH_ENDPOINTS.resetPassword, { body: { email, code: 'forgot' }, noAuthRedirect: true });

/** Completing the reset from the e-mailed link (our design). */
export const completePasswordReset = (token: string, newPassword: string) =>
  callEndpoint(AUTH_ENDPOINTS.completeReset, { body: { token, newPassword }, noAuthRedirect: true });

export const recordConsent = () => callEndpoint(AUTH_ENDPOINTS.consent);

export const fetchCommunities = () => callEndpoint(COMMUNITIES_ENDPOINTS.listCommunities);
