/** The auth calls of the API table (see ./index.ts). */
import { z } from 'zod';
import {
  AuthResponse,
  ChangePasswordRequest,
  ChangePasswordResponse,
  CompleteResetRequest,
  ConsentResponse,
  IsAuthResponse,
  LoginRequest,
  LoginResponse,
  ResetPasswordRequest,
} from '../auth.ts';
import { define, MessageResponse } from './define.ts';

export const AUTH_ENDPOINTS = define({
  login: {
    method: 'POST',
    path: '/login',
    tag: 'auth',
    summary: 'Sign in',
    permission: 'public',
    body: LoginRequest,
    response: LoginResponse,
  },
  auth: {
    method: 'GET',
    path: '/auth',
    tag: 'auth',
    summary: 'The signed-in user, constants and corporate vars',
    permission: 'authenticated',
    response: AuthResponse,
  },
  isAuth: {
    method: 'GET',
    path: '/isAuth',
    tag: 'auth',
    summary: 'Whether the bearer token belongs to a live session',
    permission: 'public',
    response: IsAuthResponse,
  },
  logout: {
    method: 'GET',
    path: '/logout',
    // A magic-link customer signs out the same way (docs/adr/0010-principal-kinds.md).
    callers: ['staff', 'customer'],
    tag: 'auth',
    summary: 'End this session',
    permission: 'authenticated',
    response: z.object({ loggedOut: z.literal(true) }),
  },
  changePassword: {
    method: 'POST',
    path: '/changePassword',
    tag: 'auth',
    summary: 'Change own password; ends every session and returns a fresh token',
    permission: 'authenticated',
    body: ChangePasswordRequest,
    response: ChangePasswordResponse,
  },
  resetPassword: {
    method: 'POST',
    path: '/resetPassword',
    tag: 'auth',
    summary: 'Forgot password: e-mails a reset link if the account exists',
    permission: 'public',
    body: ResetPasswordRequest,
    response: MessageResponse,
  },
  completeReset: {
    method: 'POST',
    path: '/password/reset',
    tag: 'auth',
    summary: 'Complete a reset with the e-mailed token',
    permission: 'public',
    body: CompleteResetRequest,
    response: MessageResponse,
  },
  consent: {
    method: 'POST',
    path: '/consent',
    tag: 'auth',
    summary: 'Record agreement to the Terms of Use and Disclaimer',
    permission: 'authenticated',
    response: ConsentResponse,
  },
});
