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

/** A route's options: the permission (form access unless given) and its OpenAPI schema under this module's tag. */
function route<S extends object>(
  summary: string,
  schema: S,
  config: ReturnType<typeof requirePermission> = access,
) {
  return { config, schema: { tags, security, summary, ...schema } };
}
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
    route('The report forms the caller may see, newest first, with the contract types', {
      body: FormsListRequest.optional(),
      response: { 200: data(FormsListResponse) },
    }),
    async ({ auth, body }) => ({
      data: await listForms(app, requireAuth(auth), FormsListRequest.parse(body ?? {})),
    }),
  );

  app.post(
    '/forms/create',
    route(
      "Create a report form in one of the caller's communities",
      {
        body: CreateFormRequest,
        response: { 200: data(CreateFormResponse) },
      },
      requirePermission('createForm'),
    ),
    async ({ auth, body }) => ({
      data: { formId: await createForm(app, requireAuth(auth), body.communityId) },
    }),
  );

  app.get(
    '/form/:formId',
    route('A report form with everything its screens need', {
      params: formParams,
      response: { 200: data(FormResponse) },
    }),
    async ({ auth, params }) => ({ data: await getForm(app, requireAuth(auth), params.formId) }),
  );

  app.post(
    '/form/:formId/createVillage/:modelId',
    route(
      "Add an option: modelId 1 internal (a village of the form's community), 2 external (limits: 3 in total, 2 internal, 1 external)",
      {
        params: z.object({
          formId: pgInt,
          modelId: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
        }),
        body: CreateVillageRequest.optional(),
        response: { 200: data(CreateVillageResponse) },
      },
    ),
    async ({ auth, params, body }) => ({
      data: await createVillage(app, requireAuth(auth), params.formId, params.modelId, body ?? {}),
    }),
  );

  app.post(
    '/form/:formId/village/:modelId/:villageId/delete',
    route('Delete an option (marks the summary for regeneration)', {
      params: villageParams.extend({ modelId: z.coerce.number().int() }),
      body: DeleteVillageRequest.optional(),
      response: { 200: data(DeleteVillageResponse) },
    }),
    async ({ auth, params, body }) => ({
      data: await deleteVillage(
        app,
        requireAuth(auth),
        params.formId,
        params.modelId,
        params.villageId,
        body?.version,
      ),
    }),
  );

  app.post(
    '/form/:formId/summary',
    route('The comparison summary: stored one reused unless something changed (spec §4)', {
      params: formParams,
      body: SummaryRequest.optional(),
      response: { 200: data(SummaryResponse) },
    }),
    // Already JSON (cached or fresh, see summary-service.ts): a JSON string payload skips Fastify's serializer.
    async (req, reply) => {
      const json = await summary(app, requireAuth(req.auth), req.params.formId, req.body ?? {});
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(`{"data":${json}}`);
    },
  );

  // Customer Details and Current Details edit the same customer record (spec §3.4); two calls, one handler.
  for (const [path, summary, body] of [
    ['customer', 'Update Customer Details (any subset of the customer record)', UpdateCustomerRequest],
    ['current', 'Update Current Details', UpdateCurrentRequest],
  ] as const) {
    app.post(
      `/form/:formId/${path}`,
      route(summary, { params: formParams, body, response: { 200: data(UpdateCustomerResponse) } }),
      async ({ auth, params, body }) => ({
        data: await updateCustomer(app, requireAuth(auth), params.formId, body.data, body.version),
      }),
    );
  }

  app.post(
    '/form/:formId/village/1/:villageId',
    route('Update an internal option', {
      params: villageParams,
      body: UpdateInternalVillageRequest,
      response: { 200: data(UpdateInternalVillageResponse) },
    }),
    async ({ auth, params, body }) => ({
      data: (await updateVillage(
        app,
        requireAuth(auth),
        params.formId,
        1,
        params.villageId,
        body.data,
        body.version,
      )) as z.infer<typeof UpdateInternalVillageResponse>,
    }),
  );

  app.post(
    '/form/:formId/village/2/:villageId',
    route('Update an external option', {
      params: villageParams,
      body: UpdateExternalVillageRequest,
      response: { 200: data(UpdateExternalVillageResponse) },
    }),
    async ({ auth, params, body }) => ({
      data: (await updateVillage(
        app,
        requireAuth(auth),
        params.formId,
        2,
        params.villageId,
        body.data,
        body.version,
      )) as z.infer<typeof UpdateExternalVillageResponse>,
    }),
  );

  app.post(
    '/form/:formId/ratings',
    route('Replace the ratings (valuations) of the options', {
      params: formParams,
      body: UpdateRatingsRequest,
      response: { 200: data(UpdateRatingsResponse) },
    }),
    async ({ auth, params, body }) => ({
      data: await updateRatings(app, requireAuth(auth), params.formId, body.data, body.version),
    }),
  );

  app.post(
    '/form/:formId/clientResponse',
    route('Set or unset the client decision', {
      params: formParams,
      body: ClientResponseRequest,
      response: { 200: data(ClientResponseResponse) },
    }),
    async ({ auth, params, body }) => ({
      data: await setClientResponse(app, requireAuth(auth), params.formId, body),
    }),
  );

  app.post(
    '/form/:formId/delete',
    route(
      'Delete a form: soft (archiveForm) or hard: true (deleteForm)',
      {
        params: formParams,
        body: DeleteFormRequest.optional(),
        response: { 200: data(DeleteFormResponse) },
      },
      requirePermission({ any: ['archiveForm', 'deleteForm'] }),
    ),
    async ({ auth, params, body, ip }) => ({
      data: await deleteForm(app, requireAuth(auth), params.formId, body?.hard ?? false, ip),
    }),
  );

  app.post(
    '/form/:formId/clone',
    route(
      'Copy a form (options, customer, current details, ratings)',
      {
        params: formParams,
        response: { 200: data(CloneFormResponse) },
      },
      requirePermission('createForm'),
    ),
    async ({ auth, params }) => ({
      data: { newFormId: await cloneForm(app, requireAuth(auth), params.formId) },
    }),
  );
  return Promise.resolve();
};
