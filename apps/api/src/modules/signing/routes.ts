import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acknowledgeDocumentCall, getSigningPackageCall, recordConsentCall, signPackageCall, withdrawConsentCall } from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/http-error.ts';
import { perMinute } from '../../platform/rate-limits.ts';
import { registerCall } from '../../platform/register-call.ts';
import { acknowledgeDocument, findSigningPackage, recordApplicantConsent, signApplicantPackage, withdrawApplicantConsent } from './signing-service.ts';

const APPLICANT = ['APPLICANT'] as const;
// A malformed uuid answers 404 like an application that is not the caller's.
const requireUuid = (value: string) => {
  if (!z.uuid().safeParse(value).success) throw notFound();
  return value;
};
const userAgentOf = (headers: Record<string, unknown>) => String(headers['user-agent'] ?? 'unknown').slice(0, 512);

/** The applicant's signing: consent, the package, acknowledgements (document/disclosures) and the signature. */
export const signingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files, sealer, jobs, config } = app;
  const scopeOf = (request: { params: { uuid: string }; orgCode: string }, identityUuid: string) => ({
    db,
    uuid: requireUuid(request.params.uuid),
    ownerIdentityUuid: identityUuid,
    organizationCode: request.orgCode,
  });

  registerCall(app, getSigningPackageCall, { preHandler: requireCaller(APPLICANT) }, async (request) =>
    findSigningPackage(scopeOf(request, callerOf(request).identityUuid)),
  );

  registerCall(app, recordConsentCall, { preHandler: requireCaller(APPLICANT), config: { rateLimit: perMinute(30) } }, async (request) =>
    recordApplicantConsent({
      ...scopeOf(request, callerOf(request).identityUuid),
      ipAddress: request.ip,
      userAgent: userAgentOf(request.headers),
      request: request.body,
    }),
  );

  registerCall(app, withdrawConsentCall, { preHandler: requireCaller(APPLICANT), config: { rateLimit: perMinute(30) } }, async (request) =>
    withdrawApplicantConsent({
      ...scopeOf(request, callerOf(request).identityUuid),
      jobs,
      publicUrl: config.publicUrl,
      ipAddress: request.ip,
      userAgent: userAgentOf(request.headers),
      request: request.body,
    }),
  );

  registerCall(app, acknowledgeDocumentCall, { preHandler: requireCaller(APPLICANT) }, async (request) =>
    acknowledgeDocument({ ...scopeOf(request, callerOf(request).identityUuid), documentUuid: requireUuid(request.params.documentUuid) }),
  );

  registerCall(app, signPackageCall, { preHandler: requireCaller(APPLICANT), config: { rateLimit: perMinute(10) } }, async (request) =>
    signApplicantPackage({
      ...scopeOf(request, callerOf(request).identityUuid),
      files,
      sealer,
      ipAddress: request.ip,
      userAgent: userAgentOf(request.headers),
      request: request.body,
    }),
  );
};
