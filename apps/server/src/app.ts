/**
 * Builds the Fastify application (design §2: plugins registered explicitly, no autoload). `server.ts` starts it.
 *
 *   const app = await buildApp({ db, config, mailer, clock? });
 *
 * Resolves once the app is ready; rejects (the server refuses to start) when a route under /api does not declare
 * its permission (plugins/permissions.ts). Routes: /api/health, /api/ready, /api/app/v1/* (spec §7),
 * /api/app/v1/openapi.json, /api/dev/* (development only), and the built SPA for everything else.
 */
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import formbody from '@fastify/formbody';
import { DEV_API_BASE } from '@rlc/shared';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createJobQueue } from './jobs/queue.ts';
import { accountRoutes } from './modules/account/index.ts';
import { analyticsRoutes, scheduleNightlyRecount } from './modules/analytics/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { communityRoutes } from './modules/communities/index.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { consultRoutes } from './modules/consult/index.ts';
import { contractRoutes } from './modules/contracts/index.ts';
import { formRoutes } from './modules/forms/index.ts';
import { magicRoutes } from './modules/magic/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { reportSettingsRoutes } from './modules/report-settings/index.ts';
import { resourcesRoutes } from './modules/resources/index.ts';
import { devOutboxRoutes, type Mailer } from './modules/mail/index.ts';
import { registerGuard } from './plugins/auth.ts';
import { createBackground, type Clock } from './plugins/context.ts';
import { frameworkErrorReply, registerErrorHandler } from './plugins/errors.ts';
import { parseFormBody, registerInputHygiene } from './plugins/input-hygiene.ts';
import { loggerOptions } from './plugins/logging.ts';
import { API_PREFIX, registerOpenApi, registerOpenApiRoute } from './plugins/openapi.ts';
import { checkRouteDeclarations } from './plugins/permissions.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerGracefulClose } from './plugins/shutdown.ts';
import { registerSpa } from './plugins/spa.ts';

export interface BuildAppOptions {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Server clock for sessions, tokens and throttling; tests inject one they can move. Default: real time. */
  clock?: Clock;
  /** false (tests) or true for pino at `config.logLevel`. Default true. */
  logger?: boolean;
  /** Where pino writes (default stdout); tests capture it to check redaction. */
  logStream?: NodeJS.WritableStream;
  /** Extra plugins registered under /api/app/v1 after the real routes (tests: e.g. a permission-only route). */
  extraApiPlugins?: FastifyPluginAsync[];
  /**
   * true (server.ts): once listening, start the PDF queue and warm the render thread in the background, so the
   * first PDF does not pay seconds of set-up. Default false: apps that never listen or render (tests) stay lazy.
   */
  warmPdfReports?: boolean;
  /** With `warmPdfReports`: called once the warm-up has ended (well or not). */
  onPdfWarm?: () => void;
  /**
   * true (server.ts): once listening, set the nightly recount of the analytics pre-aggregates (pg-boss schedule,
   * modules/analytics/recount-job.ts) and run its worker here. Default false: tests do not start pg-boss for it.
   */
  scheduleAnalyticsRecount?: boolean;
}

/**
 * A JSON content with no bytes reads as no body (then an optional body is absent and a required one is refused by
 * its schema), instead of Fastify's own 400 "Body cannot be empty"; everything else goes to Fastify's JSON parser,
 * with its prototype-poisoning protection.
 */
function acceptEmptyJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, null);
    else void parseJson(request, body as string, done);
  });
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const jwtSecret = config.jwtSecret;
  if (!jwtSecret) throw new Error('buildApp: config.jwtSecret is required (call ensureJwtSecret first)');

  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { ...loggerOptions(config.logLevel), ...(opts.logStream ? { stream: opts.logStream } : {}) },
    // Our own answers: a request id in logs without trusting a client-supplied header.
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    // Bodies are small forms and JSON payloads.
    bodyLimit: 1_048_576,
    frameworkErrors: frameworkErrorReply,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  acceptEmptyJson(app);
  // First: every later route is checked for its permission declaration.
  checkRouteDeclarations(app);

  app.decorate('db', opts.db);
  app.decorate('config', { ...config, jwtSecret });
  app.decorate('mailer', opts.mailer);
  app.decorate('clock', opts.clock ?? (() => new Date()));
  app.decorate('background', createBackground(app));
  app.addHook('onClose', async () => app.background.idle());
  app.decorate('jobQueue', createJobQueue(opts.db));
  // A root hook: it runs after the modules' own onClose hooks, which stop their workers first.
  app.addHook('onClose', async () => app.jobQueue.stop());
  if (opts.scheduleAnalyticsRecount)
    app.addHook('onListen', (done) => {
      // Not awaited: listening must not wait for pg-boss to start.
      void scheduleNightlyRecount({ db: opts.db, queue: app.jobQueue, log: app.log }).catch((err: unknown) =>
        app.log.error({ err }, 'Could not schedule the nightly analytics recount'),
      );
      done();
    });
  // E-mails go through the job queue (retries with backoff); rows a stopped process left queued are sent again.
  await opts.mailer.attach(app.jobQueue);

  registerErrorHandler(app);
  registerGracefulClose(app);
  await app.register(formbody, { parser: parseFormBody });
  registerInputHygiene(app);
  await registerSecurity(app);
  await registerOpenApi(app);
  registerGuard(app);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: API_PREFIX });
  await app.register(accountRoutes, { prefix: API_PREFIX });
  await app.register(consultRoutes, { prefix: API_PREFIX });
  await app.register(auditRoutes, { prefix: API_PREFIX });
  await app.register(communityRoutes, { prefix: API_PREFIX });
  await app.register(contractRoutes, { prefix: API_PREFIX });
  await app.register(formRoutes, { prefix: API_PREFIX });
  await app.register(reportSettingsRoutes, { prefix: API_PREFIX });
  await app.register(magicRoutes, { prefix: API_PREFIX });
  await app.register(analyticsRoutes, { prefix: API_PREFIX });
  await app.register(resourcesRoutes, { prefix: API_PREFIX });
  await app.register((await import('./modules/reports/index.ts')).reportRoutes, {
    prefix: API_PREFIX,
    warmOnListen: opts.warmPdfReports ?? false,
    onWarm: opts.onPdfWarm,
  });
  await app.register((await import('./modules/rates/index.ts')).ratesRoutes, { prefix: API_PREFIX });
  if (config.isDevelopment) await app.register(devOutboxRoutes, { prefix: DEV_API_BASE });
  for (const plugin of opts.extraApiPlugins ?? []) await app.register(plugin, { prefix: API_PREFIX });
  registerOpenApiRoute(app);

  await registerSpa(app, config.webDist);
  await app.ready();
  return app;
}
