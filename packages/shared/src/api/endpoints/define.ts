/**
 * The shape of one API call (`Endpoint`), `define` for an area's table, and the path-parameter schemas the areas
 * share. Each area of the API keeps its calls in a file of its own beside this one (auth.ts, forms.ts, …), so a
 * screen imports only its area's table and its schemas (the sign-in page does not load the admin schemas);
 * ../endpoints.ts joins them into ENDPOINTS for the server and the OpenAPI document. A call's URL path with its
 * parameters filled in is `endpointPath` (../routes.ts, which holds what a caller needs without the schemas).
 */
import { z } from 'zod';
import type { PrincipalKind, RoutePermission } from '../../permissions.ts';

export type HttpMethod = 'GET' | 'POST';

/** One call of the API. */
export interface Endpoint {
  method: HttpMethod;
  /** Under `base`, e.g. '/form/:formId/clone'. */
  path: string;
  /** The URL prefix of `path` when it is not /api/app/v1 (the development calls: '/api/dev', dev-endpoints.ts). */
  base?: string;
  /** OpenAPI group ('auth', 'communities', 'forms', 'reports'). */
  tag: string;
  /** One line for the OpenAPI document. */
  summary: string;
  permission: RoutePermission;
  /** Who may call it besides the permission (docs/adr/0010-principal-kinds.md). Default: staff only. */
  callers?: readonly PrincipalKind[];
  /** Path parameters (coerced from the URL text). */
  params?: z.ZodType;
  body?: z.ZodType;
  /** The `data` of a 200 answer; null when the answer is not `{ data }` JSON (a file). */
  response: z.ZodType | null;
}

/** A positive PostgreSQL integer from the URL, e.g. '42' → 42. */
export const pgId = z.coerce.number().int().positive().max(2_147_483_647);
export const FormParams = z.object({ formId: pgId });
export const VillageParams = z.object({ formId: pgId, villageId: pgId });
export const MessageResponse = z.object({ message: z.string() });

/** Typed identity: keeps each entry's literal types so callers see its exact schemas. */
export const define = <T extends Record<string, Endpoint>>(table: T): T => table;

/** Path parameters of an endpoint as the caller gives them (numbers or text). */
export type EndpointParams<E extends Endpoint> = E['params'] extends z.ZodType
  ? z.input<E['params']>
  : undefined;
/** Body of an endpoint as the caller sends it. */
export type EndpointBody<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
/** The `data` of an endpoint's 200 answer. */
export type EndpointResponse<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : never;
