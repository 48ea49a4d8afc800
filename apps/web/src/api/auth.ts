/**
 * Authentication and account calls (spec §7). Payload and response shapes are the shared contract in
 * `@rlc/shared` (api/auth.ts); the paths are relative to /api/app/v1.
 */
import type {
  AuthResponse,
  ChangePasswordRequest,
  CommunitiesResponse,
  LoginRequest,
  LoginResponse,
} from '@rlc/shared';
import { api } from './client.ts';

export const AUTH_PATHS = {
  login: 'login',
  auth: 'auth',
  isAuth: 'isAuth',
  logout: 'logout',
  changePassword: 'changePassword',
  /** Forgot password request (spec: "resetPassword: email and a fixed code field"). */
  resetPassword: 'resetPassword',
  /** Completing the reset from the e-mailed link (our design). */
  completeReset: 'password/reset',
  consent: 'consent',
  communities: 'communities',
} as const;

/** Login answers 401/429 for bad credentials or rate limit: no logout redirect for those. */
export const login = (body: LoginRequest) =>
  api<LoginResponse>(AUTH_PATHS.login, { body, noAuthRedirect: true });

export const fetchAuth = () => api<AuthResponse>(AUTH_PATHS.auth);

/** The idle check: a 401 here means the session died of inactivity (spec §8). */
export const fetchIsAuth = () => api<{ auth: boolean }>(AUTH_PATHS.isAuth, { noteOn401: 'inactivity' });

export const logoutCall = () => api<unknown>(AUTH_PATHS.logout, { noAuthRedirect: true });

export const changePassword = (body: ChangePasswordRequest) =>
  api<{ message: string; jwt: string }>(AUTH_PATHS.changePassword, { body, noAuthRedirect: false });

export const requestPasswordReset = (email: string) =>
  api<unknown>(AUTH_PATHS.resetPassword, { body: { email, code: 'forgot' }, noAuthRedirect: true });

export const completePasswordReset = (token: string, newPassword: string) =>
  api<{ message?: string }>(AUTH_PATHS.completeReset, { body: { token, newPassword }, noAuthRedirect: true });

export const recordConsent = () =>
  api<{ consentedAt: string }>(AUTH_PATHS.consent, { method: 'POST', body: {} });

export const fetchCommunities = () => api<CommunitiesResponse>(AUTH_PATHS.communities);
