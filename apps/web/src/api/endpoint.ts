/**
 * Calls one endpoint of the shared tables (@rlc/shared api/endpoints.ts, api/dev-endpoints.ts) through `api()`:
 * the method and path come from the table (under the endpoint's `base`, else /api/app/v1), path parameters are
 * filled in, the body is sent as is, and the answer's `data` is typed by the endpoint's response schema (not
 * validated again: the server did). This is the web's only way to the server (src/api/no-raw-calls.test.ts).
 *
 *   const form = await callEndpoint(FORMS_ENDPOINTS.getForm, { params: { formId: 7 } });   // GET form/7
 *   await callEndpoint(FORMS_ENDPOINTS.listForms, { body: { search: 'smith', page: 1 } });
 *   const { blob } = await downloadEndpoint(REPORTS_ENDPOINTS.downloadPdf, { params: { formId: 7, pdfId: 3 } });
 *
 * Either takes an endpoint or its route without schemas (`EndpointRoute`, e.g. MAGIC_CUSTOMER_ROUTES), typed alike:
 * the customer's page calls through routes so it loads no zod (ADR 0015).
 */
import {
  endpointPath,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointResponse,
  type EndpointRoute,
} from '@rlc/shared';
import { api, apiFile, type ApiFile, type ApiOptions } from './client.ts';

export type EndpointCall<E extends Endpoint> = Omit<ApiOptions, 'method' | 'body' | 'absolute'> & {
  params?: EndpointParams<E>;
  body?: EndpointBody<E>;
};

/** The `data` of a JSON endpoint's answer. Throws ApiError as `api()` does. */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E | EndpointRoute<E>,
  call: EndpointCall<E> = {},
): Promise<EndpointResponse<E>> {
  const { path, options } = request(endpoint, call);
  return api<EndpointResponse<E>>(path, options);
}

/** The file of an endpoint whose answer is not JSON (`response: null`, the PDF download). */
export async function downloadEndpoint<E extends Endpoint & { response: null }>(
  endpoint: E | EndpointRoute<E>,
  call: EndpointCall<E> = {},
): Promise<ApiFile> {
  const { path, options } = request(endpoint, call);
  return apiFile(path, options);
}

function request<E extends Endpoint>(
  endpoint: EndpointRoute<E>,
  call: EndpointCall<E>,
): { path: string; options: ApiOptions } {
  const { params, body, ...options } = call;
  const path = endpointPath(endpoint.path, params ?? {});
  return {
    path: endpoint.base ? `${endpoint.base}${path}` : path,
    options: {
      ...options,
      method: endpoint.method,
      // The customer-only calls (ADR 0010) carry the customer session's token, whatever staff session exists;
      // a call both kinds make (logout) says which with `as`.
      ...(endpoint.callers?.includes('customer') && !endpoint.callers.includes('staff')
        ? { as: 'customer' as const }
        : {}),
      ...(endpoint.base ? { absolute: true } : {}),
      ...(body !== undefined ? { body } : {}),
    },
  };
}
