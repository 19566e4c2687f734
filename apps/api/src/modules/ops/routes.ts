import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  advanceClockCall,
  createAgentConditionCall,
  getAgentApplicationCall,
  getClockCall,
  listAgentApplicationsCall,
  listApplicationMessagesCall,
  moveAgentApplicationStatusCall,
  resolveAgentConditionCall,
  revealApplicantFactsCall,
  ZResolveConditionRequest,
} from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { advanceClock, clockNow, readClockOffsetMs } from '../../platform/clock.ts';
import { badRequest, notFound } from '../../platform/http-error.ts';
import { CONDITION_TEXTS, SIGNER_MESSAGES } from '@lintel/domain';
import { registerCall } from '../../platform/register-call.ts';
import { answerHelocApplication, findApplicationInOrgs, listApplicationsForAgent } from '../application/index.ts';
import { createCondition, resolveCondition, toAgentCondition } from '../conditions/index.ts';
import { findIdentity } from '../identity/index.ts';
import { findLiveSigners } from '../signers/index.ts';
import { findMessagesTo } from '../outbox/index.ts';
import { findApplicationDetail } from './find-application-detail.ts';
import { moveApplicationStatus } from './move-application-status.ts';
import { findApplicantProfile, revealApplicantFacts } from './reveal-applicant-facts.ts';

const AGENTS = ['AGENT', 'ADMIN'] as const;
// Anything that is not a uuid cannot be an application: 404 like any application that is not yours.
const ZUuidParam = z.string().refine((v) => z.uuid().safeParse(v).success);
const uuidOr404 = (value: string) => {
  if (!ZUuidParam.safeParse(value).success) throw notFound();
  return value;
};

export const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, jobs, config } = app;
  const agents = { preHandler: requireCaller(AGENTS) };

  registerCall(app, listAgentApplicationsCall, agents, async (request) =>
    listApplicationsForAgent({ db, orgCodes: callerOf(request).orgCodes, query: request.query }),
  );

  registerCall(app, getAgentApplicationCall, agents, async (request) =>
    findApplicationDetail({ db, uuid: uuidOr404(request.params.uuid), orgCodes: callerOf(request).orgCodes }),
  );

  registerCall(app, moveAgentApplicationStatusCall, agents, async (request) => {
    const updated = await moveApplicationStatus({ db, caller: callerOf(request), uuid: uuidOr404(request.params.uuid), request: request.body });
    return answerHelocApplication({ db, row: updated });
  });

  registerCall(app, createAgentConditionCall, agents, async (request) => {
    const caller = callerOf(request);
    const application = await findApplicationInOrgs({ db, uuid: uuidOr404(request.params.uuid), orgCodes: caller.orgCodes });
    // A condition for a co-owner (decision 036): one of this application's live signers, asked for documents or an ID.
    const signer = request.body.signerUuid
      ? (await findLiveSigners(db, application.uuid)).find((s) => s.uuid === request.body.signerUuid)
      : undefined;
    if (request.body.signerUuid && !signer) throw badRequest(SIGNER_MESSAGES.conditionSigner);
    if (signer && CONDITION_TEXTS[request.body.categoryEnum].action === 'phone-number') throw badRequest(SIGNER_MESSAGES.conditionKind);
    const row = await createCondition({
      signer: signer ? { uuid: signer.uuid, email: signer.email } : undefined,
      db,
      jobs,
      publicUrl: config.publicUrl,
      application,
      createdByIdentityUuid: caller.identityUuid,
      request: request.body,
    });
    return toAgentCondition(row);
  });

  registerCall(
    app,
    resolveAgentConditionCall,
    // No body resolves it as "Resolved".
    { ...agents, body: ZResolveConditionRequest.nullish().transform((b) => b ?? { resolution: 'Resolved' }) },
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

  registerCall(app, revealApplicantFactsCall, agents, async (request) =>
    revealApplicantFacts({ db, keyring: app.keyring, caller: callerOf(request), uuid: uuidOr404(request.params.uuid), reason: request.body.reason }),
  );

  registerCall(app, listApplicationMessagesCall, agents, async (request) => {
    const application = await findApplicationInOrgs({ db, uuid: uuidOr404(request.params.uuid), orgCodes: callerOf(request).orgCodes });
    const [profile, owner] = await Promise.all([
      findApplicantProfile(db, application),
      findIdentity({ db, identityUuid: application.ownerIdentityUuid }),
    ]);
    // Messages go to the application's email, else the owner's login email; texts to the profile's phones.
    return findMessagesTo({
      db,
      organizationCode: application.organizationCode,
      addresses: [application.email ?? '', owner?.email ?? '', ...(profile?.phoneNumbers ?? []).map((p) => p.number)],
    });
  });

  // The simulated clock only exists in sandbox mode: real vendors live in real time.
  const sandboxOnly = () => {
    if (config.vendorMode !== 'sandbox') throw notFound();
  };
  const clockAnswer = async (now: Date) => ({ now: now.toISOString(), offsetMinutes: Math.round((await readClockOffsetMs(db)) / 60_000) });

  registerCall(app, getClockCall, { preHandler: requireCaller(['ADMIN']) }, async () => {
    sandboxOnly();
    return clockAnswer(await clockNow(db));
  });

  registerCall(app, advanceClockCall, { preHandler: requireCaller(['ADMIN']) }, async (request) => {
    sandboxOnly();
    return clockAnswer(await advanceClock(db, request.body.minutes));
  });
};
