import { HEADLINE_PROMISE, US_STATE_ABBREVS, type TBrandInput } from '@lintel/domain';
import { wordmarkLogo } from '../themes/wordmark-logo.ts';
import { nmlsConsumerAccessUrl } from './nmls-url.ts';

/** The platform's own brand (the spec's "main brand"): every state but Hawaii and New York (which has LINTEL_NY). */
export const lintelTheme: TBrandInput['theme'] = {
  colors: {
    primary: '#3730a3',
    primaryContrast: '#ffffff',
    bg: '#ffffff',
    surface: '#f6f5ff',
    text: '#1c1b2e',
    textMuted: '#55536b',
    border: '#dcdaf0',
    danger: '#b42318',
    success: '#067647',
    warning: '#93370d',
    focus: '#6366f1',
    accent: '#f59e0b',
  },
  fonts: {
    body: '"Inter", system-ui, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    heading: '"Inter", system-ui, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  },
  radius: '10px',
  logo: { kind: 'svg', svg: wordmarkLogo({ text: 'Lintel', markColor: '#3730a3', textColor: '#1c1b2e', mark: 'arch' }) },
  loaderAnimation: 'orbit',
};

export const lintel: TBrandInput = {
  orgCode: 'LINTEL',
  canonicalOrgCode: 'LINTEL',
  orgBrand: 'lintel',
  baseUrl: 'https://apply.lintel.example',
  hostPrefixes: ['www', 'apply', 'lintel'],
  isSampleData: false,
  companyName: 'Lintel Lending, LLC',
  companyNameShort: 'Lintel',
  companyProduct: 'Lintel Home Equity Line',
  companyAddress: '500 Market Street, Suite 1200, San Francisco, CA 94105',
  nmlsNumber: '2071448',
  nmlsUrl: nmlsConsumerAccessUrl('2071448'),
  supportEmail: 'support@lintel.example',
  supportPhoneNumber: { number: '8888196388' },
  termsOfUseUrl: 'https://apply.lintel.example/legal/terms',
  privacyPolicyUrl: 'https://apply.lintel.example/legal/privacy',
  licensesUrl: 'https://apply.lintel.example/legal/licenses',
  communicationsUrl: null,
  additionalUrls: [{ type: 'ACCESSIBILITY', url: 'https://apply.lintel.example/legal/accessibility', name: 'Accessibility' }],
  lenderImageKey: 'EHL',
  productKind: 'HELOC',
  helocMinLoanAmount: 15_000,
  helocMaxLoanAmount: 400_000,
  helocMinRateWithNoDiscount: 8.24,
  helocMaxRateWithNoDiscount: 15.99,
  allowRegulatorReview: false,
  ageRestrictedInterestOnly: false,
  showCopyrightYear: true,
  publicFeatureToggles: { showNcuaLogo: false, showCeoFeedback: true, showHawaiiPartnerRedirect: true },
  hawaiiPartnerUrl: 'https://partners.lintel.example/hawaii',
  licensedStates: US_STATE_ABBREVS.filter((state) => state !== 'HI' && state !== 'NY'),
  showIllinoisCommunityReinvestmentNotice: false,
  regulatorNotices: [],
  orgMetaData: {
    companyInfo: {
      // The product's headline promise (spec 01 section 1), from the domain, not a second copy.
      tagline: HEADLINE_PROMISE,
      about: 'Lintel offers home equity lines of credit online, from application to funding.',
    },
    products: {
      heloc: { displayName: 'Home Equity Line of Credit', enabled: true },
      dscr: { displayName: 'DSCR Investor Loan', enabled: false },
    },
  },
  orgPricingData: [{ maxOriginationFeeRate: '0.0499' }, { appraisalThresholdAmount: 400_000 }, { manualNotaryFee: 350 }],
  theme: lintelTheme,
};
