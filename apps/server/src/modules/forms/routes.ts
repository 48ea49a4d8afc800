/**
 * Report-form calls of spec §7 "Forms" under /api/app/v1, registered from the endpoint table of @rlc/shared
 * (api/endpoints.ts: path, schemas, permission). Each handler calls one use case with the app's deps and the
 * caller, and shapes the answer. Form-encoded posts are accepted: nested fields (`data`, `valuations`, `options`)
 * then carry JSON text.
 */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, MODEL_ID } from '@rlc/shared';
import { serve } from '../../http/route.ts';
import { depsOf } from '../../plugins/context.ts';
import { cloneForm } from './clone-form.ts';
import { createForm } from './create-form.ts';
import { createVillage } from './create-village.ts';
import { decodeFormBody } from './decode-form-body.ts';
import { deleteForm } from './delete-form.ts';
import { deleteVillage } from './delete-village.ts';
import { getForm } from './get-form.ts';
import { listForms } from './list-forms.ts';
import { fillMissingCustomerNames } from './repository.ts';
import { getRatesChange, keepRates } from './rates-change.ts';
import { requestSummary } from './request-summary.ts';
import { setClientResponse } from './set-client-response.ts';
import { updateCustomer } from './update-customer.ts';
import { updateRatings } from './update-ratings.ts';
import { updateVillage } from './update-village.ts';

export async function formRoutes(app: FastifyInstance): Promise<void> {
  // Rows written before the list's name columns existed get them now (a no-op once done).
  await fillMissingCustomerNames(app.db);
  const deps = depsOf(app);
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

  serve(app, ENDPOINTS.listForms, ({ principal, body }) => listForms(deps, principal, body ?? {}));

  serve(app, ENDPOINTS.createForm, async ({ principal, body }) => ({
    formId: await createForm(deps, principal, body.communityId, body.isMagic ?? false),
  }));

  serve(app, ENDPOINTS.getForm, ({ principal, params }) => getForm(deps, principal, params.formId));

  serve(app, ENDPOINTS.createVillage, ({ principal, params, body }) =>
    createVillage(deps, principal, params.formId, params.modelId, body ?? {}),
  );

  serve(app, ENDPOINTS.deleteVillage, ({ principal, params, body }) =>
    deleteVillage(deps, principal, params, body?.version),
  );

  // Already JSON (cached or fresh, see request-summary.ts): a JSON string payload skips Fastify's serializer.
  serve(app, ENDPOINTS.summary, async ({ principal, params, body, reply }) => {
    const json = await requestSummary(deps, principal, params.formId, body ?? {});
    return reply.type('application/json; charset=utf-8').send(`{"data":${json}}`);
  });

  serve(app, ENDPOINTS.ratesChange, ({ principal, params }) =>
    getRatesChange(deps, principal, params.formId),
  );

  serve(app, ENDPOINTS.keepRates, ({ principal, params }) => keepRates(deps, principal, params.formId));

  // Customer Details and Current Details edit the same customer record (spec §3.4): two paths, one use case.
  for (const endpoint of [ENDPOINTS.updateCustomer, ENDPOINTS.updateCurrent]) {
    serve(app, endpoint, ({ principal, params, body }) =>
      updateCustomer(deps, principal, params.formId, body.data, body.version),
    );
  }

  // The two option kinds keep their paths and body schemas (so validation and the OpenAPI stay exact); one
  // handler serves both, told the model by the path it was registered for.
  const villageUpdates = [
    [ENDPOINTS.updateInternalVillage, MODEL_ID.internal],
    [ENDPOINTS.updateExternalVillage, MODEL_ID.external],
  ] as const;
  for (const [endpoint, modelId] of villageUpdates) {
    serve(app, endpoint, ({ principal, params, body }) =>
      updateVillage(deps, principal, params, { modelId, patch: body.data }, body.version),
    );
  }

  serve(app, ENDPOINTS.updateRatings, ({ principal, params, body }) =>
    updateRatings(deps, principal, params.formId, body.data, body.version),
  );

  serve(app, ENDPOINTS.setClientResponse, ({ principal, params, body }) =>
    setClientResponse(deps, principal, params.formId, body),
  );

  serve(app, ENDPOINTS.deleteForm, ({ principal, params, body, request }) =>
    deleteForm(deps, principal, params.formId, body?.hard ?? false, request.ip),
  );

  serve(app, ENDPOINTS.cloneForm, async ({ principal, params }) => ({
    newFormId: await cloneForm(deps, principal, params.formId),
  }));
}
