/**
 * The adviser's magic-link calls (spec §7; contract in @rlc/shared api/magic.ts), each one endpoint of
 * MAGIC_ENDPOINTS through `callEndpoint`.
 */
import { MAGIC_ENDPOINTS, type MagicAssignRequest, type MagicSettings } from '@rlc/shared';
import { callEndpoint } from '../../../api/endpoint.ts';

/** A new magic form copied from `formId` (no customer yet) → `{ newFormId }`. */
export const magicClone = (formId: number, settings?: MagicSettings) =>
  callEndpoint(MAGIC_ENDPOINTS.magicClone, { params: { formId }, body: settings });

/** Assign the customer and e-mail the link → `{ magic, formConsumer, emailStatus }`. */
export const magicAssign = (formId: number, body: MagicAssignRequest) =>
  callEndpoint(MAGIC_ENDPOINTS.magicAssign, { params: { formId }, body });

export const magicSettings = (formId: number, body: MagicSettings) =>
  callEndpoint(MAGIC_ENDPOINTS.magicSettings, { params: { formId }, body });

export const magicResend = (formId: number) =>
  callEndpoint(MAGIC_ENDPOINTS.magicResend, { params: { formId } });

export const magicCancel = (formId: number) =>
  callEndpoint(MAGIC_ENDPOINTS.magicCancel, { params: { formId } });

export const magicExpire = (formId: number) =>
  callEndpoint(MAGIC_ENDPOINTS.magicExpire, { params: { formId } });
