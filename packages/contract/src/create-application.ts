import { z } from 'zod';
import { ZApplicationStatusFields } from './application.ts';

/**
 * POST /service-application/api/v1/application/heloc/create-application?state={state}
 * Body as spec 01 section 7. The messages are spec 02 section 5's.
 */
export const OCCUPANCY_TYPES = ['HOME', 'SECONDARY', 'INVESTMENT'] as const;
export const ZOccupancyType = z.enum(OCCUPANCY_TYPES, { error: 'Please select an occupancy type' });

/** Employment types as the web sends them (spec 01 section 3 "Employment type as sent"). */
export const SENT_EMPLOYMENT_TYPES = [
  'EMPLOYED',
  'FULL_TIME',
  'PART_TIME',
  'SELF_EMPLOYED',
  'RETIRED',
  'SEPARATE_MAINTENANCE_PAYMENTS',
  'OTHER',
  'UNRECOGNIZED',
] as const;
export const ZSentEmploymentType = z.enum(SENT_EMPLOYMENT_TYPES);

const ZStreet1 = z.string().trim().min(1, 'Street address is required');
const ZCity = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z .'-]*$/, 'Please enter a valid city name');
const ZState = z
  .string()
  .trim()
  .length(2, 'State must be two characters in length')
  .regex(/^[A-Za-z]{2}$/, 'Please enter a valid state')
  .transform((s) => s.toUpperCase());
const ZZip = z.string().trim().regex(/^\d{5}$/, 'Please enter a valid zipcode');

export const ZAddressRequest = z.object({
  street1: ZStreet1,
  street2: z.string().trim().nullish(),
  city: ZCity,
  state: ZState,
  zip: ZZip,
});

export const ZPropertyRequest = ZAddressRequest.extend({ type: ZOccupancyType });

const ZIncomeAmount = z.coerce
  .number({ error: 'Required' })
  .min(0, 'Must be at least $0')
  .max(9_999_999, 'Must be less than $10,000,000');

export const ZCreateApplicationRequest = z.object({
  abVersionsRequest: z.object({ versions: z.array(z.unknown()) }).partial().nullish(),
  affiliateAbVersion: z.string().nullish(),
  affiliateAppIndicator: z.boolean().nullish(),
  affiliateLiveOffers: z.unknown().optional(),
  consentListRequest: z.object({ consents: z.array(z.unknown()) }).partial().nullish(),
  consentRequests: z.array(z.object({ type: z.string(), version: z.union([z.string(), z.number()]).nullish() })).nullish(),
  income: z.object({
    incomePrimary: ZIncomeAmount,
    incomeOther: ZIncomeAmount.nullish().transform((v) => v ?? 0),
    incomeCoDeeders: ZIncomeAmount.nullish(),
  }),
  marketingTools: z
    .object({ totalExpertOwnerId: z.string().nullish(), totalExpertContactId: z.string().nullish() })
    .nullish(),
  profileRequest: z.object({
    name: z.object({
      firstName: z.string().trim().min(1, 'Please enter the first name'),
      middleName: z.string().trim().nullish(),
      lastName: z.string().trim().min(1, 'Last name is required'),
      suffix: z.string().nullish(),
    }),
    email: z.string().trim().nullish(),
    homeAddress: ZAddressRequest.nullish(),
    assetAddress: ZAddressRequest.nullish(),
  }),
  propertyListedForSale: z.boolean().nullish(),
  propertyRequest: ZPropertyRequest,
  publish: z.boolean().nullish(),
  utmParameters: z
    .object({
      campaign: z.string().nullish(),
      medium: z.string().nullish(),
      source: z.string().nullish(),
      term: z.string().nullish(),
      content: z.string().nullish(),
      id: z.string().nullish(),
    })
    .nullish(),
  employmentType: ZSentEmploymentType,
  offerCode: z
    .object({ code: z.string(), inHomeDate: z.string().nullish(), respondByDate: z.string().nullish() })
    .nullish(),
  optimizelyProfileRequest: z.unknown().optional(),
  referrerId: z.string().nullish(),
  referralId: z.string().nullish(),
});
export type TCreateApplicationRequest = z.infer<typeof ZCreateApplicationRequest>;

export const ZCreateApplicationQuery = z.object({ state: ZState.optional() });

/** GET /service-search/api/v1/profiles/actions/verify-ability-to-start-application */
export const ZVerifyAbilityToStartApplication = z.object({
  canStartApplication: z.boolean(),
  organizationsWithActiveApplication: z.array(z.string()),
});
export type TVerifyAbilityToStartApplication = z.infer<typeof ZVerifyAbilityToStartApplication>;

/** GET /service-application/external/api/v2/heloc/states-eligibility?orgCode: eligible state abbreviations. */
export const ZStatesEligibility = z.array(z.string().length(2));
/** GET /service-application/external/api/v1/heloc/zip-eligibility?orgCode: ineligible zips. */
export const ZZipEligibility = z.array(z.string().regex(/^\d{5}$/));
export const ZEligibilityQuery = z.object({ orgCode: z.string().min(1).optional() });

/** GET /service-krang-heloc/borrower/secure/api/v1/{uuid}/status */
export const ZApplicationStatusResponse = z.object({
  uuid: z.uuid(),
  applicationStatus: z.string(),
  status: ZApplicationStatusFields,
  updatedAt: z.string(),
});
export type TApplicationStatusResponse = z.infer<typeof ZApplicationStatusResponse>;
