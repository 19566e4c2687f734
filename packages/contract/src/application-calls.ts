import { z } from 'zod';
import { ZApplicantCancelRequest } from '@lintel/domain';
import {
  ZFullStoryLinkRequest,
  ZHelocApplication,
  ZHelocApplicationList,
  ZOptimizelyProfile,
  ZOptimizelyProfileQuery,
  ZOptimizelyProfileRequest,
} from './application.ts';
import {
  DISASTER_ZIPS_PATH,
  ZCreateApplicationQuery,
  ZCreateApplicationRequest,
  ZDisasterZips,
  ZApplicationStatusResponse,
  ZEligibilityQuery,
  ZStatesEligibility,
  ZVerifyAbilityToStartApplication,
  ZZipEligibility,
} from './create-application.ts';
import { defineCall } from './define-call.ts';
import { ZConsentTypeList } from './profile.ts';

/** A path's application uuid; one that is not a uuid answers 404 like any application that is not the caller's. */
export const ZApplicationUuidParams = z.object({ uuid: z.string().max(64) });

export const createApplicationCall = defineCall({
  id: 'createApplication',
  method: 'POST',
  path: '/service-application/api/v1/application/heloc/create-application',
  summary:
    'Creates the applicant’s HELOC application (spec 01 section 7). A repeat with the same Idempotency-Key (or the same body) answers the same application.',
  access: 'applicant',
  query: ZCreateApplicationQuery,
  body: ZCreateApplicationRequest,
  answers: { 200: ZHelocApplication },
  errors: [400, 401, 404, 422],
});

export const listApplicationsCall = defineCall({
  id: 'listApplications',
  method: 'GET',
  path: '/service-application/api/v1/application/heloc/all',
  summary: 'The caller’s applications in the org header’s brand, newest first.',
  access: 'applicant',
  answers: { 200: ZHelocApplicationList },
  errors: [400, 401, 404],
});

export const getApplicationCall = defineCall({
  id: 'getApplication',
  method: 'GET',
  path: '/service-application/api/v1/application/heloc/{uuid}',
  summary: 'One of the caller’s applications (spec 02 section 3 "Application").',
  access: 'applicant',
  params: ZApplicationUuidParams,
  answers: { 200: ZHelocApplication },
  errors: [400, 401, 404],
});

export const verifyAbilityToStartApplicationCall = defineCall({
  id: 'verifyAbilityToStartApplication',
  method: 'GET',
  path: '/service-search/api/v1/profiles/actions/verify-ability-to-start-application',
  summary: 'Whether the caller may start an application, and in which brands one is already active.',
  access: 'signed-in',
  answers: { 200: ZVerifyAbilityToStartApplication },
  errors: [400, 401, 404],
});

export const listEligibleStatesCall = defineCall({
  id: 'listEligibleStates',
  method: 'GET',
  path: '/service-application/external/api/v2/heloc/states-eligibility',
  summary:
    'The state abbreviations the brand lends in (no sign-in: the registration form asks before an account exists).',
  access: 'public',
  query: ZEligibilityQuery,
  answers: { 200: ZStatesEligibility },
  errors: [400],
});

export const listIneligibleZipsCall = defineCall({
  id: 'listIneligibleZips',
  method: 'GET',
  path: '/service-application/external/api/v1/heloc/zip-eligibility',
  summary: 'Zip codes the brand does not lend in.',
  access: 'public',
  query: ZEligibilityQuery,
  answers: { 200: ZZipEligibility },
  errors: [400],
});

export const listDisasterZipsCall = defineCall({
  id: 'listDisasterZips',
  method: 'GET',
  path: DISASTER_ZIPS_PATH,
  summary:
    'Zip codes in a declared disaster area: the application continues but needs a post-disaster inspection.',
  access: 'public',
  query: ZEligibilityQuery,
  answers: { 200: ZDisasterZips },
  errors: [400],
});

// The path's spelling ("optermizerly") is the spec's (spec 01 section 7).
const OPTIMIZELY_PROFILE_PATH = '/service-application/api/v3/application/heloc/optermizerly-profile';

export const getOptimizelyProfileCall = defineCall({
  id: 'getOptimizelyProfile',
  method: 'GET',
  path: OPTIMIZELY_PROFILE_PATH,
  summary:
    'The experiment-service profile linked to the signed-in identity (its own identityUuid only; another’s answers 404); null until one is stored.',
  access: 'signed-in',
  query: ZOptimizelyProfileQuery,
  answers: { 200: ZOptimizelyProfile },
  errors: [400, 401, 404],
});

export const updateOptimizelyProfileCall = defineCall({
  id: 'updateOptimizelyProfile',
  method: 'PATCH',
  path: OPTIMIZELY_PROFILE_PATH,
  summary:
    'Links an experiment-service profile to the signed-in identity (its own identityUuid only); answers what is stored.',
  access: 'signed-in',
  query: ZOptimizelyProfileQuery,
  body: ZOptimizelyProfileRequest,
  answers: { 200: ZOptimizelyProfile },
  errors: [400, 401, 404],
});

export const saveFullStoryLinkCall = defineCall({
  id: 'saveFullStoryLink',
  method: 'PUT',
  path: '/service-application/api/v1/application/heloc/{uuid}/full-story-link',
  summary:
    'Stores a session-replay link on one of the caller’s applications (spec 03 section 7); agents see it.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  body: ZFullStoryLinkRequest,
  answers: { 204: null },
  errors: [400, 401, 404],
});

export const cancelApplicationCall = defineCall({
  id: 'cancelApplication',
  method: 'POST',
  path: '/service-application/api/v1/application/heloc/{uuid}/cancel',
  summary:
    'The owner cancels its application from any status not yet ended (spec 04 section 3, decision 084); the reason goes to the audit trail. 409 when it has ended, is in the right to cancel ("Cancel my loan") or has closed.',
  access: 'applicant',
  params: ZApplicationUuidParams,
  body: ZApplicantCancelRequest,
  answers: { 200: ZHelocApplication },
  errors: [400, 401, 404, 409],
});

export const listApplicationConsentTypesCall = defineCall({
  id: 'listApplicationConsentTypes',
  method: 'GET',
  path: '/service-application/api/v1/application/heloc/consent-types',
  summary:
    'The consent documents and their current versions: the same list as GET /service-profile/api/v1/profile/consent-types.',
  access: 'public',
  answers: { 200: ZConsentTypeList },
  errors: [400],
});

export const applicationCalls = [
  createApplicationCall,
  listApplicationsCall,
  getApplicationCall,
  verifyAbilityToStartApplicationCall,
  listEligibleStatesCall,
  listIneligibleZipsCall,
  listDisasterZipsCall,
  getOptimizelyProfileCall,
  updateOptimizelyProfileCall,
  saveFullStoryLinkCall,
  cancelApplicationCall,
  listApplicationConsentTypesCall,
] as const;

export const getApplicationStatusCall = defineCall({
  id: 'getApplicationStatus',
  method: 'GET',
  path: '/service-krang-heloc/borrower/secure/api/v1/{uuid}/status',
  summary:
    'The application’s status and status fields; polled by waiting applicants (served from a cache a change invalidates).',
  access: 'applicant',
  params: ZApplicationUuidParams,
  answers: { 200: ZApplicationStatusResponse },
  errors: [400, 401, 404],
});

export const applicationStatusCalls = [getApplicationStatusCall] as const;
