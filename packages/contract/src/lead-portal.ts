import { z } from 'zod/mini';
import { defineCall } from './define-call.ts';

/** Loan originator display info (spec 02 section 3). */
export const ZOriginatorDisplayInfo = z.object({
  originatorName: z.string(),
  brokerName: z.nullable(z.string()),
  avatarUri: z.nullable(z.string()),
  email: z.string(),
  phoneNumber: z.string(),
  nmls: z.string(),
});
export type TOriginatorDisplayInfo = z.infer<typeof ZOriginatorDisplayInfo>;

export const ZLoanOriginatorUserInfo = z.object({
  uuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nmls: z.string(),
  /** Set for a wholesale broker: the web changes the inquiry message for it (spec 01 section 6). */
  wholesaleBrokerNmls: z.nullable(z.string()),
});

export const ZLoanOriginator = z.object({
  userInfo: ZLoanOriginatorUserInfo,
  originatorDisplayInfo: ZOriginatorDisplayInfo,
  licensedStates: z.array(z.string()),
  enforceLicensedStatesForReferral: z.boolean(),
});
export type TLoanOriginator = z.infer<typeof ZLoanOriginator>;

export const ZLicensedStates = z.object({
  licensedStates: z.array(z.string()),
  enforceLicensedStatesForReferral: z.boolean(),
});

export const ZLeadPortalQuery = z.object({ organization: z.optional(z.string().check(z.trim(), z.maxLength(60))) });

/** Referral (spec 01 section 3): names, suffix, address, phone, email. */
export const ZReferral = z.object({
  uuid: z.string(),
  loanOriginatorUuid: z.nullable(z.string()),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  suffix: z.string(),
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type TReferral = z.infer<typeof ZReferral>;

/** Path ids are checked by the server (a clear 400 naming the id that is not a uuid). */
const ZLoanOriginatorParams = z.object({ loanOriginatorUuid: z.string() });

export const findLoanOriginatorCall = defineCall({
  id: 'findLoanOriginator',
  method: 'GET',
  path: '/service-lead-portal/api/lo/{loanOriginatorUuid}',
  summary: 'A loan originator’s public card for a referral link, in the org header’s brand.',
  access: 'public',
  params: ZLoanOriginatorParams,
  query: ZLeadPortalQuery,
  answers: { 200: ZLoanOriginator },
  errors: [400, 404],
});

export const listLoanOriginatorLicensedStatesCall = defineCall({
  id: 'listLoanOriginatorLicensedStates',
  method: 'GET',
  path: '/service-lead-portal/api/lo/{loanOriginatorUuid}/licensed-states',
  summary: 'The states a loan originator is licensed in, and whether referrals are limited to them.',
  access: 'public',
  params: ZLoanOriginatorParams,
  query: ZLeadPortalQuery,
  answers: { 200: ZLicensedStates },
  errors: [400, 404],
});

export const findReferralCall = defineCall({
  id: 'findReferral',
  method: 'GET',
  path: '/service-lead-portal/api/referrals/{referralUuid}',
  summary: 'A referral’s prefill for the registration form.',
  access: 'public',
  params: z.object({ referralUuid: z.string() }),
  answers: { 200: ZReferral },
  errors: [400, 404],
});

export const leadPortalCalls = [
  findLoanOriginatorCall,
  listLoanOriginatorLicensedStatesCall,
  findReferralCall,
] as const;
