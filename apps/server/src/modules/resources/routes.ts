/**
 * Resources routes (contract in @rlc/shared api/resources.ts and api/endpoints/resources.ts), under
 * /api/app/v1:
 *   GET  content/newsletter-articles                      → NewsletterArticle[]   (any signed-in staff user)
 *   POST content/newsletter-articles/create, content/newsletter-article/:articleId/{update,publish,delete}
 *   GET  content/webinars, POST content/webinars/create, content/webinar/:webinarId/{update,delete}
 *   GET  content/advisers, POST content/advisers/create, content/adviser/:adviserId/{update,delete}
 *   GET  content/url/:name → { url, filename };  GET content/file/:name?token=… → the PDF (public, token-checked)
 * Writes need adminReports (updateCorporateReport).
 */
import type { FastifyInstance } from 'fastify';
import { ContentFileQuery, ENDPOINTS } from '@rlc/shared';
import { serve } from '../../http/route.ts';
import { depsOf } from '../../plugins/context.ts';
import { validationError } from '../../plugins/errors.ts';
import { API_PREFIX } from '../../plugins/openapi.ts';
import { createAdviser, deleteAdviser, listAdvisers, updateAdviser } from './advisers.ts';
import { contentFile, contentUrl } from './manual.ts';
import {
  createNewsletterArticle,
  deleteNewsletterArticle,
  listNewsletterArticles,
  publishNewsletterArticle,
  updateNewsletterArticle,
} from './newsletter-articles.ts';
import { createWebinar, deleteWebinar, listWebinars, updateWebinar } from './webinars.ts';

export function resourcesRoutes(app: FastifyInstance): Promise<void> {
  const deps = depsOf(app);
  serve(app, ENDPOINTS.listNewsletterArticles, ({ principal }) => listNewsletterArticles(deps, principal));
  serve(app, ENDPOINTS.createNewsletterArticle, ({ principal, body }) =>
    createNewsletterArticle(deps, principal, body),
  );
  serve(app, ENDPOINTS.updateNewsletterArticle, ({ principal, params, body }) =>
    updateNewsletterArticle(deps, principal, params.articleId, body),
  );
  serve(app, ENDPOINTS.publishNewsletterArticle, ({ principal, params, body }) =>
    publishNewsletterArticle(deps, principal, params.articleId, body.published),
  );
  serve(app, ENDPOINTS.deleteNewsletterArticle, ({ principal, params }) =>
    deleteNewsletterArticle(deps, principal, params.articleId),
  );

  serve(app, ENDPOINTS.listWebinars, ({ principal }) => listWebinars(deps, principal));
  serve(app, ENDPOINTS.createWebinar, ({ principal, body }) => createWebinar(deps, principal, body));
  serve(app, ENDPOINTS.updateWebinar, ({ principal, params, body }) =>
    updateWebinar(deps, principal, params.webinarId, body),
  );
  serve(app, ENDPOINTS.deleteWebinar, ({ principal, params }) =>
    deleteWebinar(deps, principal, params.webinarId),
  );

  serve(app, ENDPOINTS.listAdvisers, ({ principal }) => listAdvisers(deps, principal));
  serve(app, ENDPOINTS.createAdviser, ({ principal, body }) => createAdviser(deps, principal, body));
  serve(app, ENDPOINTS.updateAdviser, ({ principal, params, body }) =>
    updateAdviser(deps, principal, params.adviserId, body),
  );
  serve(app, ENDPOINTS.deleteAdviser, ({ principal, params }) =>
    deleteAdviser(deps, principal, params.adviserId),
  );

  serve(app, ENDPOINTS.getContentUrl, ({ principal, params }) =>
    contentUrl(deps, principal.sessionId, params.name, API_PREFIX),
  );
  serve(app, ENDPOINTS.getContentFile, async ({ params, request, reply }) => {
    const query = ContentFileQuery.safeParse(request.query);
    if (!query.success) throw validationError('The link has no token.', 'token');
    const { bytes, filename } = await contentFile(deps, params.name, query.data.token);
    // Inline: the browser shows it in the tab the link opened; the name is used when the user saves it.
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
  return Promise.resolve();
}
