import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerConditionCall, listApplicantConditionsCall, markConditionsReadCall } from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/http-error.ts';
import { registerCall } from '../../platform/register-call.ts';
import { findOwnedApplication } from '../application/index.ts';
import { answerCondition } from './answer-condition.ts';
import { findConditions, findReadConditionUuids, markConditionsRead, toApplicantCondition } from './condition-store.ts';

const APPLICANT = { preHandler: requireCaller(['APPLICANT']) };
// The primary's calls reach the primary's conditions only (signerUuid null); a co-owner's are theirs (decision 036).
// Anything that is not a uuid cannot be an application: 404 like any application that is not yours.
const uuidOr404 = (value: string) => {
  if (!z.uuid().safeParse(value).success) throw notFound();
  return value;
};

export const conditionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  const ownApplication = (request: FastifyRequest, uuid: string) =>
    findOwnedApplication({
      db,
      uuid: uuidOr404(uuid),
      ownerIdentityUuid: callerOf(request).identityUuid,
      organizationCode: request.orgCode,
    });

  // The applicant's conditions, oldest first (spec 02 section 4 "Notifications"), with its read state.
  registerCall(
    app,
    listApplicantConditionsCall,
    APPLICANT,
    async (request) => {
      const application = await ownApplication(request, request.params.uuid);
      const rows = await findConditions({ db, applicationUuid: application.uuid, openOnly: request.query.includeResolved !== 'true', signerUuid: null });
      const read = await findReadConditionUuids({ db, identityUuid: callerOf(request).identityUuid, conditionUuids: rows.map((r) => r.uuid) });
      return rows.map((row) => toApplicantCondition(row, read));
    },
  );

  // The caller has seen these conditions in the notification panel: their dots go, for this person only.
  registerCall(
    app,
    markConditionsReadCall,
    APPLICANT,
    async (request, reply) => {
      const application = await ownApplication(request, request.params.uuid);
      await markConditionsRead({ db, applicationUuid: application.uuid, identityUuid: callerOf(request).identityUuid, conditionUuids: request.body.conditionUuids, signerUuid: null });
      return reply.status(204).send(null);
    },
  );

  // The borrower has done what the condition asks (entered the phone number, uploaded the documents).
  registerCall(
    app,
    answerConditionCall,
    APPLICANT,
    async (request) => {
      const application = await ownApplication(request, request.params.uuid);
      const identityUuid = callerOf(request).identityUuid;
      const row = await answerCondition({ db, applicationUuid: application.uuid, conditionUuid: uuidOr404(request.params.conditionUuid), identityUuid, signerUuid: null });
      const read = await findReadConditionUuids({ db, identityUuid, conditionUuids: [row.uuid] });
      return toApplicantCondition(row, read);
    },
  );
};
