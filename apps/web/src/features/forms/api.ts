/**
 * Report-form calls (spec §7 "Forms"); shapes are the shared contract `@rlc/shared` api/forms.ts. Paths are
 * relative to /api/app/v1. Writes that change a form carry the `version` they read; a stale one answers 409
 * (ApiError status 409, code 'CONFLICT') and saves nothing.
 */
import type {
  ClientResponseRequest,
  ClientResponseResponse,
  CloneFormResponse,
  CreateFormResponse,
  CreateVillageResponse,
  CurrentDetailsPatch,
  CustomerPatch,
  DeleteFormResponse,
  DeleteVillageResponse,
  ExternalVillageUpdate,
  FormResponse,
  FormsListRequest,
  FormsListResponse,
  InternalVillageUpdate,
  SummaryRequest,
  SummaryResponse,
  UpdateCustomerResponse,
  UpdateExternalVillageResponse,
  UpdateInternalVillageResponse,
  UpdateRatingsResponse,
  Rating,
  VillageModelId,
} from '@rlc/shared';
import { api } from '../../api/client.ts';

export const listForms = (body: FormsListRequest = {}) => api<FormsListResponse>('forms', { body });

export const createForm = (communityId: number) =>
  api<CreateFormResponse>('forms/create', { body: { communityId } });

export const fetchForm = (formId: number) => api<FormResponse>(`form/${formId}`);

export const createVillage = (formId: number, modelId: VillageModelId, version?: number) =>
  api<CreateVillageResponse>(`form/${formId}/createVillage/${modelId}`, { body: { version } });

export const deleteVillage = (formId: number, modelId: VillageModelId, villageId: number, version?: number) =>
  api<DeleteVillageResponse>(`form/${formId}/village/${modelId}/${villageId}/delete`, { body: { version } });

export const requestSummary = (formId: number, body: SummaryRequest = {}) =>
  api<SummaryResponse>(`form/${formId}/summary`, { body });

export const updateCustomer = (formId: number, data: CustomerPatch, version: number) =>
  api<UpdateCustomerResponse>(`form/${formId}/customer`, { body: { data, version } });

export const updateCurrent = (formId: number, data: CurrentDetailsPatch, version: number) =>
  api<UpdateCustomerResponse>(`form/${formId}/current`, { body: { data, version } });

export const updateInternalVillage = (
  formId: number,
  villageId: number,
  data: InternalVillageUpdate,
  version: number,
) => api<UpdateInternalVillageResponse>(`form/${formId}/village/1/${villageId}`, { body: { data, version } });

export const updateExternalVillage = (
  formId: number,
  villageId: number,
  data: ExternalVillageUpdate,
  version: number,
) => api<UpdateExternalVillageResponse>(`form/${formId}/village/2/${villageId}`, { body: { data, version } });

export const updateRatings = (formId: number, data: Rating[], version: number) =>
  api<UpdateRatingsResponse>(`form/${formId}/ratings`, { body: { data, version } });

export const setClientResponse = (formId: number, body: ClientResponseRequest) =>
  api<ClientResponseResponse>(`form/${formId}/clientResponse`, { body });

/** Soft delete (archiveForm) unless `hard` (deleteForm). */
export const deleteForm = (formId: number, hard: boolean) =>
  api<DeleteFormResponse>(`form/${formId}/delete`, { body: { hard } });

export const cloneForm = (formId: number) =>
  api<CloneFormResponse>(`form/${formId}/clone`, { method: 'POST' });
