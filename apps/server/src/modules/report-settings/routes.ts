/**
 * Report settings routes (contract in @rlc/shared api/report-content.ts), under /api/app/v1:
 *   GET  reportContent/corporate[/:name]                 → { blocks } | { name, content, lastUpdated }
 *   POST reportContent/corporate/:name                   → { message, lastUpdated }     (updateCorporateReport)
 *   GET  reportContent/community/:communityId[/:name]    → the same with corporateContent (updateCommunityReport)
 *   POST reportContent/community/:communityId/:name      → { message, lastUpdated }
 *   GET  corporate/settings, POST corporate/settings/update (updateCorporateReport)
 *   GET  corporate/logo, POST corporate/logo, POST corporate/logo/delete (updateCorporateReport): the cover's logo
 *   GET  shellContent (every signed-in user); GET shellContent/corporate, POST shellContent/corporate/:name
 *        (updateCorporateReport): the shell's post-login message and what's new
 */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, SHELL_CONTENT_NAMES } from '@rlc/shared';
import { serve } from '../../http/route.ts';
import { depsOf } from '../../plugins/context.ts';
import { deleteCorporateLogo, getCorporateLogo, saveCorporateLogo } from './corporate-logo.ts';
import { getCorporateSettings, updateCorporateSettings } from './corporate-settings.ts';
import { getReportContent, listReportContent } from './get-report-content.ts';
import { saveReportContent } from './save-report-content.ts';
import { shellContent } from './shell-content.ts';

export function reportSettingsRoutes(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  serve(app, ENDPOINTS.listCorporateReportContent, async ({ principal }) => ({
    blocks: await listReportContent(deps, principal, null),
  }));
  serve(app, ENDPOINTS.getCorporateReportContent, ({ principal, params }) =>
    getReportContent(deps, principal, null, params.name),
  );
  serve(app, ENDPOINTS.saveCorporateReportContent, ({ principal, params, body }) =>
    saveReportContent(deps, principal, null, params.name, body.content),
  );
  serve(app, ENDPOINTS.listCommunityReportContent, async ({ principal, params }) => ({
    blocks: await listReportContent(deps, principal, params.communityId),
  }));
  serve(app, ENDPOINTS.getCommunityReportContent, ({ principal, params }) =>
    getReportContent(deps, principal, params.communityId, params.name),
  );
  serve(app, ENDPOINTS.saveCommunityReportContent, ({ principal, params, body }) =>
    saveReportContent(deps, principal, params.communityId, params.name, body.content),
  );
  serve(app, ENDPOINTS.getCorporateSettings, async ({ principal }) => ({
    settings: await getCorporateSettings(deps, principal),
  }));
  serve(app, ENDPOINTS.updateCorporateSettings, ({ principal, body }) =>
    updateCorporateSettings(deps, principal, body.settings),
  );
  serve(app, ENDPOINTS.getCorporateLogo, async ({ principal }) => ({
    logo: await getCorporateLogo(deps, principal),
  }));
  serve(app, ENDPOINTS.saveCorporateLogo, ({ principal, body }) => saveCorporateLogo(deps, principal, body));
  serve(app, ENDPOINTS.deleteCorporateLogo, ({ principal }) => deleteCorporateLogo(deps, principal));
  serve(app, ENDPOINTS.getShellContent, ({ principal }) => shellContent(deps, principal));
  serve(app, ENDPOINTS.listShellContent, async ({ principal }) => ({
    blocks: await listReportContent(deps, principal, null, SHELL_CONTENT_NAMES),
  }));
  serve(app, ENDPOINTS.saveShellContent, ({ principal, params, body }) =>
    saveReportContent(deps, principal, null, params.name, body.content),
  );
  return Promise.resolve();
}
