import { z } from 'zod/mini';
import { ZApplicationStatus, ZCity, ZOptimizelyProfileUuid, ZFirstName, ZIncome, ZOfferCode, ZOfferDate, ZMiddleName, ZOccupancyType, ZOtherIncome, ZSentEmploymentType, ZStateCode, ZStoredDateOfBirth, ZStreet1, ZStreet2, ZSuffix, ZZip, checkZipInState, makeLastNameSchema } from '@lintel/domain';
import { ZApplicationStatusFields } from './application.ts';

/**
 * POST /service-application/api/v1/application/heloc/create-application?state={state}
 * Body as spec 01 section 7. Every field rule is the domain's (spec 02 section 5), so the server
 * answers the same messages as the registration form: one rule, one place.
 */
const addressRequestShape = {
  street1: ZStreet1,
  street2: z.nullish(ZStreet2),
  city: ZCity,
  state: ZStateCode,
  zip: ZZip,
};

/** The zipcode must exist and lie in the state: the server re-checks what the form checked. */
export const ZAddressRequest = z.object(addressRequestShape).check(z.superRefine((address, ctx) => checkZipInState(address, ctx)));

export const ZPropertyRequest = z.object({ ...addressRequestShape, type: ZOccupancyType }).check(z.superRefine((address, ctx) => checkZipInState(address, ctx)));

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
    abVersionsRequest: z.nullish(z.partial(z.object({ versions: z.array(z.unknown()) }))),
    affiliateAbVersion: z.nullish(z.string()),
    affiliateAppIndicator: z.nullish(z.boolean()),
    affiliateLiveOffers: z.optional(z.unknown()),
    consentListRequest: z.nullish(z.partial(z.object({ consents: z.array(z.unknown()) }))),
    consentRequests: z.nullish(z.array(z.object({ type: z.string(), version: z.nullish(z.union([z.string(), z.number()])) }))),
    income: z.object({
      incomePrimary: ZIncome,
      incomeOther: ZOtherIncome,
      incomeCoDeeders: z.nullish(ZIncome),
    }),
    marketingTools: z.nullish(z.object({ totalExpertOwnerId: z.nullish(z.string()), totalExpertContactId: z.nullish(z.string()) })),
    profileRequest: z.object({
      name: z.object({
        firstName: ZFirstName,
        middleName: z.nullish(ZMiddleName),
        lastName: makeLastNameSchema({ allowDigits: allowDigitsInLastName }),
        suffix: z.nullish(ZSuffix),
      }),
      email: z.nullish(z.string().check(z.trim())),
      // The birthdate step's "yyyy-MM-dd" (not in spec 01's body): kept on the profile, sealed, when it has none (decision 090).
      dob: z.nullish(ZStoredDateOfBirth),
      homeAddress: z.nullish(ZAddressRequest),
      assetAddress: z.nullish(ZAddressRequest),
    }),
    propertyListedForSale: z.nullish(z.boolean()),
    propertyRequest: ZPropertyRequest,
    publish: z.nullish(z.boolean()),
    utmParameters: z.nullish(z.object({
        campaign: z.nullish(z.string()),
        medium: z.nullish(z.string()),
        source: z.nullish(z.string()),
        term: z.nullish(z.string()),
        content: z.nullish(z.string()),
        id: z.nullish(z.string()),
      })),
    employmentType: ZSentEmploymentType,
    // A prescreened direct-mail code (decisions 089, 092): the server checks it against its own record, refuses an
    // expired one and does not apply one it has no record of; the dates echo the record. An empty code is none.
    offerCode: z.nullish(
      z.object({ code: z.union([z.literal(''), ZOfferCode]), inHomeDate: z.nullish(ZOfferDate), respondByDate: z.nullish(ZOfferDate) }),
    ),
    // The experiment service's profile, linked to the identity as PATCH .../optermizerly-profile does.
    optimizelyProfileRequest: z.nullish(z.object({ optimizelyProfileUuid: z.nullish(ZOptimizelyProfileUuid) })),
    referrerId: z.nullish(z.string()),
    // A lead-portal referral's uuid (decision 089).
    referralId: z.nullish(z.string().check(z.trim(), z.maxLength(64))),
  });

/** The production rule; the server itself uses makeCreateApplicationRequestSchema with its environment. */
export const ZCreateApplicationRequest = makeCreateApplicationRequestSchema({ allowDigitsInLastName: false });
export type TCreateApplicationRequest = z.infer<typeof ZCreateApplicationRequest>;
/** What a client sends (before the server's trimming, upper-casing and defaults). */
export type TCreateApplicationBody = z.input<typeof ZCreateApplicationRequest>;

export const ZCreateApplicationQuery = z.object({ state: z.optional(ZStateCode) });

/** GET /service-search/api/v1/profiles/actions/verify-ability-to-start-application */
export const ZVerifyAbilityToStartApplication = z.object({
  canStartApplication: z.boolean(),
  organizationsWithActiveApplication: z.array(z.string()),
  /**
   * A HELOC of this brand was funded for the caller within the recent-HELOC waiting period, by the server's clock
   * (spec 01 section 9, decision 088): registration shows the recent-HELOC message and create-application refuses.
   */
  recentHeloc: z.boolean(),
});
export type TVerifyAbilityToStartApplication = z.infer<typeof ZVerifyAbilityToStartApplication>;

/** GET /service-application/external/api/v2/heloc/states-eligibility?orgCode: eligible state abbreviations. */
export const ZStatesEligibility = z.array(z.string().check(z.length(2)));
/** GET /service-application/external/api/v1/heloc/zip-eligibility?orgCode: ineligible zips. */
export const ZZipEligibility = z.array(z.string().check(z.regex(/^\d{5}$/)));
/**
 * GET /service-application/external/api/v1/heloc/disaster-zips?orgCode: zips in a declared disaster area.
 * The application continues there but needs a post-disaster inspection (spec 01 section 5).
 */
export const DISASTER_ZIPS_PATH = '/service-application/external/api/v1/heloc/disaster-zips';
export const ZDisasterZips = z.array(z.string().check(z.regex(/^\d{5}$/)));
export const ZEligibilityQuery = z.object({ orgCode: z.optional(z.string().check(z.minLength(1))) });

/** GET /service-krang-heloc/borrower/secure/api/v1/{uuid}/status */
export const ZApplicationStatusResponse = z.object({
  uuid: z.uuid(),
  applicationStatus: ZApplicationStatus,
  status: ZApplicationStatusFields,
  updatedAt: z.string(),
});
export type TApplicationStatusResponse = z.infer<typeof ZApplicationStatusResponse>;
