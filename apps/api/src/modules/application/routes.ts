import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelApplicationCall,
  createApplicationCall,
  getApplicationCall,
  getOptimizelyProfileCall,
  listApplicationConsentTypesCall,
  listApplicationsCall,
  listDisasterZipsCall,
  listEligibleStatesCall,
  listIneligibleZipsCall,
  makeCreateApplicationRequestSchema,
  saveFullStoryLinkCall,
  updateOptimizelyProfileCall,
  verifyAbilityToStartApplicationCall,
} from '@lintel/contract';
import { callerOf, requireCaller } from '../../platform/auth.ts';
import { badRequest, notFound } from '../../platform/http-error.ts';
import { clockNow } from '../../platform/clock.ts';
import { findDateOfBirthProblem, parseStoredDate, REGISTRATION_MESSAGES } from '@lintel/domain';
import { registerCall } from '../../platform/register-call.ts';
import { createApplication, idempotencyKeyFor } from './create-application.ts';
import { rememberProfileHome, rememberProfileName } from './remember-profile-name.ts';
import { findEligibleStates, findIneligibleZips } from './eligibility.ts';
import { vendorsFor } from '../../vendors/index.ts';
import { getBrand } from '@lintel/brands';
import { findApplicationsOfOwner, findOwnedApplication } from './find-applications.ts';
import { answerHelocApplication, answerHelocApplications } from './to-heloc-application.ts';
import { verifyAbilityToStartApplication } from './verify-ability-to-start.ts';
import { hasRecentHeloc } from './recent-heloc.ts';
import { findOptimizelyProfile, saveOptimizelyProfile } from './optimizely-profile.ts';
import { saveFullStoryLink } from './save-full-story-link.ts';
import { cancelApplication } from './cancel-application.ts';
import { CONSENT_TYPES, rememberDateOfBirth } from '../profile/index.ts';

const APPLICANT = ['APPLICANT'] as const;
// A uuid that is not one answers 404 like any application that is not the caller's.
const isUuid = (value: string) => z.uuid().safeParse(value).success;

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  // Test data carries digits in last names outside production (spec 02 section 5).
  const ZCreateApplicationRequest = makeCreateApplicationRequestSchema({
    allowDigitsInLastName: config.nodeEnv !== 'production',
  });

  registerCall(
    app,
    createApplicationCall,
    { preHandler: requireCaller(APPLICANT), body: ZCreateApplicationRequest },
    async (request) => {
      const caller = callerOf(request);
      const header = request.headers['idempotency-key'];
      // The birthdate step's rule (age 18, 19 in Alabama, 62 for an age-restricted brand) checked again here before
      // anything is created (decision 090), on the sandbox clock's day in the earliest time zone (UTC+14): a birthday
      // the applicant's browser already counts is never refused.
      const dob = request.body.profileRequest.dob;
      if (dob) {
        const problem = findDateOfBirthProblem(parseStoredDate(dob) ?? {}, {
          state: request.body.propertyRequest.state,
          ageRestricted: getBrand(request.orgCode)?.ageRestrictedInterestOnly ?? false,
          today: new Date((await clockNow(db)).getTime() + 14 * 3_600_000),
        });
        if (problem) throw badRequest(problem);
      }
      // Spec 01 section 9: no new application within 45 days of a funded one, by the server's clock (decision 088).
      if (await hasRecentHeloc({ db, ownerIdentityUuid: caller.identityUuid, organizationCode: request.orgCode }))
        throw badRequest(REGISTRATION_MESSAGES.recentHeloc);
      const { application, created } = await createApplication({
        db,
        ownerIdentityUuid: caller.identityUuid,
        organizationCode: request.orgCode,
        request: request.body,
        idempotencyKey: idempotencyKeyFor(request.body, Array.isArray(header) ? header[0] : header),
      });
      if (created) {
        const owner = { db, identityUuid: caller.identityUuid, organizationCode: request.orgCode };
        await rememberProfileName({ ...owner, name: request.body.profileRequest.name });
        await rememberProfileHome({ ...owner, homeAddress: request.body.profileRequest.homeAddress, property: request.body.propertyRequest });
        if (dob) await rememberDateOfBirth({ ...owner, keyring: app.keyring, dob });
      }
      const optimizelyProfileUuid = request.body.optimizelyProfileRequest?.optimizelyProfileUuid;
      if (optimizelyProfileUuid)
        await saveOptimizelyProfile({ db, identityUuid: caller.identityUuid, optimizelyProfileUuid });
      return answerHelocApplication({ db, row: application });
    },
  );

  registerCall(app, listApplicationsCall, { preHandler: requireCaller(APPLICANT) }, async (request) => {
    const rows = await findApplicationsOfOwner({
      db,
      ownerIdentityUuid: callerOf(request).identityUuid,
      organizationCode: request.orgCode,
    });
    return answerHelocApplications({ db, rows });
  });

  registerCall(app, getApplicationCall, { preHandler: requireCaller(APPLICANT) }, async (request) => {
    if (!isUuid(request.params.uuid)) throw notFound();
    const row = await findOwnedApplication({
      db,
      uuid: request.params.uuid,
      ownerIdentityUuid: callerOf(request).identityUuid,
      organizationCode: request.orgCode,
    });
    return answerHelocApplication({ db, row });
  });

  registerCall(
    app,
    saveFullStoryLinkCall,
    { preHandler: requireCaller(APPLICANT) },
    async (request, reply) => {
      if (!isUuid(request.params.uuid)) throw notFound();
      await saveFullStoryLink({
        db,
        uuid: request.params.uuid,
        ownerIdentityUuid: callerOf(request).identityUuid,
        organizationCode: request.orgCode,
        link: request.body.link,
      });
      return reply.status(204).send();
    },
  );

  // The owner's "Cancel application" (decision 084); an additional signer is not an APPLICANT here: 404.
  registerCall(app, cancelApplicationCall, { preHandler: requireCaller(APPLICANT) }, async (request) => {
    if (!isUuid(request.params.uuid)) throw notFound();
    const row = await cancelApplication({
      db,
      uuid: request.params.uuid,
      ownerIdentityUuid: callerOf(request).identityUuid,
      organizationCode: request.orgCode,
      request: request.body,
    });
    return answerHelocApplication({ db, row });
  });

  // The experiment-service profile of the signed-in identity: the query names the identity, and only the
  // caller's own answers (another's is not found, never forbidden; decision 076).
  const ownIdentityOf = (request: FastifyRequest & { query: { identityUuid: string } }) => {
    const own = callerOf(request).identityUuid;
    if (request.query.identityUuid.toLowerCase() !== own.toLowerCase()) throw notFound();
    return own;
  };

  registerCall(app, getOptimizelyProfileCall, { preHandler: requireCaller() }, async (request) => ({
    optimizelyProfileUuid: await findOptimizelyProfile({ db, identityUuid: ownIdentityOf(request) }),
  }));

  registerCall(app, updateOptimizelyProfileCall, { preHandler: requireCaller() }, async (request) => ({
    optimizelyProfileUuid: await saveOptimizelyProfile({
      db,
      identityUuid: ownIdentityOf(request),
      optimizelyProfileUuid: request.body.optimizelyProfileUuid,
    }),
  }));

  // Public like the profile module's list, which it is: the consent documents and their versions.
  registerCall(app, listApplicationConsentTypesCall, {}, async () => CONSENT_TYPES);

  registerCall(app, verifyAbilityToStartApplicationCall, { preHandler: requireCaller() }, async (request) =>
    verifyAbilityToStartApplication({
      db,
      ownerIdentityUuid: callerOf(request).identityUuid,
      organizationCode: request.orgCode,
    }),
  );

  // Public: the registration form checks eligibility before an account exists.
  registerCall(app, listEligibleStatesCall, {}, async (request) =>
    findEligibleStates(request.query.orgCode ?? request.orgCode),
  );

  registerCall(app, listIneligibleZipsCall, {}, async (request) =>
    findIneligibleZips(request.query.orgCode ?? request.orgCode),
  );

  // Public as well: the property step warns about a disaster-area zip before an account exists.
  const { propertyRecords } = vendorsFor(config);
  registerCall(app, listDisasterZipsCall, {}, async (request) =>
    getBrand(request.query.orgCode ?? request.orgCode) ? propertyRecords.listDisasterZips() : [],
  );
};
