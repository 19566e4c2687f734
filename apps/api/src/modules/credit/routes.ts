import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCreditActionResponse, ZCreditDecisionResponse, ZErrorBody, ZSubmitSsnRequest } from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/http-error.ts';
import type { TJobDefinition } from '../../platform/jobs.ts';
import { findCreditDecision } from './find-credit-decision.ts';
import { retryFrozenCredit } from './retry-frozen-credit.ts';
import { resolveSsnKey } from './ssn-cipher.ts';
import { createSsnRepullJob } from './ssn-repull-job.ts';
import { createHardPullJob, startHardPullTrigger } from './hard-pull-job.ts';
import { submitSsn } from './submit-ssn.ts';

const BASE = '/service-application/api/v1/application/heloc/:uuid/credit';
const errorResponses = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const ZUuidParams = z.object({ uuid: z.string() });
const APPLICANT = ['APPLICANT'] as const;
// A malformed uuid answers 404 like an application that is not the caller's.
const requireUuid = (value: string) => {
  if (!z.uuid().safeParse(value).success) throw notFound();
  return value;
};

export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, jobs } = app;
  const key = resolveSsnKey({ envKey: process.env.SSN_ENCRYPTION_KEY, dataDir: app.config.dataDir });

  // Both jobs open the sealed social security number, so they are built here with the key.
  const work = async <TPayload>(definition: TJobDefinition<TPayload>) =>
    jobs.work(definition.name, async (payload, job) => {
      const log = app.log.child({ job: job.name, jobId: job.id, attempt: job.retryCount + 1 });
      await definition.handler(definition.ZPayload.parse(payload), { db, jobs, log, config: app.config, job });
    });
  await work(createSsnRepullJob(key));
  await work(createHardPullJob(key));
  startHardPullTrigger(app);

  app.post(
    `${BASE}/ssn`,
    {
      preHandler: requireCaller(APPLICANT),
      schema: { params: ZUuidParams, body: ZSubmitSsnRequest, response: { 200: ZCreditActionResponse, ...errorResponses } },
    },
    async (request) => {
      const caller = callerOf(request);
      return submitSsn({
        db,
        jobs,
        key,
        uuid: requireUuid(request.params.uuid),
        ownerIdentityUuid: caller.identityUuid,
        organizationCode: request.orgCode,
        ssn: request.body.ssn,
      });
    },
  );

  app.post(
    `${BASE}/retry`,
    { preHandler: requireCaller(APPLICANT), schema: { params: ZUuidParams, response: { 200: ZCreditActionResponse, ...errorResponses } } },
    async (request) =>
      retryFrozenCredit({
        db,
        jobs,
        uuid: requireUuid(request.params.uuid),
        ownerIdentityUuid: callerOf(request).identityUuid,
        organizationCode: request.orgCode,
      }),
  );

  app.get(
    `${BASE}/decision`,
    { preHandler: requireCaller(APPLICANT), schema: { params: ZUuidParams, response: { 200: ZCreditDecisionResponse, ...errorResponses } } },
    async (request) =>
      findCreditDecision({
        db,
        uuid: requireUuid(request.params.uuid),
        ownerIdentityUuid: callerOf(request).identityUuid,
        organizationCode: request.orgCode,
      }),
  );
};
