/**
 * Authentication calls of spec §7, under /api/app/v1. Payload shapes are the contract in
 * `@rlc/shared` (api/auth.ts). Handlers validate (zod), call the service, wrap the result in `{ data }`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
  MESSAGES,
  ResetPasswordRequest,
} from '@rlc/shared';
import { authenticate } from '../../plugins/auth.ts';
import { requireAuth } from '../../plugins/context.ts';
import { authenticatedRoute, publicRoute } from '../../plugins/permissions.ts';
import {
  authResponse,
  changePassword,
  completePasswordReset,
  login,
  logout,
  recordConsent,
  requestPasswordReset,
} from './service.ts';

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const MessageResponse = z.object({ message: z.string() });
const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = (app) => {
  app.post(
    '/login',
    {
      config: publicRoute,
      schema: { tags, summary: 'Sign in', body: LoginRequest, response: { 200: data(LoginResponse) } },
    },
    async (req) => ({ data: await login(app, req.body.email, req.body.password, req.ip) }),
  );

  app.get(
    '/auth',
    {
      config: authenticatedRoute,
      schema: {
        tags,
        summary: 'The signed-in user, constants and corporate vars',
        security: [{ bearer: [] }],
        response: { 200: data(AuthResponse) },
      },
    },
    async (req) => ({ data: await authResponse(app, requireAuth(req.auth)) }),
  );

  app.get(
    '/isAuth',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Whether the bearer token belongs to a live session',
        response: { 200: data(IsAuthResponse) },
      },
    },
    async (req) => ({ data: { auth: (await authenticate(app, req)) !== null } }),
  );

  app.get(
    '/logout',
    {
      config: authenticatedRoute,
      schema: {
        tags,
        summary: 'End this session',
        security: [{ bearer: [] }],
        response: { 200: data(z.object({ loggedOut: z.literal(true) })) },
      },
    },
    async (req) => {
      await logout(app, requireAuth(req.auth), req.ip);
      return { data: { loggedOut: true as const } };
    },
  );

  app.post(
    '/changePassword',
    {
      config: authenticatedRoute,
      schema: {
        tags,
        summary: 'Change own password; ends every session and returns a fresh token',
        security: [{ bearer: [] }],
        body: ChangePasswordRequest,
        response: { 200: data(ChangePasswordResponse) },
      },
    },
    async (req) => ({
      data: await changePassword(
        app,
        requireAuth(req.auth),
        req.body.currentPassword,
        req.body.newPassword,
        req.ip,
      ),
    }),
  );

  app.post(
    '/resetPassword',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Forgot password: e-mails a reset link if the account exists',
        body: ResetPasswordRequest,
        response: { 200: data(MessageResponse) },
      },
    },
    async (req) => {
      await requestPasswordReset(app, req.body.email, req.ip);
      return { data: { message: MESSAGES.login.requestSentText } };
    },
  );

  app.post(
    '/password/reset',
    {
      config: publicRoute,
      schema: {
        tags,
        summary: 'Complete a reset with the e-mailed token',
        body: CompleteResetRequest,
        response: { 200: data(MessageResponse) },
      },
    },
    async (req) => {
      await completePasswordReset(app, req.body.token, req.body.newPassword, req.ip);
      return { data: { message: MESSAGES.password.changed } };
    },
  );

  app.post(
    '/consent',
    {
      config: authenticatedRoute,
      schema: {
        tags,
        summary: 'Record agreement to the Terms of Use and Disclaimer',
        security: [{ bearer: [] }],
        response: { 200: data(ConsentResponse) },
      },
    },
    async (req) => ({ data: await recordConsent(app, requireAuth(req.auth), req.ip) }),
  );
  return Promise.resolve();
};
