/**
 * Report-form calls (spec §7 "Forms"), each one endpoint of the shared table (@rlc/shared api/endpoints.ts)
 * called through `callEndpoint`. Writes that change a form carry the `version` they read; a stale one answers 409
 * (ApiError status 409, code 'CONFLICT') and saves nothing.
 */
import {
  FORMS_ENDPOINTS,
  type ClientResponseRequest,
  type CurrentDetailsPatch,
  type CustomerPatch,
  type ExternalVillageUpdate,
  type FormsListRequest,
  type InternalVillageUpdate,
  type Rating,
  type SummaryRequest,
  type VillageModelId,
} from '@rlc/shared';
import { callEndpoint } from '../../api/endpoint.ts';

export const listForms = (body: FormsListRequest = {}) => callEndpoint(FORMS_ENDPOINTS.listForms, { body });

/** `isMagic`: a magic-link report the customer completes (needs the corporate's magicEnabled). */
export const createForm = (communityId: number, isMagic = false) =>
  callEndpoint(FORMS_ENDPOINTS.createForm, { body: isMagic ? { communityId, isMagic } : { communityId } });

export const fetchForm = (formId: number) => callEndpoint(FORMS_ENDPOINTS.getForm, { params: { formId } });

export const createVillage = (formId: number, modelId: VillageModelId, version?: number) =>
  callEndpoint(FORMS_ENDPOINTS.createVillage, { params: { formId, modelId }, body: { version } });

export const deleteVillage = (formId: number, modelId: VillageModelId, villageId: number, version?: number) =>
  callEndpoint(FORMS_ENDPOINTS.deleteVillage, { params: { formId, modelId, villageId }, body: { version } });

export const requestSummary = (formId: number, body: SummaryRequest = {}) =>
  callEndpoint(FORMS_ENDPOINTS.summary, { params: { formId }, body });

export const updateCustomer = (formId: number, data: CustomerPatch, version: number) =>
  callEndpoint(FORMS_ENDPOINTS.updateCustomer, { params: { formId }, body: { data, version } });

export const updateCurrent = (formId: number, data: CurrentDetailsPatch, version: number) =>
  callEndpoint(FORMS_ENDPOINTS.updateCurrent, { params: { formId }, body: { data, version } });

/** An option's changes: internal and external options have their own endpoint and body shape. */
export const updateInternalVillage = (
  formId: number,
  villageId: number,
  data: InternalVillageUpdate,
  version: number,
) =>
  callEndpoint(FORMS_ENDPOINTS.updateInternalVillage, {
    params: { formId, villageId },
    body: { data, version },
  });

export const updateExternalVillage = (
  formId: number,
  villageId: number,
  data: ExternalVillageUpdate,
  version: number,
) =>
  callEndpoint(FORMS_ENDPOINTS.updateExternalVillage, {
    params: { formId, villageId },
    body: { data, version },
  });

export const updateRatings = (formId: number, data: Rating[], version: number) =>
  callEndpoint(FORMS_ENDPOINTS.updateRatings, { params: { formId }, body: { data, version } });

export const setClientResponse = (formId: number, body: ClientResponseRequest) =>
  callEndpoint(FORMS_ENDPOINTS.setClientResponse, { params: { formId }, body });

/** Soft delete (archiveForm) unless `hard` (deleteForm). */
export const deleteForm = (formId: number, hard: boolean) =>
  callEndpoint(FORMS_ENDPOINTS.deleteForm, { params: { formId }, body: { hard } });

export const cloneForm = (formId: number) => callEndpoint(FORMS_ENDPOINTS.cloneForm, { params: { formId } });
