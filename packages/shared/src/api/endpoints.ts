/**
 * THE table of API calls under `/api/app/v1` (spec §7): for each call its method, path (Fastify style, `:name` for
 * a path parameter), path-parameter / body schemas, the `data` schema of a 200 answer, the permission it needs
 * (RoutePermission) and the kinds of caller it serves. The server registers its routes from this table
 * (apps/server/src/http/route.ts) and the web calls them through it (apps/web/src/api/endpoint.ts), so a path is
 * written once and the web cannot call one the server does not have.
 *
 *   ENDPOINTS.getForm  // { method: 'GET', path: '/form/:formId', params: FormParams, response: FormResponse, … }
 *
 * Every answer is `{ data: <response> }`, errors `{ error: { code, message } }` (errors.ts); `response: null` marks
 * a call whose answer is not JSON (the PDF download).
 */
import { ANALYTICS_ENDPOINTS } from './endpoints/analytics.ts';
import { AUDIT_ENDPOINTS } from './endpoints/audit.ts';
import { AUTH_ENDPOINTS } from './endpoints/auth.ts';
import { COMMUNITIES_ENDPOINTS } from './endpoints/communities.ts';
import { CONSULT_ENDPOINTS } from './endpoints/consult.ts';
import { CONTENT_ENDPOINTS } from './endpoints/content.ts';
import { CONTRACTS_ENDPOINTS } from './endpoints/contracts.ts';
import { FORMS_ENDPOINTS } from './endpoints/forms.ts';
import { HELP_ENDPOINTS } from './endpoints/help.ts';
import { MAGIC_ENDPOINTS } from './endpoints/magic.ts';
import { MFA_ENDPOINTS } from './endpoints/mfa.ts';
import { REPORTS_ENDPOINTS } from './endpoints/reports.ts';
import { RESOURCES_ENDPOINTS } from './endpoints/resources.ts';
import { USERS_ENDPOINTS } from './endpoints/users.ts';

export * from './endpoints/define.ts';
export {
  ANALYTICS_ENDPOINTS,
  AUDIT_ENDPOINTS,
  AUTH_ENDPOINTS,
  COMMUNITIES_ENDPOINTS,
  CONSULT_ENDPOINTS,
  CONTENT_ENDPOINTS,
  CONTRACTS_ENDPOINTS,
  FORMS_ENDPOINTS,
  HELP_ENDPOINTS,
  MAGIC_ENDPOINTS,
  MFA_ENDPOINTS,
  REPORTS_ENDPOINTS,
  RESOURCES_ENDPOINTS,
  USERS_ENDPOINTS,
};

/** Every area's calls in one table (names are unique across areas; a test checks paths are too). */
export const ENDPOINTS = /* @__PURE__ */ Object.freeze({
  ...AUTH_ENDPOINTS,
  ...COMMUNITIES_ENDPOINTS,
  ...FORMS_ENDPOINTS,
  ...REPORTS_ENDPOINTS,
  ...CONTRACTS_ENDPOINTS,
  ...USERS_ENDPOINTS,
  ...CONTENT_ENDPOINTS,
  ...MAGIC_ENDPOINTS,
  ...ANALYTICS_ENDPOINTS,
  ...CONSULT_ENDPOINTS,
  ...HELP_ENDPOINTS,
  ...RESOURCES_ENDPOINTS,
  ...AUDIT_ENDPOINTS,
  ...MFA_ENDPOINTS,
});

export type EndpointName = keyof typeof ENDPOINTS;
