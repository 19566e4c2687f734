import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import './platform/app-context.ts';
import { registerAuth } from './platform/auth.ts';
import type { TConfig } from './platform/config.ts';
import type { TDatabase } from './platform/database.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { registerHealth } from './platform/health.ts';
import { registerJsonBodyParser } from './platform/json-body.ts';
import { startJobQueue, type TJobs } from './platform/jobs.ts';
import { buildLoggerOptions } from './platform/logger.ts';
import { registerOrgContext } from './platform/org-context.ts';
import { registerRateLimits } from './platform/rate-limits.ts';
import { generateRequestId, registerRequestIdEcho } from './platform/request-id.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerStaticWeb } from './platform/static-web.ts';
import { createTokens, resolveJwtSecret } from './platform/tokens.ts';
import { jobDefinitions } from './jobs/index.ts';
import { createSessionCache, ensureAdmin, identityRoutes } from './modules/identity/index.ts';
import { identityProviderRoutes } from './modules/identity-provider/index.ts';
import { profileRoutes } from './modules/profile/index.ts';
import { applicationRoutes } from './modules/application/index.ts';
import { krangRoutes } from './modules/krang/routes.ts';
import { opsRoutes } from './modules/ops/routes.ts';
import { prequalResumer } from './jobs/resume-prequalification.ts';
import { brandRoutes } from './modules/brands/index.ts';
import { creditRoutes } from './modules/credit/index.ts';
import { bpoRoutes } from './modules/bpo/index.ts';
import { offersRoutes } from './modules/offers/index.ts';
import { optimizeRoutes } from './modules/optimize/index.ts';
import { telemetryRoutes } from './modules/telemetry/index.ts';
import { operatingHoursRoutes } from './modules/operating-hours/index.ts';
import { bannerRoutes } from './modules/banners/index.ts';
import { waitListRoutes } from './modules/wait-list/index.ts';
import { commsPrefsRoutes } from './modules/comms-prefs/index.ts';
import { leadPortalRoutes } from './modules/lead-portal/index.ts';
import { addressRoutes } from './modules/address/index.ts';
import { offerCodeRoutes } from './modules/offer-code/index.ts';

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
  prequalResumer,
];

export type TBuildAppOptions = {
  config: TConfig;
  database: TDatabase;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
  /** How often idle job workers poll (seconds, >= 0.5). */
  jobPollingIntervalSeconds?: number;
};

/** Builds the whole server on an open, migrated database; the caller listens and later closes it. */
export const buildApp = async (options: TBuildAppOptions): Promise<FastifyInstance> => {
  const { config, database } = options;
  const app = Fastify({
    logger: buildLoggerOptions(config.logLevel, options.logStream),
    genReqId: generateRequestId,
    requestIdHeader: false,
    trustProxy: true,
    bodyLimit: 1_048_576,
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
  const jobs: TJobs = await startJobQueue({
    executeSql: database.executeSql,
    log: app.log,
    pollingIntervalSeconds: options.jobPollingIntervalSeconds,
  });
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('tokens', tokens);
  app.decorate('jobs', jobs);
  // Stop fetching and let running jobs finish before the caller closes the database.
  app.addHook('onClose', async () => jobs.stop());

  // Platform, in a fixed order: request id, security headers, validation, org check, auth, errors.
  registerRequestIdEcho(app);
  await registerSecurityHeaders(app);
  registerJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerOrgContext(app);
  // Live sessions are checked from memory; a logout evicts at once here and, by NOTIFY, elsewhere (decision 015).
  const sessionCache = createSessionCache({ db: database.db, log: app.log });
  app.addHook('onReady', async () => sessionCache.start());
  app.addHook('onClose', async () => sessionCache.close());
  registerAuth(app, { tokens, findSessionCaller: sessionCache.findSessionCaller });
  registerErrorHandling(app);
  await registerRateLimits(app);
  registerHealth(app, database.db);

  for (const module of MODULES) await app.register(module);

  for (const definition of jobDefinitions) {
    await jobs.work(definition.name, async (payload, job) => {
      const log = app.log.child({ job: job.name, jobId: job.id, attempt: job.retryCount + 1 });
      await definition.handler(definition.ZPayload.parse(payload), { db: database.db, jobs, log, config, job });
    });
  }

  await registerStaticWeb(app, { webDist: config.webDist });

  if ((await adminReady).created) app.log.info('admin agent created from ADMIN_EMAIL');
  return app;
};
