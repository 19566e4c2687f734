import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAgentApplicationDetail,
  ZAgentApplicationList,
  ZAgentApplicationListQuery,
  ZAgentCondition,
  ZAgentStatusChangeRequest,
  ZClockAdvanceRequest,
  ZClockResponse,
  ZCreateConditionRequest,
  ZErrorBody,
  ZHelocApplication,
  ZResolveConditionRequest,
} from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { advanceClock, readClockOffsetMs } from '../../platform/clock.ts';
import { notFound } from '../../platform/http-error.ts';
import { findApplicationInOrgs, listApplicationsForAgent, toHelocApplication } from '../application/index.ts';
import { createCondition, resolveCondition, toAgentCondition } from '../conditions/index.ts';
import { findApplicationDetail } from './find-application-detail.ts';
import { moveApplicationStatus } from './move-application-status.ts';

const AGENTS = ['AGENT', 'ADMIN'] as const;
const errorResponses = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const BASE = '/service-ops/agent/api/v1';
// Anything that is not a uuid cannot be an application: 404 like any application that is not yours.
const ZUuidParam = z.string().refine((v) => z.uuid().safeParse(v).success);
const uuidOr404 = (value: string) => {
  if (!ZUuidParam.safeParse(value).success) throw notFound();
  return value;
};

export const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, jobs, config } = app;

  app.get(
    `${BASE}/applications`,
    { preHandler: requireCaller(AGENTS), schema: { querystring: ZAgentApplicationListQuery, response: { 200: ZAgentApplicationList, ...errorResponses } } },
    async (request) => listApplicationsForAgent({ db, orgCodes: callerOf(request).orgCodes, query: request.query }),
  );

  app.get(
    `${BASE}/applications/:uuid`,
    { preHandler: requireCaller(AGENTS), schema: { params: z.object({ uuid: z.string() }), response: { 200: ZAgentApplicationDetail, ...errorResponses } } },
    async (request) => findApplicationDetail({ db, uuid: uuidOr404(request.params.uuid), orgCodes: callerOf(request).orgCodes }),
  );

  app.post(
    `${BASE}/applications/:uuid/status`,
    {
      preHandler: requireCaller(AGENTS),
      schema: { params: z.object({ uuid: z.string() }), body: ZAgentStatusChangeRequest, response: { 200: ZHelocApplication, ...errorResponses } },
    },
    async (request) => {
      const updated = await moveApplicationStatus({ db, caller: callerOf(request), uuid: uuidOr404(request.params.uuid), request: request.body });
      return toHelocApplication(updated);
    },
  );

  app.post(
    `${BASE}/applications/:uuid/conditions`,
    {
      preHandler: requireCaller(AGENTS),
      schema: { params: z.object({ uuid: z.string() }), body: ZCreateConditionRequest, response: { 200: ZAgentCondition, ...errorResponses } },
    },
    async (request) => {
      const caller = callerOf(request);
      const application = await findApplicationInOrgs({ db, uuid: uuidOr404(request.params.uuid), orgCodes: caller.orgCodes });
      const row = await createCondition({
        db,
        jobs,
        publicUrl: config.publicUrl,
        application,
        createdByIdentityUuid: caller.identityUuid,
        request: request.body,
      });
      return toAgentCondition(row);
    },
  );

  app.patch(
    `${BASE}/applications/:uuid/conditions/:conditionUuid`,
    {
      preHandler: requireCaller(AGENTS),
      schema: {
        params: z.object({ uuid: z.string(), conditionUuid: z.string() }),
        body: ZResolveConditionRequest.optional().transform((b) => b ?? { resolution: 'Resolved' }),
        response: { 200: ZAgentCondition, ...errorResponses },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const application = await findApplicationInOrgs({ db, uuid: uuidOr404(request.params.uuid), orgCodes: caller.orgCodes });
      const row = await resolveCondition({
        db,
        applicationUuid: application.uuid,
        conditionUuid: uuidOr404(request.params.conditionUuid),
        resolvedByIdentityUuid: caller.identityUuid,
        resolution: request.body.resolution,
      });
      return toAgentCondition(row);
    },
  );

  app.post(
    `${BASE}/clock/advance`,
    { preHandler: requireCaller(['ADMIN']), schema: { body: ZClockAdvanceRequest, response: { 200: ZClockResponse, ...errorResponses } } },
    async (request) => {
      // The simulated clock only moves in sandbox mode: real vendors live in real time.
      if (app.config.vendorMode !== 'sandbox') throw notFound();
      const now = await advanceClock(db, request.body.minutes);
      return { now: now.toISOString(), offsetMinutes: Math.round((await readClockOffsetMs(db)) / 60_000) };
    },
  );
};
