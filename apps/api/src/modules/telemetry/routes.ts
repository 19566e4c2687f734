import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { listTelemetryEventsCall, recordTelemetryEventCall, startTelemetrySessionCall } from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { notFound, unauthorized } from '../../platform/http-error.ts';
import { registerCall } from '../../platform/register-call.ts';
import { findEvents } from './find-events.ts';
import { recordEvent } from './record-event.ts';
import { startSession } from './start-session.ts';

/** Telemetry bodies are small; anything larger is refused (413) before it is parsed. */
export const TELEMETRY_BODY_LIMIT_BYTES = 16 * 1024;
const AGENTS = ['AGENT', 'ADMIN'] as const;

const checkContext = (request: FastifyRequest, context: 'external' | 'secure') => {
  if (context === 'secure' && !request.caller) throw unauthorized();
};

export const telemetryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  registerCall(
    app,
    startTelemetrySessionCall,
    { bodyLimit: TELEMETRY_BODY_LIMIT_BYTES },
    async (request) => {
      checkContext(request, request.params.context);
      return startSession({ db, organizationCode: request.orgCode, request: request.body });
    },
  );

  registerCall(
    app,
    recordTelemetryEventCall,
    { bodyLimit: TELEMETRY_BODY_LIMIT_BYTES },
    async (request, reply) => {
      checkContext(request, request.params.context);
      // The caller's own identity wins over what the body claims.
      const identityId = request.caller?.identityUuid ?? request.body.identityId;
      await recordEvent({ db, organizationCode: request.orgCode, event: { ...request.body, identityId, identityUuid: undefined } });
      return reply.status(204).send(null);
    },
  );

  registerCall(
    app,
    listTelemetryEventsCall,
    { preHandler: requireCaller(AGENTS) },
    async (request) => {
      if (!callerOf(request).orgCodes.includes(request.orgCode)) throw notFound();
      return findEvents({ db, organizationCode: request.orgCode, ...request.query });
    },
  );
};
