/**
 * PDF report routes (contract in @rlc/shared api/reports.ts), registered under /api/app/v1.
 * The plugin owns the `render-pdf` pg-boss queue (`app.pdfJobs`): at registration it recovers rows a previous
 * process left behind; pg-boss starts on the first PDF, or (option `warmOnListen`, the server) in the background
 * once the app listens, with a warm render thread; on close the queue stops (waiting for running renders) and the
 * piscina render pool is shut down.
 */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@rlc/shared';
import { serve } from '../../http/route.ts';
import { depsOf } from '../../plugins/context.ts';
import { downloadPdf, sendPdf } from './download-pdf.ts';
import { createPdfJobs, type PdfJobs } from './jobs.ts';
import { listPdfs } from './list-pdfs.ts';
import { shutdownPdfPool } from './pdf/index.ts';
import { requestPdf } from './request-pdf.ts';

export interface ReportRoutesOptions {
  /** 'queue' (default) renders through pg-boss in the background; 'inline' renders before the POST answers (tests). */
  jobsMode?: 'queue' | 'inline';
  /**
   * true (the server): when the app starts listening, start pg-boss and warm the render thread in the background
   * (`PdfJobs.warm`), logging how long each took. Default false: pg-boss and the thread start on the first PDF.
   */
  warmOnListen?: boolean;
  /** Called once the warm-up has ended, well or not (server.ts prints its banner after it, so it comes last). */
  onWarm?: () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The PDF job runner (set by reportRoutes, visible inside it; tests wait on `idle()`). */
    pdfJobs?: PdfJobs;
  }
}

export async function reportRoutes(app: FastifyInstance, opts: ReportRoutesOptions): Promise<void> {
  const jobs = createPdfJobs({
    db: app.db,
    clock: () => app.clock(),
    mode: opts.jobsMode ?? 'queue',
    queue: app.jobQueue,
    onFailure: (pdfId, err) => app.log.error({ err, pdfId }, 'PDF render failed'),
  });
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
        opts.onWarm?.();
      });
      done();
    });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await shutdownPdfPool();
  });

  const deps = { ...depsOf(app), jobs };

  serve(app, ENDPOINTS.requestPdf, async ({ principal, params, body }) => ({
    pdf: await requestPdf(deps, principal, params.formId, body.kind),
  }));

  serve(app, ENDPOINTS.listPdfs, async ({ principal, params }) => ({
    pdfs: await listPdfs(deps, principal, params.formId),
  }));

  serve(app, ENDPOINTS.downloadPdf, async ({ principal, params, reply, request }) => {
    const { bytes, fileName } = await downloadPdf(deps, principal, params.formId, params.pdfId, request.ip);
    return sendPdf(reply, bytes, fileName);
  });
}
