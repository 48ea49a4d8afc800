/**
 * The magic-link customer's calls as routes without schemas (routes.ts): the link's two public calls and the
 * customer's own (`callers: ['customer']`), each the method and path of its MAGIC_ENDPOINTS entry and typed by it
 * (types only). The customer's page (apps/web customer.html, ADR 0015) calls the server through this table, so
 * it loads neither zod nor the contract's schemas; the server registers and validates these calls from
 * MAGIC_ENDPOINTS as before. A test (test/magic-customer-routes.test.ts) keeps each route equal to its entry.
 *
 *   callEndpoint(MAGIC_CUSTOMER_ROUTES.magicGetForm, { params: { formId: 7 } })   // GET /magic/form/7, FormResponse
 */
import type { MAGIC_ENDPOINTS } from './endpoints/magic.ts';
import type { EndpointRoute } from './routes.ts';

type Magic = typeof MAGIC_ENDPOINTS;

/** The MAGIC_ENDPOINTS entries a customer may call: the public ones (the link) and those with the customer caller. */
export type MagicCustomerCall =
  | 'magicLinkPeek'
  | 'magicLinkRedeem'
  | 'magicSession'
  | 'magicLogout'
  | 'magicGetForm'
  | 'magicUpdateCustomer'
  | 'magicCreateVillage'
  | 'magicUpdateVillage'
  | 'magicDeleteVillage'
  | 'magicSummary'
  | 'magicDownloadPdf'
  | 'magicComplete';

const CUSTOMER = ['customer'] as const;

export const MAGIC_CUSTOMER_ROUTES: { readonly [K in MagicCustomerCall]: EndpointRoute<Magic[K]> } = {
  magicLinkPeek: { method: 'POST', path: '/magic-link/peek' },
  magicLinkRedeem: { method: 'POST', path: '/magic-link/redeem' },
  magicSession: { method: 'GET', path: '/magic/session', callers: CUSTOMER },
  magicLogout: { method: 'POST', path: '/magic/logout', callers: CUSTOMER },
  magicGetForm: { method: 'GET', path: '/magic/form/:formId', callers: CUSTOMER },
  magicUpdateCustomer: { method: 'POST', path: '/magic/form/:formId/customer', callers: CUSTOMER },
  magicCreateVillage: { method: 'POST', path: '/magic/form/:formId/createVillage', callers: CUSTOMER },
  magicUpdateVillage: { method: 'POST', path: '/magic/form/:formId/village/:villageId', callers: CUSTOMER },
  magicDeleteVillage: {
    method: 'POST',
    path: '/magic/form/:formId/village/:villageId/delete',
    callers: CUSTOMER,
  },
  magicSummary: { method: 'POST', path: '/magic/form/:formId/summary', callers: CUSTOMER },
  magicDownloadPdf: { method: 'GET', path: '/magic/form/:formId/pdf/:pdfId/download', callers: CUSTOMER },
  magicComplete: { method: 'POST', path: '/magic/form/:formId/complete', callers: CUSTOMER },
};
