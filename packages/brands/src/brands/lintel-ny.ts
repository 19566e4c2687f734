import type { TBrandInput } from '@lintel/domain';
import { lintel } from './lintel.ts';
import { nmlsConsumerAccessUrl } from './nmls-url.ts';

/**
 * The main brand's New York site: New York only, with the state regulator's notices. It takes New York
 * properties, so regulator review (which refuses NY, spec 02 section 5) is off: the main site's New York
 * modal (spec 01 section 2) sends New York applicants here.
 */
export const lintelNy: TBrandInput = {
  ...lintel,
  orgCode: 'LINTEL_NY',
  canonicalOrgCode: 'LINTEL',
  orgBrand: 'lintel-ny',
  baseUrl: 'https://ny.lintel.example',
  hostPrefixes: ['ny', 'lintel-ny'],
  companyName: 'Lintel Lending NY, LLC',
  companyNameShort: 'Lintel NY',
  companyProduct: 'Lintel Home Equity Line (New York)',
  companyAddress: '250 Park Avenue South, Floor 7, New York, NY 10003',
  nmlsNumber: '2071449',
  nmlsUrl: nmlsConsumerAccessUrl('2071449'),
  supportEmail: 'ny-support@lintel.example',
  termsOfUseUrl: 'https://ny.lintel.example/legal/terms',
  privacyPolicyUrl: 'https://ny.lintel.example/legal/privacy',
  licensesUrl: 'https://ny.lintel.example/legal/licenses',
  additionalUrls: [],
  helocMinLoanAmount: 25_000,
  helocMaxLoanAmount: 350_000,
  helocMinRateWithNoDiscount: 8.49,
  helocMaxRateWithNoDiscount: 14.99,
  allowRegulatorReview: false,
  publicFeatureToggles: { showNcuaLogo: false, showCeoFeedback: true, showHawaiiPartnerRedirect: false },
  licensedStates: ['NY'],
  regulatorNotices: [
    'Licensed Mortgage Banker, NYS Department of Financial Services.',
    'Consumers may file complaints with the New York State Department of Financial Services Consumer Assistance Unit at 1-800-342-3736 or www.dfs.ny.gov.',
  ],
  orgMetaData: {
    ...lintel.orgMetaData,
    products: { heloc: { displayName: 'Home Equity Line of Credit', enabled: true } },
  },
};
