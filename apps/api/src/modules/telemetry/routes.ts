import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  ZErrorBody,
  ZTelemetryContext,
  ZTelemetryEventList,
  ZTelemetryEventQuery,
  ZTelemetryEventRequest,
  ZTelemetrySessionRequest,
  ZTelemetrySessionResponse,
} from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { notFound, unauthorized } from '../../platform/http-error.ts';
import { findEvents } from './find-events.ts';
import { recordEvent } from './record-event.ts';
import { startSession } from './start-session.ts';

/** Telemetry bodies are small; anything larger is refused (413) before it is parsed. */
export const TELEMETRY_BODY_LIMIT_BYTES = 16 * 1024;
const AGENTS = ['AGENT', 'ADMIN'] as const;
const errorResponses = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 413: ZErrorBody };
const ZContextParams = z.object({ context: ZTelemetryContext });

const checkContext = (request: FastifyRequest, context: 'external' | 'secure') => {
  if (context === 'secure' && !request.caller) throw unauthorized();
};

export const telemetryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/ft/:context/session',
    {
      bodyLimit: TELEMETRY_BODY_LIMIT_BYTES,
      schema: { params: ZContextParams, body: ZTelemetrySessionRequest, response: { 200: ZTelemetrySessionResponse, ...errorResponses } },
    },
    async (request) => {
      checkContext(request, request.params.context);
      return startSession({ db, organizationCode: request.orgCode, request: request.body });
    },
  );

  app.post(
    '/ft/:context/event',
    {
      bodyLimit: TELEMETRY_BODY_LIMIT_BYTES,
      schema: { params: ZContextParams, body: ZTelemetryEventRequest, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      checkContext(request, request.params.context);
      // The caller's own identity wins over what the body claims.
      const identityId = request.caller?.identityUuid ?? request.body.identityId;
      await recordEvent({ db, organizationCode: request.orgCode, event: { ...request.body, identityId, identityUuid: undefined } });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/service-ops/agent/api/v1/telemetry/events',
    { preHandler: requireCaller(AGENTS), schema: { querystring: ZTelemetryEventQuery, response: { 200: ZTelemetryEventList, ...errorResponses } } },
    async (request) => {
      if (!callerOf(request).orgCodes.includes(request.orgCode)) throw notFound();
      return findEvents({ db, organizationCode: request.orgCode, ...request.query });
    },
  );
};
