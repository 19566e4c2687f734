import type { TBrandInput } from '@lintel/domain';
import { wordmarkLogo } from '../themes/wordmark-logo.ts';
import { samplePartner } from './sample-partner.ts';

// Sample DSCR (investor loan) partner: company facts are sample data. Licensed in fewer than 50 states, so its
// footer says "with more states to come" (spec 02 section 9). A dark theme with gold actions.
const summitTheme: TBrandInput['theme'] = {
  colors: {
    primary: '#f2b544',
    primaryContrast: '#1a1400',
    bg: '#10151c',
    surface: '#18202b',
    text: '#e8edf3',
    textMuted: '#a3b0c2',
    border: '#2c3a4b',
    danger: '#ff8a80',
    success: '#6fd39a',
    warning: '#ffcc66',
    focus: '#7cc4ff',
    accent: '#5fd0c5',
  },
  fonts: {
    body: '"IBM Plex Sans", system-ui, "Segoe UI", Helvetica, Arial, sans-serif',
    heading: '"IBM Plex Sans Condensed", "Arial Narrow", system-ui, sans-serif',
  },
  radius: '2px',
  logo: { kind: 'svg', svg: wordmarkLogo({ text: 'Summit Ridge', markColor: '#f2b544', textColor: '#e8edf3', mark: 'peak' }) },
  loaderAnimation: 'bars',
};

export const summitInvestor = samplePartner({
  orgCode: 'SUMMIT_DSCR',
  orgBrand: 'summit',
  companyName: 'Summit Ridge Investor Lending, LLC',
  companyNameShort: 'Summit Ridge',
  companyProduct: 'Summit Ridge DSCR Loan',
  companyAddress: '410 Example Larimer Street, Suite 900, Denver, CO 80202',
  nmlsNumber: '990111',
  supportPhoneNumber: { number: '8005550111' },
  productKind: 'DSCR',
  showCopyrightYear: false,
  lenderImageKey: 'OTHER',
  licensedStates: ['CO', 'TX', 'AZ', 'FL', 'GA', 'NC', 'TN', 'UT', 'NV', 'OH', 'IN', 'SC'],
  helocMinLoanAmount: 75_000,
  helocMaxLoanAmount: 1_500_000,
  helocMinRateWithNoDiscount: 7.75,
  helocMaxRateWithNoDiscount: 11.5,
  orgMetaData: {
    companyInfo: { tagline: 'Financing for rental properties (sample)', about: 'Sample DSCR partner; company facts are sample data.' },
    products: { dscr: { displayName: 'DSCR Investor Loan', enabled: true } },
  },
  orgPricingData: [{ maxOriginationFeeRate: '0.0299' }, { minDebtServiceCoverageRatio: '1.00' }],
  theme: summitTheme,
});
