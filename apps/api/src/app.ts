import { createRequire } from 'node:module';
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import './platform/app-context.ts';
import { registerAuth } from './platform/auth.ts';
import { setClockSpeed } from './platform/clock.ts';
import type { TConfig } from './platform/config.ts';
import type { TDatabase } from './platform/database.ts';
import { answerClientError, answerFrameworkError } from './platform/client-errors.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { createFileStore } from './platform/file-store/create-file-store.ts';
import { registerHealth } from './platform/health.ts';
import { registerApiReference } from './platform/api-reference.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { registerRouteCatalog } from './platform/route-catalog.ts';
import { registerJsonBodyParser } from './platform/json-body.ts';
import { keyringFor } from './platform/keyring.ts';
import { createLazySealer } from './platform/pdf-seal.ts';
import { startJobQueue, type TJobs } from './platform/jobs.ts';
import { createNotificationListener } from './platform/notification-listener.ts';
import { buildLoggerOptions, lazyRequestLogger, registerAccessLog } from './platform/logger.ts';
import { registerOrgContext } from './platform/org-context.ts';
import { registerRateLimits } from './platform/rate-limits.ts';
import { generateRequestId, registerRequestIdEcho } from './platform/request-id.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerStaticWeb } from './platform/static-web.ts';
import { registerWebsocket } from './platform/websocket.ts';
import { createTokens, resolveJwtSecret } from './platform/tokens.ts';
import { startWorkflow, type TAnyJobDefinition } from './platform/workflow.ts';
import { createSessionCache, ensureAdmin, identityJobs, identityRoutes, sessionLifetimeOf } from './modules/identity/index.ts';
import { identityProviderRoutes } from './modules/identity-provider/index.ts';
import { profileRoutes } from './modules/profile/index.ts';
import { applicationRoutes, applicationWorkflowPort } from './modules/application/index.ts';
import { krangRoutes } from './modules/krang/index.ts';
import { opsRoutes } from './modules/ops/index.ts';
import { conditionRoutes } from './modules/conditions/index.ts';
import { feedbackRoutes } from './modules/feedback/index.ts';
import { brandRoutes } from './modules/brands/index.ts';
import { creditJobs, creditRoutes } from './modules/credit/index.ts';
import { bpoRoutes } from './modules/bpo/index.ts';
import { offersJobs, offersRoutes } from './modules/offers/index.ts';
import { optimizeRoutes } from './modules/optimize/index.ts';
import { telemetryRoutes } from './modules/telemetry/index.ts';
import { operatingHoursRoutes } from './modules/operating-hours/index.ts';
import { bannerRoutes } from './modules/banners/index.ts';
import { waitListRoutes } from './modules/wait-list/index.ts';
import { commsPrefsRoutes } from './modules/comms-prefs/index.ts';
import { leadPortalRoutes } from './modules/lead-portal/index.ts';
import { addressRoutes } from './modules/address/index.ts';
import { offerCodeRoutes } from './modules/offer-code/index.ts';
import { outboxJobs, outboxRoutes } from './modules/outbox/index.ts';
import { prequalificationJobs } from './modules/prequalification/index.ts';
import { documentsRoutes } from './modules/documents/index.ts';
import { incomeJobs, incomeRoutes } from './modules/income/index.ts';
import { verificationJobs, verificationRoutes } from './modules/verification/index.ts';
import { chatRoutes } from './modules/chat/index.ts';
import { signerJobs, signerRoutes } from './modules/signers/index.ts';
import { bankRoutes } from './modules/bank/index.ts';
import { fundingJobs, fundingRoutes } from './modules/funding/index.ts';
import { signingJobs, signingRoutes } from './modules/signing/index.ts';
import { notaryJobs, notaryRoutes } from './modules/notary/index.ts';
import { statusNewsPlugin } from './modules/status-news/index.ts';

/**
 * The modules, in the order they are registered. Add yours with one line; a module is a Fastify
 * plugin that reads `app.db`, `app.config`, `app.jobs`, `app.tokens` and guards routes with requireCaller.
 */
const MODULES: FastifyPluginAsync[] = [
  identityRoutes,
  identityProviderRoutes,
  profileRoutes,
  brandRoutes,
  applicationRoutes,
  krangRoutes,
  opsRoutes,
  conditionRoutes,
  feedbackRoutes,
  creditRoutes,
  bpoRoutes,
  offersRoutes,
  optimizeRoutes,
  telemetryRoutes,
  operatingHoursRoutes,
  bannerRoutes,
  waitListRoutes,
  commsPrefsRoutes,
  leadPortalRoutes,
  addressRoutes,
  offerCodeRoutes,
  outboxRoutes,
  documentsRoutes,
  incomeRoutes,
  verificationRoutes,
  chatRoutes,
  signerRoutes,
  bankRoutes,
  fundingRoutes,
  signingRoutes,
  notaryRoutes,
  statusNewsPlugin,
];

/** Every module's jobs (each module's jobs.ts): the workflow engine runs them in one worker loop. */
const JOBS: TAnyJobDefinition[] = [
  ...prequalificationJobs,
  ...creditJobs,
  ...offersJobs,
  ...outboxJobs,
  ...identityJobs,
  ...incomeJobs,
  ...verificationJobs,
  ...fundingJobs,
  ...signingJobs,
  ...notaryJobs,
  ...signerJobs,
];

/**
 * Fastify loads ajv and fast-json-stringify when it is built (a tenth of the modules a start loads, decision 056),
 * although every route here validates and serialises with zod (setValidatorCompiler below). They load only if
 * a route with a JSON schema ever needs them; what they do then is unchanged.
 */
const requireFromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
type TCompilerBuilder = (externalSchemas: unknown, options: unknown) => unknown;
const loadedLater =
  (name: string): TCompilerBuilder =>
  (externalSchemas, options) =>
    (requireFromFastify(name) as () => TCompilerBuilder)()(externalSchemas, options);
const lazyCompilers = {
  buildValidator: loadedLater('@fastify/ajv-compiler'),
  buildSerializer: loadedLater('@fastify/fast-json-stringify-compiler'),
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

export type TBuildAppOptions = {
  config: TConfig;
  database: TDatabase;
  /** Where logs go (tests capture them; main.ts passes an asynchronous stdout); stdout, written synchronously, by default. */
  logStream?: DestinationStream;
  /** How often idle job workers poll (seconds, >= 0.5). */
  jobPollingIntervalSeconds?: number;
};

/** Builds the whole server on an open, migrated database; the caller listens and later closes it. */
export const buildApp = async (options: TBuildAppOptions): Promise<FastifyInstance> => {
  const { config, database } = options;
  const app = Fastify({
    logger: buildLoggerOptions(config.logLevel, options.logStream),
    // One access line per request, written when the answer has gone (registerAccessLog, decision 049).
    logController: new LogController({ disableRequestLogging: true }),
    // Each request's own logger is made on its first line, not for every request (decision 056).
    childLoggerFactory: lazyRequestLogger,
    schemaController: { compilersFactory: lazyCompilers },
    genReqId: generateRequestId,
    requestIdHeader: false,
    // Only the configured proxies may name the client's address (issue 19 item 1).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1_048_576,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  const tokens = createTokens({ secret: resolveJwtSecret(config), ttlSeconds: config.jwtTtlSeconds });
  // The first admin's password hash (a fresh data folder only) runs off the main thread: overlap it with the
  // job queue's start and the modules' set-up instead of waiting for it first (decision 015).
  const adminReady =
    config.adminEmail && config.adminPassword
      ? ensureAdmin({ db: database.db, email: config.adminEmail, password: config.adminPassword })
      : Promise.resolve({ created: false });
  // Awaited below; until then a failure must not surface as an unhandled rejection.
  adminReady.catch(() => undefined);
  // The sandbox clock's speed (CLOCK_SPEED, decision 083), set before any job or call reads the clock.
  await setClockSpeed(database.db, config.clockSpeed);
  // The process's one LISTEN connection on PostgreSQL, shared by the caches, chat, notary and the job queue
  // (decision 064); everything subscribes while the server is built, and it connects (one LISTEN statement for
  // every channel) once the server is ready, before it answers.
  const notifications = createNotificationListener({ db: database.db, log: app.log });
  app.addHook('onReady', async () => notifications.start());
  const jobs: TJobs = await startJobQueue({
    executeSql: database.executeSql,
    log: app.log,
    pollingIntervalSeconds: options.jobPollingIntervalSeconds,
    singleProcess: database.driver === 'pglite',
    // The loop starts looking for jobs once the server is ready, not at each of its queues' registrations.
    paused: true,
    ...(notifications.crossProcess ? { crossProcessWake: { notifications } } : {}),
  });
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('tokens', tokens);
  app.decorate('keyring', keyringFor(config, (message) => app.log.warn(message)));
  app.decorate('jobs', jobs);
  app.decorate('notifications', notifications);
  const files = await createFileStore({ config, log: app.log });
  app.decorate('files', files);
  const sealer = createLazySealer(config);
  await sealer.ready();
  app.decorate('sealer', sealer);
  // Stop fetching and let running jobs finish before the caller closes the database.
  app.addHook('onClose', async () => jobs.stop());
  app.addHook('onClose', async () => notifications.close());

  // The route catalog and the OpenAPI document watch routes register, so they come before any (decision 017).
  registerRouteCatalog(app);
  await registerOpenApi(app);
  // Platform, in a fixed order: request id, security headers, validation, org check, auth, errors.
  registerAccessLog(app);
  registerRequestIdEcho(app);
  await registerSecurityHeaders(app);
  registerJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerOrgContext(app);
  // Live sessions are checked from memory; a logout evicts at once here and, by NOTIFY, elsewhere (decision 015).
  const sessionCache = createSessionCache({ db: database.db, notifications, lifetime: sessionLifetimeOf(config) });
  app.addHook('onClose', async () => sessionCache.close());
  registerAuth(app, { tokens, findSessionCaller: sessionCache.findSessionCaller });
  registerErrorHandling(app);
  await registerRateLimits(app, { db: database.db });
  registerHealth(app, database.db, notifications);
  await registerWebsocket(app);

  for (const module of MODULES) await app.register(module);
  registerApiReference(app);

  // The workflow engine (decision 016): every module's jobs, status entries queue their job in the change's
  // transaction, and a sweep on start (and then periodically) queues any that went missing.
  const workflow = await startWorkflow({
    db: database.db,
    jobs,
    log: app.log,
    config,
    files,
    sealer,
    definitions: JOBS,
    applications: applicationWorkflowPort(database.db),
  });
  app.addHook('onReady', async () => {
    await workflow.sweep();
    jobs.begin();
  });
  app.addHook('onClose', async () => workflow.stop());

  await registerStaticWeb(app, { webDist: config.webDist });

  if ((await adminReady).created) app.log.info('admin agent created from ADMIN_EMAIL');
  return app;
};
