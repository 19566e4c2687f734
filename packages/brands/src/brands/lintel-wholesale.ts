import type { TBrandInput } from '@lintel/domain';
import { lintel, lintelTheme } from './lintel.ts';

/** The main brand's wholesale site, used through mortgage brokers: main look with a broker accent. */
export const lintelWholesale: TBrandInput = {
  ...lintel,
  orgCode: 'LINTEL_WHOLESALE',
  canonicalOrgCode: 'LINTEL',
  orgBrand: 'lintel-wholesale',
  baseUrl: 'https://wholesale.lintel.example',
  hostPrefixes: ['wholesale', 'broker'],
  companyNameShort: 'Lintel Wholesale',
  companyProduct: 'Lintel Home Equity Line through your broker',
  supportEmail: 'wholesale@lintel.example',
  additionalUrls: [{ type: 'BROKER_PORTAL', url: 'https://wholesale.lintel.example/brokers', name: 'Broker Portal' }],
  lenderImageKey: 'EOL',
  // Wholesale applications always come through a broker's loan officer link.
  requiresReferrer: true,
  helocMinLoanAmount: 20_000,
  helocMaxLoanAmount: 500_000,
  helocMinRateWithNoDiscount: 7.99,
  helocMaxRateWithNoDiscount: 15.49,
  publicFeatureToggles: { showNcuaLogo: false, showCeoFeedback: false, showHawaiiPartnerRedirect: false },
  orgPricingData: [...lintel.orgPricingData, { brokerCompensationIncluded: true }],
  theme: { ...lintelTheme, colors: { ...lintelTheme.colors, accent: '#0e9384' }, loaderAnimation: 'bars' },
};
