/**
 * PDF report routes (issue 4 item 4; contract in @rlc/shared api/reports.ts), registered under /api/app/v1.
 * The plugin owns the `render-pdf` pg-boss queue (`app.pdfJobs`): at registration it recovers rows a previous
 * process left behind; pg-boss starts on the first PDF, or (option `warmOnListen`, the server) in the background
 * once the app listens, with a warm render thread; on close the queue stops (waiting for running renders) and the
 * piscina render pool is shut down.
 */
import { CreatePdfRequest, CreatePdfResponse, PdfListResponse } from '@rlc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/context.ts';
import { requirePermission } from '../../plugins/permissions.ts';
import { createPdfJobs, type PdfJobs } from './jobs.ts';
import { shutdownPdfPool } from './pdf/index.ts';
import { downloadPdf, listPdfs, requestPdf } from './service.ts';

const tags = ['reports'];
const security = [{ bearer: [] }];
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
// Same scoping permissions as reading the form: whoever may see a form may make and fetch its reports.
const access = requirePermission({ any: ['accessCorporate', 'accessCommunityWide', 'accessSelf'] });
const pgInt = z.coerce.number().int().positive().max(2_147_483_647);
const formParams = z.object({ formId: pgInt });
const pdfParams = z.object({ formId: pgInt, pdfId: pgInt });

export interface ReportRoutesOptions {
  /** 'queue' (default) renders through pg-boss in the background; 'inline' renders before the POST answers (tests). */
  jobsMode?: 'queue' | 'inline';
  /**
   * true (the server): when the app starts listening, start pg-boss and warm the render thread in the background
   * (`PdfJobs.warm`), logging how long each took. Default false: pg-boss and the thread start on the first PDF.
   */
  warmOnListen?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The PDF job runner (set by reportRoutes, visible inside it; tests wait on `idle()`). */
    pdfJobs?: PdfJobs;
  }
}

export const reportRoutes: FastifyPluginAsyncZod<ReportRoutesOptions> = async (app, opts) => {
  const jobs = createPdfJobs({ db: app.db, clock: () => app.clock(), mode: opts.jobsMode ?? 'queue' });
  app.decorate('pdfJobs', jobs);
  await jobs.start();
  if (opts.warmOnListen)
    app.addHook('onListen', (done) => {
      // Not awaited: listen, and /api/health with it, must not wait for seconds of set-up.
      void jobs.warm().then((w) => {
        if (w?.ok)
          app.log.info(
            { queueMs: Math.round(w.queueMs), rendererMs: Math.round(w.rendererMs) },
            'PDF reports warm',
          );
        else if (w)
          app.log.warn({ error: w.error }, 'PDF warm-up failed; the first PDF will start the queue');
      });
      done();
    });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await shutdownPdfPool();
  });

  app.post(
    '/form/:formId/pdf',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Queue a Summary or Results PDF of the form (refreshes the stored summary first)',
        params: formParams,
        body: CreatePdfRequest,
        response: { 200: data(CreatePdfResponse) },
      },
    },
    async (req) => ({
      data: { pdf: await requestPdf(app, jobs, requireAuth(req.auth), req.params.formId, req.body.kind) },
    }),
  );

  app.get(
    '/form/:formId/pdfs',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: "The form's PDFs, newest first, with status and progress (0–1)",
        params: formParams,
        response: { 200: data(PdfListResponse) },
      },
    },
    async (req) => ({ data: { pdfs: await listPdfs(app, requireAuth(req.auth), req.params.formId) } }),
  );

  app.get(
    '/form/:formId/pdf/:pdfId/download',
    {
      config: access,
      schema: {
        tags,
        security,
        summary: 'Download a done PDF (application/pdf, attachment named after the report)',
        params: pdfParams,
      },
    },
    async (req, reply) => {
      const { bytes, fileName } = await downloadPdf(
        app,
        requireAuth(req.auth),
        req.params.formId,
        req.params.pdfId,
      );
      // RFC 6266: a plain ASCII fallback plus the UTF-8 name for non-ASCII report names.
      const ascii = fileName.replace(/[^\x20-\x7e]/g, '_');
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};
