import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptSignerInvitationCall,
  answerSignerConditionCall,
  listSignerConditionsCall,
  markSignerConditionsReadCall,
  checkSignerInvitationCall,
  correctAdditionalSignerCall,
  getSignerDocumentCall,
  getSignerPackageCall,
  signSignerPackageCall,
  getCoDeedStatusCall,
  recordSignerConsentCall,
  withdrawSignerConsentCall,
  inviteAdditionalSignerCall,
  listAdditionalSignersCall,
  resendSignerInvitationCall,
  submitSignerIdentityCall,
  uploadSignerDocumentCall,
  withdrawAdditionalSignerCall,
} from '@lintel/contract';
import { MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@lintel/domain';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { badRequest, notFound } from '../../platform/http-error.ts';
import { perMinute } from '../../platform/rate-limits.ts';
import { registerCall } from '../../platform/register-call.ts';
import { loginLockoutOf } from '../identity/index.ts';
import { acceptInvitation, checkInvitation } from './accept-invitation.ts';
import { findCoDeedStatus } from './co-deed-status.ts';
import { submitSignerIdentity, uploadSignerDocument } from './signer-id-check.ts';
import { findSignerPackage, findSignerReadableDocument, recordSignerConsent, signSignerPackage, withdrawSignerConsent } from './signer-signing.ts';
import { findDocumentRow, openDocument } from '../documents/index.ts';
import { answerSignerCondition, listSignerConditions, markSignerConditionsRead } from './signer-conditions.ts';
import { correctSigner, inviteSigner, listSigners, resendInvitation, withdrawSigner } from './manage-signers.ts';

const APPLICANT = ['APPLICANT'] as const;
const SIGNER = ['ADDITIONAL_SIGNER'] as const;
// A malformed uuid answers 404 like an application that is not the caller's.
const requireUuid = (value: string) => {
  if (!z.uuid().safeParse(value).success) throw notFound();
  return value;
};

/** The primary's signing/additional calls, the invitation link's check and accept, and the co-deed status. */
export const signerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, jobs, config, tokens, files, sealer } = app;
  // The signer's ID upload streams like the documents module's: limits apply while reading, nothing is buffered.
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES_PER_UPLOAD, fields: 10, fieldSize: 1000, parts: MAX_FILES_PER_UPLOAD + 10, headerPairs: 50 },
  });
  const primaryScope = (request: FastifyRequest & { params: { uuid: string } }) => ({
    db,
    jobs,
    files,
    publicUrl: config.publicUrl,
    uuid: requireUuid(request.params.uuid),
    ownerIdentityUuid: callerOf(request).identityUuid,
    organizationCode: request.orgCode,
  });
  // Each invitation sends an email and a text: bounded like the other message-sending calls.
  const sending = { rateLimit: perMinute(config.rateLimitPasswordResetPerMinute) };

  registerCall(app, listAdditionalSignersCall, { preHandler: requireCaller(APPLICANT) }, async (request) => listSigners(primaryScope(request)));

  registerCall(app, inviteAdditionalSignerCall, { preHandler: requireCaller(APPLICANT), config: sending }, async (request, reply) => {
    const answer = await inviteSigner({ ...primaryScope(request), request: request.body });
    return reply.status(201).send(answer);
  });

  registerCall(app, correctAdditionalSignerCall, { preHandler: requireCaller(APPLICANT), config: sending }, async (request) =>
    correctSigner({ ...primaryScope(request), signerUuid: request.params.signerUuid, request: request.body }),
  );

  registerCall(app, resendSignerInvitationCall, { preHandler: requireCaller(APPLICANT), config: sending }, async (request) =>
    resendInvitation({ ...primaryScope(request), signerUuid: request.params.signerUuid }),
  );

  registerCall(app, withdrawAdditionalSignerCall, { preHandler: requireCaller(APPLICANT) }, async (request) =>
    withdrawSigner({ ...primaryScope(request), signerUuid: request.params.signerUuid }),
  );

  const linkLimited = { rateLimit: perMinute(config.rateLimitLoginPerMinute) };

  registerCall(app, checkSignerInvitationCall, { config: linkLimited }, async (request) =>
    checkInvitation({ db, token: request.body.token, orgCode: request.orgCode }),
  );

  registerCall(app, acceptSignerInvitationCall, { config: linkLimited }, async (request) =>
    acceptInvitation({
      db,
      tokens,
      orgCode: request.orgCode,
      lockout: loginLockoutOf(config),
      breachedPasswordCheck: config.breachedPasswordCheck,
      request: request.body,
    }),
  );

  registerCall(app, getCoDeedStatusCall, { preHandler: requireCaller(SIGNER) }, async (request) =>
    findCoDeedStatus({
      db,
      identityUuid: callerOf(request).identityUuid,
      organizationCode: request.orgCode,
      applicationUuid: request.query.applicationUuid,
    }),
  );

  // Each signer call is about the application of its query (404 when not among the caller's invitations), else
  // the latest accepted invitation (decision 042).
  const signerScope = (request: FastifyRequest & { query: { applicationUuid?: string | undefined } }) => ({
    db,
    identityUuid: callerOf(request).identityUuid,
    organizationCode: request.orgCode,
    applicationUuid: request.query.applicationUuid,
  });
  const requestFacts = (request: FastifyRequest) => ({ ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? '' });

  registerCall(app, uploadSignerDocumentCall, { preHandler: requireCaller(SIGNER), config: { rateLimit: perMinute(60) } }, async (request, reply) => {
    if (!request.isMultipart()) throw badRequest(UPLOAD_MESSAGES.notMultipart);
    const created = await uploadSignerDocument({ ...signerScope(request), files, parts: request.parts() });
    return reply.status(201).send(created);
  });

  registerCall(app, submitSignerIdentityCall, { preHandler: requireCaller(SIGNER), config: { rateLimit: perMinute(30) } }, async (request) =>
    submitSignerIdentity({ ...signerScope(request), config, request: request.body }),
  );

  registerCall(app, getSignerPackageCall, { preHandler: requireCaller(SIGNER) }, async (request) => findSignerPackage(signerScope(request)));

  registerCall(app, recordSignerConsentCall, { preHandler: requireCaller(SIGNER), config: { rateLimit: perMinute(30) } }, async (request) =>
    recordSignerConsent({ ...signerScope(request), ...requestFacts(request), request: request.body }),
  );

  registerCall(app, withdrawSignerConsentCall, { preHandler: requireCaller(SIGNER), config: { rateLimit: perMinute(30) } }, async (request) =>
    withdrawSignerConsent({ ...signerScope(request), ...requestFacts(request), jobs, publicUrl: config.publicUrl, request: request.body }),
  );

  registerCall(app, signSignerPackageCall, { preHandler: requireCaller(SIGNER), config: { rateLimit: perMinute(30) } }, async (request) =>
    signSignerPackage({
      ...signerScope(request),
      files,
      sealer,
      ...requestFacts(request),
      request: request.body,
    }),
  );

  registerCall(app, getSignerDocumentCall, { preHandler: requireCaller(SIGNER) }, async (request, reply) => {
    const documentUuid = requireUuid(request.params.documentUuid);
    await findSignerReadableDocument({ ...signerScope(request), documentUuid });
    const row = await findDocumentRow({ db, documentUuid });
    if (!row) throw notFound();
    const { headers, body } = await openDocument({ files, row });
    return reply.headers(headers).send(body);
  });

  // The co-owner's own conditions (decision 036): on the application it signs for, addressed to it only.
  registerCall(app, listSignerConditionsCall, { preHandler: requireCaller(SIGNER) }, async (request) =>
    listSignerConditions({ ...signerScope(request), includeResolved: request.query.includeResolved === 'true' }),
  );

  registerCall(app, markSignerConditionsReadCall, { preHandler: requireCaller(SIGNER) }, async (request, reply) => {
    await markSignerConditionsRead({ ...signerScope(request), request: request.body });
    return reply.status(204).send(null);
  });

  registerCall(app, answerSignerConditionCall, { preHandler: requireCaller(SIGNER), config: { rateLimit: perMinute(30) } }, async (request) =>
    answerSignerCondition({ ...signerScope(request), conditionUuid: request.params.conditionUuid }),
  );
};
