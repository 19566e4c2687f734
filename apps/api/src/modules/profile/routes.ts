import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { makeLegalNameSchema } from '@lintel/domain';
import { getProfileCall, listConsentTypesCall, updateProfileNameCall } from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { notFound } from '../../platform/http-error.ts';
import { registerCall } from '../../platform/register-call.ts';
import { CONSENT_TYPES } from './consent-types.ts';
import { findProfileByIdentity } from './find-profile.ts';
import { openDateOfBirth } from './profile-date-of-birth.ts';
import { toProfileResponse } from './to-profile-response.ts';
import { updateProfileName } from './update-profile-name.ts';
import type { TProfileRecord } from './create-profile.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, keyring } = app;
  // Only the owner's own calls answer a profile: its date of birth is opened here and nowhere else but the agent's
  // audited reveal (decision 090).
  const answer = (profile: TProfileRecord | undefined) => {
    if (!profile) throw notFound();
    const mobile = profile.phoneNumbers.find((phone) => phone.type === 'MOBILE');
    return toProfileResponse(profile, { phoneAlias: mobile?.number ?? null, dob: openDateOfBirth({ keyring, profile }) });
  };
  // Test data carries digits in last names outside production (spec 02 section 5).
  const ZName = makeLegalNameSchema({ allowDigits: config.nodeEnv !== 'production' });

  registerCall(app, getProfileCall, { preHandler: requireCaller() }, async (request) =>
    answer(
      await findProfileByIdentity({
        db,
        identityUuid: callerOf(request).identityUuid,
        organizationCode: request.orgCode,
      }),
    ),
  );

  registerCall(app, updateProfileNameCall, { preHandler: requireCaller(), body: ZName }, async (request) =>
    answer(
      await updateProfileName({
        db,
        identityUuid: callerOf(request).identityUuid,
        organizationCode: request.orgCode,
        name: request.body,
      }),
    ),
  );

  // Public: the registration form shows the consents before an account exists.
  registerCall(app, listConsentTypesCall, {}, async () => CONSENT_TYPES);
};
