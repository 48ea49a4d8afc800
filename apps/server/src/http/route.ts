/**
 * The one way a module declares a route: from an `Endpoint` (the table in @rlc/shared api/endpoints.ts, or a local
 * one for routes outside /api/app/v1) it takes the method, path, permission, kinds of caller, zod schemas and the
 * OpenAPI tag / summary / security, and wraps the handler's result in `{ data }`.
 *
 *   serve(app, ENDPOINTS.cloneForm, async ({ principal, params }) =>
 *     ({ newFormId: await cloneForm(depsOf(app), principal, params.formId) }));
 *
 * The handler gets the validated `params` and `body`, the `principal` (the guard's session; null on public
 * routes), and the raw `request` / `reply`. A handler that answers itself (a file, pre-serialised JSON) returns
 * the `reply` it sent.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { allowedInConsultMode, type Endpoint } from '@rlc/shared';
import type { AuthContext, CustomerAuth, StaffAuth } from '../plugins/context.ts';

/** The caller type an endpoint's `callers` admit (default staff only), so a staff-only handler never sees a customer. */
type CallerOf<E extends Endpoint> = E['callers'] extends readonly (infer K)[]
  ? 'customer' extends K
    ? 'staff' extends K
      ? AuthContext
      : CustomerAuth
    : StaffAuth
  : StaffAuth;

/** What a handler of `E` receives. */
export interface RouteContext<E extends Endpoint> {
  params: E['params'] extends z.ZodType ? z.output<E['params']> : Record<string, never>;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
  /** The caller; null only on public routes (the guard guarantees it on every other). */
  principal: E['permission'] extends 'public' ? AuthContext | null : CallerOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteResult<E extends Endpoint> =
  (E['response'] extends z.ZodType ? z.input<E['response']> : never) | FastifyReply;

/** Extra Fastify route options a few routes need (health checks log at warn). */
export type ServeOptions = Pick<RouteOptions, 'logLevel'>;

/**
 * Fastify hands a request without a body (no content, or an empty JSON content) to validation as `null`, which an
 * optional body's schema would refuse although the caller simply had nothing to say (the browser sends no body
 * for "Make a magic copy"). So an optional body's schema also admits null, and the handler then sees no body.
 */
const bodyIsOptional = (endpoint: Endpoint): boolean => endpoint.body?.safeParse(undefined).success ?? false;

function noBodyIsUndefined(request: FastifyRequest, _reply: FastifyReply, done: () => void): void {
  if (request.body === null) request.body = undefined;
  done();
}

/** OpenAPI + validation schema of an endpoint. */
export function routeSchema(endpoint: Endpoint) {
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.permission === 'public' ? {} : { security: [{ bearer: [] }] }),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.body ? { body: bodyIsOptional(endpoint) ? endpoint.body.nullable() : endpoint.body } : {}),
    ...(endpoint.response ? { response: { 200: z.object({ data: endpoint.response }) } } : {}),
  };
}

/** Registers `endpoint` on `app` (inside the module's plugin, which sets the prefix). */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: RouteContext<E>) => Promise<RouteResult<E>> | RouteResult<E>,
  options: ServeOptions = {},
): void {
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    config: {
      permission: endpoint.permission,
      ...(endpoint.callers ? { callers: endpoint.callers } : {}),
      consult: allowedInConsultMode(endpoint),
    },
    schema: routeSchema(endpoint),
    ...(bodyIsOptional(endpoint) ? { preHandler: noBodyIsUndefined } : {}),
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params,
        body: request.body,
        principal: request.auth,
        request,
        reply,
      } as RouteContext<E>);
      // A Fastify reply is thenable, so awaiting a handler that returned it yields the sent response's
      // settlement, not the reply: whether it answered itself is `reply.sent`.
      return reply.sent || result === reply ? reply : { data: result };
    },
  });
}
