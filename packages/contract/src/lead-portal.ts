import { z } from 'zod';

/** Loan originator display info (spec 02 section 3). */
export const ZOriginatorDisplayInfo = z.object({
  originatorName: z.string(),
  brokerName: z.string().nullable(),
  avatarUri: z.string().nullable(),
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
  wholesaleBrokerNmls: z.string().nullable(),
});

export const ZLoanOriginator = z.object({
  userInfo: ZLoanOriginatorUserInfo,
  originatorDisplayInfo: ZOriginatorDisplayInfo,
  licensedStates: z.array(z.string()),
  enforceLicensedStatesForReferral: z.boolean(),
});
export type TLoanOriginator = z.infer<typeof ZLoanOriginator>;

export const ZLicensedStates = z.object({ licensedStates: z.array(z.string()), enforceLicensedStatesForReferral: z.boolean() });

export const ZLeadPortalQuery = z.object({ organization: z.string().trim().max(60).optional() });

/** Referral (spec 01 section 3): names, suffix, address, phone, email. */
export const ZReferral = z.object({
  uuid: z.string(),
  loanOriginatorUuid: z.string().nullable(),
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
