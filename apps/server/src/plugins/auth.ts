/**
 * The guard: for every route whose declared permission is not 'public', resolves the bearer token to a live
 * session (401 UNAUTHENTICATED otherwise) and checks the caller's kind against the route's `callers` (default
 * staff only) and the declared permission (403 FORBIDDEN otherwise). A session in Consult Mode may call only the
 * routes whose config says `consult` (the endpoint tags of CONSULT_MODE_TAGS); others are 403 'Not available in
 * Consult Mode.'
 * Runs in onRequest, before body validation, so an anonymous caller learns nothing about a route's schema.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONSULT_TEXT } from '@rlc/shared';
import { bearerToken, touchSession, verifySessionToken } from '../modules/auth/index.ts';
import { touchCustomerSession } from '../modules/magic/index.ts';
import type { AuthContext } from './context.ts';
import { ApiError, forbidden, unauthenticated } from './errors.ts';
import { satisfies } from './permissions.ts';

/** The caller's live session, or null (no/invalid token, revoked, idle, user disabled). Refreshes last-seen. */
export async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AuthContext | null> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  const now = app.clock();
  const sid = await verifySessionToken(app.config.jwtSecret, token, now);
  if (!sid) return null;
  // Staff sessions first; a sid not among them may be a magic-link customer's (docs/adr/0010-principal-kinds.md).
  const staff = await touchSession(app.db, sid, now, app.config.maxIdleMin);
  if (staff) return { ...staff, sessionId: sid };
  const customer = await touchCustomerSession(app.db, sid, now, app.config.maxIdleMin);
  return customer ? { ...customer, sessionId: sid } : null;
}

const STAFF_ONLY = ['staff'] as const;

export function registerGuard(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config?.permission;
    // Routes outside /api (the SPA's static files) and 404s carry no declaration and need no session.
    if (!permission || permission === 'public') return;
    const auth = await authenticate(app, request);
    if (!auth) throw unauthenticated();
    request.auth = auth;
    const callers = request.routeOptions.config.callers ?? STAFF_ONLY;
    // Consult Mode (ADR 0016): a customer sits at the adviser's screen, so only the form calls answer.
    if (auth.kind === 'staff' && auth.consult && !request.routeOptions.config.consult)
      throw new ApiError('FORBIDDEN', CONSULT_TEXT.refused);
    if (!callers.includes(auth.kind) || !satisfies(auth, permission)) throw forbidden();
  });
}
