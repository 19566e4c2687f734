import { US_STATE_ABBREVS, type TBrandInput } from '@lintel/domain';
import { nmlsConsumerAccessUrl } from './nmls-url.ts';

/**
 * Defaults shared by the sample partner brands. Their addresses, NMLS numbers, phone numbers (555-01xx,
 * reserved for fiction) and mailboxes (.example) are invented: isSampleData marks them so nothing presents
 * them as the real lender's facts.
 */
export const samplePartner = (
  brand: Pick<TBrandInput, 'orgCode' | 'orgBrand' | 'companyName' | 'companyNameShort' | 'companyAddress' | 'nmlsNumber' | 'theme'> &
    Partial<TBrandInput>,
): TBrandInput => {
  const host = `${brand.orgBrand}.lintel.example`;
  return {
    canonicalOrgCode: brand.orgCode,
    baseUrl: `https://${host}`,
    hostPrefixes: [brand.orgBrand],
    isSampleData: true,
    companyProduct: `${brand.companyNameShort} Home Equity Line`,
    nmlsUrl: nmlsConsumerAccessUrl(brand.nmlsNumber),
    supportEmail: `heloc@${host}`,
    supportPhoneNumber: { number: '8005550100' },
    termsOfUseUrl: `https://${host}/legal/terms-of-use`,
    privacyPolicyUrl: `https://${host}/legal/privacy`,
    licensesUrl: `https://${host}/legal/licenses`,
    communicationsUrl: `https://${host}/legal/e-communications`,
    additionalUrls: [],
    lenderImageKey: 'EHL',
    productKind: 'HELOC',
    helocMinLoanAmount: 20_000,
    helocMaxLoanAmount: 400_000,
    helocMinRateWithNoDiscount: 8.5,
    helocMaxRateWithNoDiscount: 15.5,
    allowRegulatorReview: false,
    ageRestrictedInterestOnly: false,
    showCopyrightYear: true,
    publicFeatureToggles: { showNcuaLogo: false },
    licensedStates: US_STATE_ABBREVS.filter((state) => state !== 'HI' && state !== 'NY'),
    showIllinoisCommunityReinvestmentNotice: false,
    regulatorNotices: [],
    orgMetaData: {
      companyInfo: {
        tagline: `A home equity line from ${brand.companyNameShort}`,
        about: `Sample partner brand for ${brand.companyName}; company facts shown are sample data.`,
      },
    },
    orgPricingData: [{ maxOriginationFeeRate: '0.0499' }],
    ...brand,
  };
};
