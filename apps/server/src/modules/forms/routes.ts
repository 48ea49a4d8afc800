/**
 * Report-form calls of spec §7 "Forms" under /api/app/v1; shapes are the contract in `@rlc/shared`
 * (api/forms.ts, which lists every call). Handlers validate (zod), call the service, wrap in `{ data }`.
 * Reads and edits need one of the access permissions (accessCorporate / accessCommunityWide / accessSelf), which
 * also scope what is visible; creating and cloning need createForm; delete needs archiveForm (soft) or deleteForm
 * (hard). Form-encoded posts are accepted: nested fields (`data`, `valuations`, `options`) then carry JSON text.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClientResponseRequest,
  ClientResponseResponse,
  CloneFormResponse,
  CreateFormRequest,
  CreateFormResponse,
  CreateVillageRequest,
  CreateVillageResponse,
  DeleteFormRequest,
  DeleteFormResponse,
  DeleteVillageRequest,
  DeleteVillageResponse,
  FormResponse,
  FormsListRequest,
  FormsListResponse,
  SummaryRequest,
  SummaryResponse,
  UpdateCurrentRequest,
  UpdateCustomerRequest,
  UpdateCustomerResponse,
  UpdateExternalVillageRequest,
  UpdateExternalVillageResponse,
  UpdateInternalVillageRequest,
  UpdateInternalVillageResponse,
  UpdateRatingsRequest,
  UpdateRatingsResponse,
} from '@rlc/shared';
import { requireAuth } from '../../plugins/context.ts';
import { requirePermission } from '../../plugins/permissions.ts';
import {
  cloneForm,
  createForm,
  createVillage,
  deleteForm,
  deleteVillage,
  getForm,
  listForms,
  setClientResponse,
  updateCustomer,
  updateRatings,
  updateVillage,
} from './service.ts';
import { summary } from './summary-service.ts';

const tags = ['forms'];
const security = [{ bearer: [] }];
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const access = requirePermission({ any: ['accessCorporate', 'accessCommunityWide', 'accessSelf'] });
const pgInt = z.coerce.number().int().positive().max(2_147_483_647);
const formParams = z.object({ formId: pgInt });
const villageParams = z.object({ formId: pgInt, villageId: pgInt });

/** Form-encoded bodies: JSON text in nested fields, numbers and booleans as text. */
function decodeFormBody(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) {
    if (typeof v !== 'string') out[k] = v;
    else if (/^[[{]/.test(v.trim())) {
      try {
        out[k] = JSON.parse(v);
      } catch {
        out[k] = v;
      }
    } else if (k === 'version' || k === 'communityId') out[k] = /^\d+$/.test(v) ? Number(v) : v;
    else if (v === 'true' || v === 'false') out[k] = v === 'true';
    else if (v === 'null') out[k] = null;
    else out[k] = v;
  }
  return out;
}

export const formRoutes: FastifyPluginAsyncZod = (app) => {
  app.addHook('preValidation', (request, _reply, done) => {
    if (
      request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') &&
      request.body &&
      typeof request.body === 'object'
    ) {
      request.body = decodeFormBody(request.body as Record<string, unknown>);
    }
    done();
  });

  app.post(
    '/forms',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'The report forms the caller may see, newest first, with the contract types',
        body: FormsListRequest.optional(),
        response: { 200: data(FormsListResponse) },
      },
    },
    async (req) => ({
      data: await listForms(app, requireAuth(req.auth), FormsListRequest.parse(req.body ?? {})),
    }),
  );

  app.post(
    '/forms/create',
    {
      config: requirePermission('createForm'),
      schema: {
        tags,
        security,
        summary: "Create a report form in one of the caller's communities",
        body: CreateFormRequest,
        response: { 200: data(CreateFormResponse) },
      },
    },
    async (req) => ({ data: { formId: await createForm(app, requireAuth(req.auth), req.body.communityId) } }),
  );

  app.get(
    '/form/:formId',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'A report form with everything its screens need',
        params: formParams,
        response: { 200: data(FormResponse) },
      },
    },
    async (req) => ({ data: await getForm(app, requireAuth(req.auth), req.params.formId) }),
  );

  app.post(
    '/form/:formId/createVillage/:modelId',
    {
      config: access,
      schema: {
        tags,
        security,
        summary:
          "Add an option: modelId 1 internal (a village of the form's community), 2 external (limits: 3 in total, 2 internal, 1 external)",
        params: z.object({
          formId: pgInt,
          modelId: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
        }),
        body: CreateVillageRequest.optional(),
        response: { 200: data(CreateVillageResponse) },
      },
    },
    async (req) => ({
      data: await createVillage(
        app,
        requireAuth(req.auth),
        req.params.formId,
        req.params.modelId,
        req.body ?? {},
      ),
    }),
  );

  app.post(
    '/form/:formId/village/:modelId/:villageId/delete',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Delete an option (marks the summary for regeneration)',
        params: villageParams.extend({ modelId: z.coerce.number().int() }),
        body: DeleteVillageRequest.optional(),
        response: { 200: data(DeleteVillageResponse) },
      },
    },
    async (req) => ({
      data: await deleteVillage(
        app,
        requireAuth(req.auth),
        req.params.formId,
        req.params.modelId,
        req.params.villageId,
        req.body?.version,
      ),
    }),
  );

  app.post(
    '/form/:formId/summary',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'The comparison summary: stored one reused unless something changed (spec §4)',
        params: formParams,
        body: SummaryRequest.optional(),
        response: { 200: data(SummaryResponse) },
      },
    },
    // Already JSON (cached or fresh, see summary-service.ts): a JSON string payload skips Fastify's serializer.
    async (req, reply) => {
      const json = await summary(app, requireAuth(req.auth), req.params.formId, req.body ?? {});
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(`{"data":${json}}`);
    },
  );

  app.post(
    '/form/:formId/customer',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Update Customer Details (any subset of the customer record)',
        params: formParams,
        body: UpdateCustomerRequest,
        response: { 200: data(UpdateCustomerResponse) },
      },
    },
    async (req) => ({
      data: await updateCustomer(
        app,
        requireAuth(req.auth),
        req.params.formId,
        req.body.data,
        req.body.version,
      ),
    }),
  );

  app.post(
    '/form/:formId/current',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Update Current Details',
        params: formParams,
        body: UpdateCurrentRequest,
        response: { 200: data(UpdateCustomerResponse) },
      },
    },
    async (req) => ({
      data: await updateCustomer(
        app,
        requireAuth(req.auth),
        req.params.formId,
        req.body.data,
        req.body.version,
      ),
    }),
  );

  app.post(
    '/form/:formId/village/1/:villageId',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Update an internal option',
        params: villageParams,
        body: UpdateInternalVillageRequest,
        response: { 200: data(UpdateInternalVillageResponse) },
      },
    },
    async (req) => ({
      data: (await updateVillage(
        app,
        requireAuth(req.auth),
        req.params.formId,
        1,
        req.params.villageId,
        req.body.data,
        req.body.version,
      )) as z.infer<typeof UpdateInternalVillageResponse>,
    }),
  );

  app.post(
    '/form/:formId/village/2/:villageId',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Update an external option',
        params: villageParams,
        body: UpdateExternalVillageRequest,
        response: { 200: data(UpdateExternalVillageResponse) },
      },
    },
    async (req) => ({
      data: (await updateVillage(
        app,
        requireAuth(req.auth),
        req.params.formId,
        2,
        req.params.villageId,
        req.body.data,
        req.body.version,
      )) as z.infer<typeof UpdateExternalVillageResponse>,
    }),
  );

  app.post(
    '/form/:formId/ratings',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Replace the ratings (valuations) of the options',
        params: formParams,
        body: UpdateRatingsRequest,
        response: { 200: data(UpdateRatingsResponse) },
      },
    },
    async (req) => ({
      data: await updateRatings(
        app,
        requireAuth(req.auth),
        req.params.formId,
        req.body.data,
        req.body.version,
      ),
    }),
  );

  app.post(
    '/form/:formId/clientResponse',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Set or unset the client decision',
        params: formParams,
        body: ClientResponseRequest,
        response: { 200: data(ClientResponseResponse) },
      },
    },
    async (req) => ({
      data: await setClientResponse(app, requireAuth(req.auth), req.params.formId, req.body),
    }),
  );

  app.post(
    '/form/:formId/delete',
    {
      config: requirePermission({ any: ['archiveForm', 'deleteForm'] }),
      schema: {
        tags,
        security,
        summary: 'Delete a form: soft (archiveForm) or hard: true (deleteForm)',
        params: formParams,
        body: DeleteFormRequest.optional(),
        response: { 200: data(DeleteFormResponse) },
      },
    },
    async (req) => ({
      data: await deleteForm(app, requireAuth(req.auth), req.params.formId, req.body?.hard ?? false, req.ip),
    }),
  );

  app.post(
    '/form/:formId/clone',
    {
      config: requirePermission('createForm'),
      schema: {
        tags,
        security,
        summary: 'Copy a form (options, customer, current details, ratings)',
        params: formParams,
        response: { 200: data(CloneFormResponse) },
      },
    },
    async (req) => ({ data: { newFormId: await cloneForm(app, requireAuth(req.auth), req.params.formId) } }),
  );
  return Promise.resolve();
};
