/**
 * What a caller needs of an API call without its schemas: its method, path, base and callers (`EndpointRoute`),
 * and `endpointPath` to fill in its path. Free of zod at run time (types only from the endpoint tables), so a page
 * that must start light can call the server through a table of routes instead of the endpoint tables, whose
 * schemas (zod and the contract's shapes, about 36 kB gzip) are the server's business: it validates every call
 * against the full table as before (magic-customer-routes.ts, ADR 0015).
 */
import type { PrincipalKind } from '../permissions.ts';
import type { Endpoint, HttpMethod } from './endpoints/define.ts';

/**
 * The route of endpoint `E`: the fields of `E` a caller uses. `E` is carried as a type only (`endpoint` is never
 * set), so a call through the route is typed by `E`'s params, body and answer as a call through `E` itself.
 * Every `Endpoint` is also a route of itself.
 */
export interface EndpointRoute<E extends Endpoint = Endpoint> {
  method: HttpMethod;
  /** Under `base`, e.g. '/magic/form/:formId'. */
  path: string;
  /** The URL prefix when it is not /api/app/v1. */
  base?: string;
  /** Who may call it (docs/adr/0010-principal-kinds.md); absent: staff only. */
  callers?: readonly PrincipalKind[];
  /** Type only, never set: the endpoint whose route this is. */
  readonly endpoint?: E;
}

/**
 * The URL path of a call with its parameters filled in, e.g. `endpointPath('/form/:formId/clone', { formId: 7 })`
 * → '/form/7/clone'. Throws when a parameter is missing (a programming error).
 */
export function endpointPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`endpointPath: no value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}
