import { z } from 'zod/mini';
import { ZLegalName } from '@lintel/domain';
import { defineCall } from './define-call.ts';

export const ZProfileName = z.object({
  firstName: z.nullable(z.string()),
  middleName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  suffix: z.nullable(z.string()),
});

export const ZProfileAddress = z.object({
  type: z.literal('HOME'),
  uuid: z.uuid(),
  street1: z.string(),
  street2: z.nullable(z.string()),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

/** GET /service-profile/api/v1/profile (spec 02 section 3 "Profile"; fields that exist so far). */
export const ZProfile = z.object({
  uuid: z.uuid(),
  organizationCode: z.string(),
  profileType: z.nullable(z.string()),
  email: z.string(),
  updatedAt: z.string(),
  isManageable: z.boolean(),
  isBroker: z.boolean(),
  aliases: z.array(z.object({ type: z.string(), value: z.string() })),
  twoFactorEnabled: z.boolean(),
  totpVerified: z.boolean(),
  passwordExpired: z.boolean(),
  /** A digital-asset wallet; none exists on this platform, so always null (decision 076). */
  wallet: z.nullable(z.object({ accountAddress: z.string(), groupPolicyAddress: z.string() })),
  /** Organisations of a legacy customer account; this platform has none, so always empty (decision 076). */
  activeLegacyCustomerOrgs: z.array(z.string()),
  name: ZProfileName,
  dob: z.nullable(z.string()),
  phoneNumbers: z.array(z.object({ type: z.string(), number: z.string() })),
  addresses: z.array(ZProfileAddress),
});
export type TProfile = z.infer<typeof ZProfile>;

/** GET /service-profile/api/v1/profile/consent-types: the consent documents and their current versions. */
export const ZConsentType = z.object({ type: z.string(), version: z.string() });
export type TConsentType = z.infer<typeof ZConsentType>;
export const ZConsentTypeList = z.array(ZConsentType);

/** PUT /service-profile/api/v1/profile/name: the legal name (production rule; the server allows digits in last names outside production). */
export const ZUpdateNameRequest = ZLegalName;
export type TUpdateNameRequest = z.infer<typeof ZUpdateNameRequest>;

export const getProfileCall = defineCall({
  id: 'getProfile',
  method: 'GET',
  path: '/service-profile/api/v1/profile',
  summary: 'The signed-in person’s profile in the org header’s brand; 404 when none exists there yet.',
  access: 'signed-in',
  answers: { 200: ZProfile },
  errors: [400, 401, 404],
});

export const updateProfileNameCall = defineCall({
  id: 'updateProfileName',
  method: 'PUT',
  path: '/service-profile/api/v1/profile/name',
  summary: 'Sets the legal name; answers the profile.',
  access: 'signed-in',
  body: ZUpdateNameRequest,
  answers: { 200: ZProfile },
  errors: [400, 401, 404],
});

export const listConsentTypesCall = defineCall({
  id: 'listConsentTypes',
  method: 'GET',
  path: '/service-profile/api/v1/profile/consent-types',
  summary: 'The consent documents and their current versions (no sign-in: registration shows them first).',
  access: 'public',
  answers: { 200: ZConsentTypeList },
  errors: [400],
});

export const profileCalls = [getProfileCall, updateProfileNameCall, listConsentTypesCall] as const;
