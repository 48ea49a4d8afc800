/**
 * Calls one endpoint of the shared table (@rlc/shared api/endpoints.ts) through `api()`: the method and path come
 * from the table, path parameters are filled in, the body is sent as is, and the answer's `data` is typed by the
 * endpoint's response schema (not validated again: the server did).
 *
 *   const form = await callEndpoint(ENDPOINTS.getForm, { params: { formId: 7 } });   // GET form/7
 *   await callEndpoint(ENDPOINTS.listForms, { body: { search: 'smith', page: 1 } });
 */
import {
  endpointPath,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointResponse,
} from '@rlc/shared';
import { api, type ApiOptions } from './client.ts';

export type EndpointCall<E extends Endpoint> = Omit<ApiOptions, 'method' | 'body' | 'absolute'> & {
  params?: EndpointParams<E>;
  body?: EndpointBody<E>;
};

export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  call: EndpointCall<E> = {},
): Promise<EndpointResponse<E>> {
  const { params, body, ...options } = call;
  const path = endpointPath(endpoint.path, params ?? {});
  return api<EndpointResponse<E>>(path, {
    ...options,
    method: endpoint.method,
    ...(body !== undefined ? { body } : {}),
  });
}
