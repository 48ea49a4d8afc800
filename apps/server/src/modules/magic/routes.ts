/**
 * Magic-link calls (contract in @rlc/shared api/magic.ts) under /api/app/v1, registered from the
 * endpoint table: staff calls, the link's public peek and redeem, and the customer's calls (`callers:
 * ['customer']`, so the guard refuses them to staff and every other route to customers).
 */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@rlc/shared';
import { serve } from '../../http/route.ts';
import { depsOf } from '../../plugins/context.ts';
import { sendPdf } from '../reports/index.ts';
import { addOption } from './customer-add-option.ts';
import { configureOption } from './customer-configure-option.ts';
import { deleteOption } from './customer-delete-option.ts';
import { saveCustomerDetails } from './customer-details.ts';
import { customerDownloadPdf } from './customer-download-pdf.ts';
import { customerForm } from './customer-form.ts';
import { customerLogout } from './customer-logout.ts';
import { customerResults } from './customer-results.ts';
import { customerSession } from './customer-session.ts';
import { assignCustomer } from './assign-customer.ts';
import { completeForm } from './complete-form.ts';
import { endLink } from './end-link.ts';
import { magicClone } from './magic-clone.ts';
import { magicCloneAssign } from './magic-clone-assign.ts';
import { peekLink } from './peek-link.ts';
import { redeemLink } from './redeem-link.ts';
import { resendLink } from './resend-link.ts';
import { updateSettings } from './update-settings.ts';

export function magicRoutes(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);

  serve(app, ENDPOINTS.magicClone, async ({ principal, params, body }) => ({
    newFormId: await magicClone(deps, principal, params.formId, body ?? {}),
  }));
  serve(app, ENDPOINTS.magicAssign, ({ principal, params, body }) =>
    assignCustomer(deps, principal, params.formId, body),
  );
  serve(app, ENDPOINTS.magicCloneAssign, ({ principal, params, body }) =>
    magicCloneAssign(deps, principal, params.formId, body),
  );
  serve(app, ENDPOINTS.magicSettings, ({ principal, params, body }) =>
    updateSettings(deps, principal, params.formId, body),
  );
  serve(app, ENDPOINTS.magicResend, ({ principal, params }) => resendLink(deps, principal, params.formId));
  serve(app, ENDPOINTS.magicCancel, ({ principal, params }) =>
    endLink(deps, principal, params.formId, 'cancel'),
  );
  serve(app, ENDPOINTS.magicExpire, ({ principal, params }) =>
    endLink(deps, principal, params.formId, 'expire'),
  );

  serve(app, ENDPOINTS.magicLinkPeek, ({ body }) => peekLink(deps, body.token));
  serve(app, ENDPOINTS.magicLinkRedeem, ({ body, request }) => redeemLink(deps, body.token, request.ip));

  serve(app, ENDPOINTS.magicSession, ({ principal }) => customerSession(deps, principal));
  serve(app, ENDPOINTS.magicLogout, async ({ principal }) => {
    await customerLogout(deps, principal);
    return { loggedOut: true as const };
  });
  serve(app, ENDPOINTS.magicGetForm, ({ principal, params }) => customerForm(deps, principal, params.formId));
  serve(app, ENDPOINTS.magicUpdateCustomer, ({ principal, params, body }) =>
    saveCustomerDetails(deps, principal, params.formId, body.data, body.version),
  );
  serve(app, ENDPOINTS.magicCreateVillage, ({ principal, params, body }) =>
    addOption(deps, principal, params.formId, body ?? {}),
  );
  serve(app, ENDPOINTS.magicUpdateVillage, ({ principal, params, body }) =>
    configureOption(deps, principal, params, body.data, body.version),
  );
  serve(app, ENDPOINTS.magicDeleteVillage, ({ principal, params, body }) =>
    deleteOption(deps, principal, params, body?.version),
  );
  // Already JSON (see forms' request-summary.ts): sent as is.
  serve(app, ENDPOINTS.magicSummary, async ({ principal, params, reply }) => {
    const json = await customerResults(deps, principal, params.formId);
    return reply.type('application/json; charset=utf-8').send(`{"data":${json}}`);
  });
  serve(app, ENDPOINTS.magicDownloadPdf, async ({ principal, params, reply, request }) => {
    const { bytes, fileName } = await customerDownloadPdf(
      deps,
      principal,
      params.formId,
      params.pdfId,
      request.ip,
    );
    return sendPdf(reply, bytes, fileName);
  });
  serve(app, ENDPOINTS.magicComplete, ({ principal, params }) =>
    completeForm(deps, principal, params.formId),
  );
  return Promise.resolve();
}
