import { z } from 'zod';
import { ZApplicationStatus, ZCity, ZFirstName, ZIncome, ZMiddleName, ZOccupancyType, ZOtherIncome, ZSentEmploymentType, ZStateCode, ZStreet1, ZStreet2, ZSuffix, ZZip, checkZipInState, makeLastNameSchema } from '@lintel/domain';
import { ZApplicationStatusFields } from './application.ts';

/**
 * POST /service-application/api/v1/application/heloc/create-application?state={state}
 * Body as spec 01 section 7. Every field rule is the domain's (spec 02 section 5), so the server
 * answers the same messages as the registration form: one rule, one place.
 */
const addressRequestShape = {
  street1: ZStreet1,
  street2: ZStreet2.nullish(),
  city: ZCity,
  state: ZStateCode,
  zip: ZZip,
};

/** The zipcode must exist and lie in the state: the server re-checks what the form checked. */
export const ZAddressRequest = z.object(addressRequestShape).superRefine((address, ctx) => checkZipInState(address, ctx));

export const ZPropertyRequest = z
  .object({ ...addressRequestShape, type: ZOccupancyType })
  .superRefine((address, ctx) => checkZipInState(address, ctx));

/**
 * Test data carries digits in last names outside production (spec 02 section 5), so the server builds
 * the schema with `allowDigitsInLastName: nodeEnv !== 'production'`.
 */
export const makeCreateApplicationRequestSchema = ({
  allowDigitsInLastName,
}: {
  allowDigitsInLastName: boolean;
}) =>
  z.object({
    abVersionsRequest: z
      .object({ versions: z.array(z.unknown()) })
      .partial()
      .nullish(),
    affiliateAbVersion: z.string().nullish(),
    affiliateAppIndicator: z.boolean().nullish(),
    affiliateLiveOffers: z.unknown().optional(),
    consentListRequest: z
      .object({ consents: z.array(z.unknown()) })
      .partial()
      .nullish(),
    consentRequests: z
      .array(z.object({ type: z.string(), version: z.union([z.string(), z.number()]).nullish() }))
      .nullish(),
    income: z.object({
      incomePrimary: ZIncome,
      incomeOther: ZOtherIncome,
      incomeCoDeeders: ZIncome.nullish(),
    }),
    marketingTools: z
      .object({ totalExpertOwnerId: z.string().nullish(), totalExpertContactId: z.string().nullish() })
      .nullish(),
    profileRequest: z.object({
      name: z.object({
        firstName: ZFirstName,
        middleName: ZMiddleName.nullish(),
        lastName: makeLastNameSchema({ allowDigits: allowDigitsInLastName }),
        suffix: ZSuffix.nullish(),
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

/** The production rule; the server itself uses makeCreateApplicationRequestSchema with its environment. */
export const ZCreateApplicationRequest = makeCreateApplicationRequestSchema({ allowDigitsInLastName: false });
export type TCreateApplicationRequest = z.infer<typeof ZCreateApplicationRequest>;
/** What a client sends (before the server's trimming, upper-casing and defaults). */
export type TCreateApplicationBody = z.input<typeof ZCreateApplicationRequest>;

export const ZCreateApplicationQuery = z.object({ state: ZStateCode.optional() });

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
/**
 * GET /service-application/external/api/v1/heloc/disaster-zips?orgCode: zips in a declared disaster area.
 * The application continues there but needs a post-disaster inspection (spec 01 section 5).
 */
export const DISASTER_ZIPS_PATH = '/service-application/external/api/v1/heloc/disaster-zips';
export const ZDisasterZips = z.array(z.string().regex(/^\d{5}$/));
export const ZEligibilityQuery = z.object({ orgCode: z.string().min(1).optional() });

/** GET /service-krang-heloc/borrower/secure/api/v1/{uuid}/status */
export const ZApplicationStatusResponse = z.object({
  uuid: z.uuid(),
  applicationStatus: ZApplicationStatus,
  status: ZApplicationStatusFields,
  updatedAt: z.string(),
});
export type TApplicationStatusResponse = z.infer<typeof ZApplicationStatusResponse>;
