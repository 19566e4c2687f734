import { z } from 'zod/mini';
import { ZHttpUrl } from './css-values.ts';
import { ZBrandTheme } from './brand-theme.ts';
import { isUsStateAbbrev } from './us-states.ts';

/** Lender images in the footer: equal housing lender (EHL), equal opportunity lender (EOL) or another mark. */
export const LENDER_IMAGE_KEYS = ['EHL', 'EOL', 'OTHER'] as const;
export const PRODUCT_KINDS = ['HELOC', 'DSCR'] as const;
export const ZProductKind = z.enum(PRODUCT_KINDS);
export type TProductKind = z.infer<typeof ZProductKind>;

export const ZOrgCode = z.string().check(z.regex(/^[A-Z][A-Z0-9_]*$/, { error: 'must be upper-case letters, digits and _' }));

/** A configured address that may be missing; the footer falls back to a relative path (see validLinkOrPath). */
const ZOptionalUrl = z.nullable(ZHttpUrl);

const ZStateAbbrev = z.string().check(z.refine(isUsStateAbbrev, { error: 'must be a US state postal abbreviation' }));

/** An extra footer link from the brand config (spec 02 "additionalUrls"). */
export const ZAdditionalUrl = z.object({
  type: z.string().check(z.regex(/^[A-Z][A-Z0-9_]*$/)),
  url: ZHttpUrl,
  name: z.string().check(z.minLength(1), z.maxLength(60)),
});

/** Public toggles the web reads without a call to the flag service. */
export const ZPublicFeatureToggles = z.object({
  /** Shows the National Credit Union Administration logo in the footer (credit-union partners). */
  showNcuaLogo: z.boolean(),
  /** Offers the feedback-to-the-CEO modal (main brand only, spec 02 section 6). */
  showCeoFeedback: z._default(z.boolean(), false),
  /** Offers the Hawaii redirect to a partner lender (main brand only, spec 01 section 2). */
  showHawaiiPartnerRedirect: z._default(z.boolean(), false),
});

/** One product of an organisation's metadata (spec 03 "Organisation info": products keyed by product). */
export const ZOrgProduct = z.object({
  displayName: z.string().check(z.minLength(1)),
  enabled: z.boolean(),
});

export const ZOrgMetaData = z.object({
  companyInfo: z.object({
    tagline: z.string().check(z.minLength(1)),
    about: z.string().check(z.minLength(1)),
  }),
  products: z._default(z.object({ heloc: z.optional(ZOrgProduct), dscr: z.optional(ZOrgProduct) }), { heloc: { displayName: 'Home Equity Line of Credit', enabled: true } }),
});

/** Pricing facts; the list is merged left to right into one object (spec 03 "orgPricingData"). */
export const ZOrgPricingEntry = z.record(z.string().check(z.regex(/^[a-zA-Z][a-zA-Z0-9]*$/)), z.union([z.number(), z.string(), z.boolean()]));

/**
 * A brand's configuration: spec 02 section 3 "Brand config" and spec 03 section 3 "Organisation info",
 * plus what the footer, the theme and the host mapping need. Every brand file is parsed by this at load.
 */
export const ZBrand = z.object({
    orgCode: ZOrgCode,
    canonicalOrgCode: ZOrgCode,
    orgBrand: z.string().check(z.regex(/^[a-z][a-z0-9-]*$/, { error: 'must be a lower-case slug' })),
    baseUrl: ZHttpUrl,
    /** First host-name labels that select this brand, e.g. "harbor" for harbor.lintel.example. */
    hostPrefixes: z.array(z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'must be a lower-case host label' }))),
    /** Partner facts invented for the demo: never shown as a real lender's facts. */
    isSampleData: z.boolean(),

    companyName: z.string().check(z.minLength(1)),
    companyNameShort: z.string().check(z.minLength(1)),
    companyProduct: z.string().check(z.minLength(1)),
    companyAddress: z.string().check(z.minLength(1)),
    nmlsNumber: z.string().check(z.regex(/^\d{4,8}$/, { error: 'must be 4 to 8 digits' })),
    nmlsUrl: ZHttpUrl,
    supportEmail: z.email(),
    supportPhoneNumber: z.object({ number: z.string().check(z.regex(/^\d{10}$/, { error: 'must be 10 digits' })) }),
    termsOfUseUrl: ZOptionalUrl,
    privacyPolicyUrl: ZOptionalUrl,
    licensesUrl: ZOptionalUrl,
    communicationsUrl: ZOptionalUrl,
    additionalUrls: z.array(ZAdditionalUrl),
    lenderImageKey: z.enum(LENDER_IMAGE_KEYS),

    productKind: ZProductKind,
    helocMinLoanAmount: z.number().check(z.int(), z.positive()),
    helocMaxLoanAmount: z.number().check(z.int(), z.positive()),
    /** APR bounds in percent, e.g. 7.99. */
    helocMinRateWithNoDiscount: z.number().check(z.positive(), z.lte(36)),
    helocMaxRateWithNoDiscount: z.number().check(z.positive(), z.lte(36)),

    allowRegulatorReview: z.boolean(),
    /** The for-sale question adds "within the next 6 months" (spec 01 section 5: some brands say so). */
    forSaleWithinSixMonths: z._default(z.boolean(), false),
    /** Applications need a referring loan officer (?referrer=); without a valid one: not-accepting-apps. */
    requiresReferrer: z._default(z.boolean(), false),
    /** The partner lender the Hawaii modal links to (main brand: the product does not lend in Hawaii). */
    hawaiiPartnerUrl: z._default(z.nullable(ZHttpUrl), null),
    ageRestrictedInterestOnly: z.boolean(),
    showCopyrightYear: z.boolean(),
    publicFeatureToggles: ZPublicFeatureToggles,
    licensedStates: z.array(ZStateAbbrev).check(z.minLength(1)),
    showIllinoisCommunityReinvestmentNotice: z.boolean(),
    regulatorNotices: z.array(z.string().check(z.minLength(1))),

    orgMetaData: ZOrgMetaData,
    orgPricingData: z.array(ZOrgPricingEntry),
    theme: ZBrandTheme,
  }).check(z.superRefine((brand, ctx) => {
    if (brand.helocMinLoanAmount >= brand.helocMaxLoanAmount)
      ctx.addIssue({ code: 'custom', path: ['helocMinLoanAmount'], message: 'must be below helocMaxLoanAmount' });
    if (brand.helocMinRateWithNoDiscount > brand.helocMaxRateWithNoDiscount)
      ctx.addIssue({ code: 'custom', path: ['helocMinRateWithNoDiscount'], message: 'must not exceed helocMaxRateWithNoDiscount' });
    if (new Set(brand.licensedStates).size !== brand.licensedStates.length)
      ctx.addIssue({ code: 'custom', path: ['licensedStates'], message: 'must not repeat a state' });
  }));
export type TBrand = z.infer<typeof ZBrand>;
/** What a brand data file is written as (defaults still to be applied). */
export type TBrandInput = z.input<typeof ZBrand>;

/** The organisation's pricing list merged into one object, later entries winning. */
export const mergeOrgPricingData = (entries: TBrand['orgPricingData']): Record<string, number | string | boolean> =>
  Object.assign({}, ...entries);
