import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { makeLegalNameSchema } from '@lintel/domain';
import { ZConsentTypeList, ZErrorBody, ZProfile } from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/http-error.ts';
import { CONSENT_TYPES } from './consent-types.ts';
import { findProfileByIdentity } from './find-profile.ts';
import { toProfileResponse } from './to-profile-response.ts';
import { updateProfileName } from './update-profile-name.ts';
import type { TProfileRecord } from './create-profile.ts';

const errorResponses = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody };

const answer = (profile: TProfileRecord | undefined) => {
  if (!profile) throw notFound();
  const mobile = profile.phoneNumbers.find((phone) => phone.type === 'MOBILE');
  return toProfileResponse(profile, { phoneAlias: mobile?.number ?? null });
};

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  // Test data carries digits in last names outside production (spec 02 section 5).
  const ZName = makeLegalNameSchema({ allowDigits: config.nodeEnv !== 'production' });

  app.get(
    '/service-profile/api/v1/profile',
    { preHandler: requireCaller(), schema: { response: { 200: ZProfile, ...errorResponses } } },
    async (request) => answer(await findProfileByIdentity({ db, identityUuid: callerOf(request).identityUuid, organizationCode: request.orgCode })),
  );

  app.put(
    '/service-profile/api/v1/profile/name',
    { preHandler: requireCaller(), schema: { body: ZName, response: { 200: ZProfile, ...errorResponses } } },
    async (request) =>
      answer(await updateProfileName({ db, identityUuid: callerOf(request).identityUuid, organizationCode: request.orgCode, name: request.body })),
  );

  // Public: the registration form shows the consents before an account exists.
  app.get('/service-profile/api/v1/profile/consent-types', { schema: { response: { 200: ZConsentTypeList } } }, async () => CONSENT_TYPES);
};
