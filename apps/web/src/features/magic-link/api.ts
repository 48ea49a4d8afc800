/**
 * The magic-link customer's calls (contract in @rlc/shared api/magic.ts), each one route of
 * MAGIC_CUSTOMER_ROUTES through `callEndpoint` (which gives the customer's calls the customer session's token).
 * Routes, not MAGIC_ENDPOINTS: the customer's page then loads no zod nor the contract's schemas (ADR 0015).
 */
import {
  MAGIC_CUSTOMER_ROUTES as ROUTES,
  type CustomerPatch,
  type InternalVillageUpdate,
  type MagicTokenRequest,
} from '@rlc/shared';
import { callEndpoint, downloadEndpoint } from '../../api/endpoint.ts';

/** What a link is (usable, or why not, and whom to contact); changes nothing. */
export const peekLink = (token: string) =>
  callEndpoint(ROUTES.magicLinkPeek, { body: { token } satisfies MagicTokenRequest });

/** Use the link up and start the customer session. */
export const redeemLink = (token: string) =>
  callEndpoint(ROUTES.magicLinkRedeem, { body: { token }, noAuthRedirect: true });

export const fetchCustomerForm = (formId: number) =>
  callEndpoint(ROUTES.magicGetForm, { params: { formId } });

export const saveCustomerDetails = (formId: number, data: CustomerPatch, version: number) =>
  callEndpoint(ROUTES.magicUpdateCustomer, { params: { formId }, body: { data, version } });

export const addCustomerOption = (formId: number, version: number) =>
  callEndpoint(ROUTES.magicCreateVillage, { params: { formId }, body: { version } });

export const configureCustomerOption = (
  formId: number,
  villageId: number,
  data: InternalVillageUpdate,
  version: number,
) =>
  callEndpoint(ROUTES.magicUpdateVillage, {
    params: { formId, villageId },
    body: { data, version },
  });

export const fetchCustomerResults = (formId: number) =>
  callEndpoint(ROUTES.magicSummary, { params: { formId } });

export const completeCustomerForm = (formId: number) =>
  callEndpoint(ROUTES.magicComplete, { params: { formId } });

/** Ends the customer session (the link stays used). */
export const customerLogout = () => callEndpoint(ROUTES.magicLogout, { noAuthRedirect: true });

/** A done PDF of the customer's form (reviewable forms only): the file and its Content-Disposition. */
export const downloadCustomerPdf = (formId: number, pdfId: number) =>
  downloadEndpoint(ROUTES.magicDownloadPdf, { params: { formId, pdfId } });

/** Removes an option the customer added themselves (the server refuses the adviser's: MAGIC_OPTION_NOT_OWN). */
export const deleteCustomerOption = (formId: number, villageId: number, version: number) =>
  callEndpoint(ROUTES.magicDeleteVillage, { params: { formId, villageId }, body: { version } });
