/**
 * Rates-change routes for the admin (contract in @rlc/shared api/rates-rerun.ts), registered under
 * /api/app/v1, permission `updateCorporateReport` (ability adminReports). The plugin owns the `rates-rerun`
 * pg-boss queue (`jobs.ts`): at registration it fails runs a previous process left behind; pg-boss starts on the
 * first re-run; on close the queue stops, waiting for the re-run in progress.
 */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@rlc/shared';
import { serve } from '../../http/route.ts';
import { depsOf } from '../../plugins/context.ts';
import { getRatesRerun } from './get-rerun.ts';
import { createRerunJobs, type RerunJobs } from './jobs.ts';
import { listRatesChanges } from './list-changes.ts';
import { startRatesRerun } from './start-rerun.ts';

export interface RatesRoutesOptions {
  /** 'queue' (default) re-runs through pg-boss in the background; 'inline' before the POST answers. */
  jobsMode?: 'queue' | 'inline';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The re-run job runner (set by ratesRoutes; tests wait on `idle()`). */
    ratesReruns?: RerunJobs;
  }
}

export async function ratesRoutes(app: FastifyInstance, opts: RatesRoutesOptions): Promise<void> {
  const jobs = createRerunJobs({
    db: app.db,
    clock: () => app.clock(),
    mode: opts.jobsMode ?? 'queue',
    queue: app.jobQueue,
  });
  app.decorate('ratesReruns', jobs);
  await jobs.start();
  app.addHook('onClose', async () => jobs.stop());

  const deps = { ...depsOf(app), jobs };

  serve(app, ENDPOINTS.ratesChanges, async ({ principal }) => listRatesChanges(deps, principal));

  serve(app, ENDPOINTS.startRatesRerun, async ({ principal }) => ({
    run: await startRatesRerun(deps, principal),
  }));

  serve(app, ENDPOINTS.ratesRerun, async ({ principal, params }) => ({
    run: await getRatesRerun(deps, principal, params.runId),
  }));
}
