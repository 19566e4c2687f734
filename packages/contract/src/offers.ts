import { z } from 'zod';
import { ZApplicationStatus, ZDiscountType, ZDrawPreference } from '@lintel/domain';

// Field rules and messages live in the domain package (decision 010); re-exported for the contract's users.
export {
  ASSETS_MESSAGES,
  ZAssetsPrequalRequest,
  MARITAL_STATUSES,
  MARITAL_STATUS_LABELS,
  ZMaritalStatus,
  ZContactDetailsRequest,
  ETHNICITY_VALUES,
  RACE_VALUES,
  SEX_VALUES,
  HMDA_NOT_PROVIDED_LABEL,
  HMDA_MESSAGES,
  ZHmdaRequest,
  SUBMIT_MESSAGES,
  ZSubmitApplicationRequest,
} from '@lintel/domain';
export type {
  TAssetsPrequalRequest,
  TContactDetailsRequest,
  THmdaRequest,
  TSubmitApplicationRequest,
} from '@lintel/domain';

/**
 * Calls of the offers module: the offer set (spec 02 "Offer", "Offer set", "Liabilities"), the offer choice,
 * asset depletion, the lien-position requalification, and the more-info steps up to the submitted application
 * (contact, HMDA, application summary, submit). Money on the wire is in dollars (numbers with cents).
 */


/** The CFPB booklet Regulation Z 1026.40(e) requires before a HELOC application is submitted. */
export const CFPB_HELOC_BROCHURE_URL =
  'https://files.consumerfinance.gov/f/documents/cfpb_heloc-brochure.pdf';
export const CFPB_HELOC_BROCHURE_TITLE = 'What you should know about home equity lines of credit';

export const ZDiscount = z.object({
  discount: z.object({ type: ZDiscountType }),
  rateWithDiscount: z.number(),
});
export type TDiscount = z.infer<typeof ZDiscount>;

/** One priced choice: a product type, a term in years and an origination-fee option. */
export const ZOffer = z.object({
  type: z.string(),
  /** FIXED for the fixed-rate draw. */
  rateType: z.string(),
  term: z.number().int(),
  rate: z.number(),
  otherRate: z.number(),
  baseRate: z.number(),
  /** Line amount range in dollars. */
  min: z.number(),
  max: z.number(),
  /** Initial draw range in dollars. */
  minDraw: z.number(),
  maxDraw: z.number(),
  /** A fraction of the draw, e.g. 0.0299. */
  originationFee: z.number(),
  discountList: z.array(ZDiscount),
});
export type TOffer = z.infer<typeof ZOffer>;

export const ZOfferCost = z.object({
  feeType: z.string(),
  borrowerPaidAmount: z.number(),
  jsCriteria: z.string().nullable(),
  totalPaidByBorrower: z.number(),
});
export type TOfferCost = z.infer<typeof ZOfferCost>;

export const ZOfferSet = z.object({
  offers: z.array(ZOffer),
  offersByType: z.record(z.string(), z.array(ZOffer)),
  costs: z.array(ZOfferCost),
  /** Largest origination fee in dollars. */
  ofeeMaxThreshold: z.number(),
  maxDtiUnlimited: z.boolean(),
  maxDtiUnlimitedDraw: z.number(),
  incomeRequestRecords: z.array(z.object({ methods: z.array(z.string()), verificationMethod: z.string() })),
  minRecordingTax: z.number(),
  maxRecordingTax: z.number(),
  decision: z.string(),
  subDecision: z.string(),
  consents: z.array(z.object({ type: z.string() })),
  assetDepletion: z.object({ complete: z.boolean(), amount: z.number() }),
});
export type TOfferSet = z.infer<typeof ZOfferSet>;

export const ZOfferLiability = z.object({
  uuid: z.uuid(),
  accountType: z.string(),
  creditorName: z.string(),
  monetaryBalance: z.number(),
  monetaryCalculatedNextPaymentMinimumAmount: z.number(),
  payOff: z.object({ status: z.string() }).nullable(),
});
export type TOfferLiability = z.infer<typeof ZOfferLiability>;

/** The applicant's current choice, as stored. */
export const ZOfferSelection = z.object({
  type: z.string(),
  term: z.number().int(),
  originationFeeRate: z.number(),
  drawAmount: z.number(),
  drawPreference: ZDrawPreference.nullable(),
  rate: z.number(),
});
export type TOfferSelection = z.infer<typeof ZOfferSelection>;

/** Why the offers changed (REVISED_OFFER_SELECTION): the earlier choice against the best revised offer. */
export const ZOfferRevision = z.object({
  previousDrawAmount: z.number(),
  previousRate: z.number(),
  revisedMaxDraw: z.number(),
  revisedRate: z.number(),
  reason: z.string(),
});
export type TOfferRevision = z.infer<typeof ZOfferRevision>;

export const ZPropertyDetails = z.object({
  street1: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  propertyValue: z.number().nullable(),
  propertyCondition: z.string(),
});

/** GET .../heloc/{uuid}/offers */
export const ZOffersResponse = z.object({
  applicationStatus: ZApplicationStatus,
  /** Null while there is no offer yet (assets pre-qualification). */
  offerSet: ZOfferSet.nullable(),
  liabilities: z.array(ZOfferLiability),
  selection: ZOfferSelection.nullable(),
  /** The offer shown first when there is no choice yet (the brand's default fee option). */
  defaultOffer: z
    .object({ type: z.string(), term: z.number().int(), originationFeeRate: z.number() })
    .nullable(),
  revision: ZOfferRevision.nullable(),
  property: ZPropertyDetails,
  /** Requalification (CLTV_LIEN_POSITION_REQUALIFY): the line before and the line now allowed, in dollars. */
  requalification: z
    .object({ previousMaxLine: z.number(), requalifiedMaxLine: z.number(), lienPosition: z.number().int() })
    .nullable(),
});
export type TOffersResponse = z.infer<typeof ZOffersResponse>;

/** POST .../heloc/{uuid}/offers/select */
export const ZSelectOfferRequest = z.object({
  type: z.string().min(1),
  term: z.number().int().positive(),
  originationFeeRate: z.number().min(0).max(1),
  drawAmount: z.number().positive(),
  drawPreference: ZDrawPreference.optional(),
  /** Uuids of the liabilities paid off from the line. */
  payoffLiabilities: z.array(z.uuid()).optional(),
});
export type TSelectOfferRequest = z.infer<typeof ZSelectOfferRequest>;

/** Every offers/more-info call answers the status the application is now in. */
export const ZOffersActionResponse = z.object({ uuid: z.uuid(), applicationStatus: ZApplicationStatus });
export type TOffersActionResponse = z.infer<typeof ZOffersActionResponse>;

/** POST .../heloc/{uuid}/offers/requalify: the applicant takes the requalified smaller line. */
export const ZRequalifyRequest = z.object({ accept: z.literal(true) });
